import { type FormEvent, useState } from 'react';
import { RESET_REQUEST_RULES } from '../../domain/account-fields';
import { TextField } from '../../ui/checkout/text-field';
import { t } from '../../ui/i18n/t';
import { useCaptcha } from '../captcha/captcha-field';
import { useFieldErrors } from '../checkout/field-errors';
import { type AuthState, requestPasswordReset, setMode, setNewPassword } from '../stores/auth';
import { PasswordFields, usePasswordFields } from './password-fields';

/** reset-password mode: the e-mail to send the link to ('E-mail address is incorrect' when refused). */
export function ResetRequestForm({ state }: { state: AuthState }) {
  const [email, setEmail] = useState(state.email);
  const fields = useFieldErrors(RESET_REQUEST_RULES, (field) => `auth-reset-${field}`);
  const captcha = useCaptcha('auth-reset');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.validateAll({ email })) return;
    void requestPasswordReset(email, captcha.token());
    captcha.reset();
  };
  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <h3 className="auth-heading">{t('Reset password')}</h3>
      <p className="auth-text">{t('Enter your e-mail and we will send you a link to set a new password')}</p>
      <TextField
        id="auth-reset-email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('E-mail')}
        required
        value={email}
        error={fields.text('email')}
        onChange={(value) => {
          setEmail(value);
          fields.onChange('email', value);
        }}
        onBlur={(v) => fields.onBlur('email', v)}
      />
      {captcha.field}
      <button type="submit" className="button button--primary auth-form__submit" disabled={state.busy}>
        {t('Send link')}
      </button>
      <button type="button" className="auth-link" onClick={() => setMode('login')}>
        {t('Back to login')}
      </button>
    </form>
  );
}

/** new-password mode (the reset link): the new password twice, with the strength meter. */
export function NewPasswordForm({ state }: { state: AuthState }) {
  const password = usePasswordFields();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password.validate('auth-new')) void setNewPassword(password.entries.password);
  };
  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <h3 className="auth-heading">{t('Set a new password')}</h3>
      {state.resetLink ? <p className="auth-text">{state.resetLink.email}</p> : null}
      <PasswordFields idPrefix="auth-new" fields={password} label={t('New password')} />
      <button type="submit" className="button button--primary auth-form__submit" disabled={state.busy || !state.resetLink}>
        {t('Save password')}
      </button>
      <button type="button" className="auth-link" onClick={() => setMode('login')}>
        {t('Back to login')}
      </button>
    </form>
  );
}
