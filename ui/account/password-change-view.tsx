import type { FormEvent } from 'react';
import { PASSWORD_STRENGTH_LABEL, passwordStrength } from '../../domain/password-strength';
import { TextField } from '../checkout/text-field';
import { t } from '../i18n/t';
import { awaitsScript } from '../island/island-markers';

export type PasswordChangeValues = { current: string; password: string; confirmation: string };
export type PasswordChangeField = keyof PasswordChangeValues;
export const passwordInputId = (field: PasswordChangeField) => `account-password-${field}`;

/** The strength meter of customer.md §5 (weak, medium, strong, very strong); nothing for an empty password. */
export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const strength = passwordStrength(password);
  return (
    <p id={id} className={`password-strength${strength ? ` password-strength--${strength.replace(' ', '-')}` : ''}`} aria-live="polite">
      {strength ? `${t('Password strength')}: ${t(PASSWORD_STRENGTH_LABEL[strength])}` : ''}
    </p>
  );
}

export type PasswordChangeViewProps = {
  values: PasswordChangeValues;
  errors: Partial<Record<PasswordChangeField, string | null>>;
  busy: boolean;
  failure: string | null;
  onChange?: (field: PasswordChangeField, value: string) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

/** customer.md §2 password-change: the current password, the new one twice, the policy and the meter. */
export function PasswordChangeView({ values, errors, busy, failure, onChange, onSubmit }: PasswordChangeViewProps) {
  const field = (name: PasswordChangeField, label: string, autoComplete: 'current-password' | 'new-password', hint?: string) => (
    <TextField
      id={passwordInputId(name)}
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      required
      value={values[name]}
      error={errors[name] ?? null}
      {...(hint ? { hint } : {})}
      onChange={(value) => onChange?.(name, value)}
    />
  );
  return (
    <form className="checkout-form account-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      {field('current', t('Current password'), 'current-password')}
      {field('password', t('New password'), 'new-password', t('At least 8 characters and 3 of these: lower case letters, upper case letters, numbers, special characters'))}
      <PasswordStrengthMeter password={values.password} id="account-password-strength" />
      {field('confirmation', t('Repeat the new password'), 'new-password')}
      {failure ? (
        <p className="checkout-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button--primary checkout-form__submit" disabled={!onSubmit || busy} {...awaitsScript(!onSubmit)}>
        {busy ? t('Saving…') : t('Change password')}
      </button>
    </form>
  );
}
