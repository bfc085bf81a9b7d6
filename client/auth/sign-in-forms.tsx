import { type FormEvent, useState } from 'react';
import { LOGIN_RULES, MOBILE_ID_RULES, SMART_ID_RULES, internationalPhone } from '../../domain/account-fields';
import type { AccountChoice } from '../../domain/auth-result';
import type { AuthMethod } from '../../domain/query-modes';
import { TextField } from '../../ui/checkout/text-field';
import { t } from '../../ui/i18n/t';
import { useCaptcha } from '../captcha/captcha-field';
import { useFieldErrors } from '../checkout/field-errors';
import {
  type AuthState,
  chooseAccount,
  setMethod,
  setMode,
  signInWithEmail,
  signInWithIdCard,
  signInWithMobileId,
  signInWithSmartId,
  stopAuth,
  takeRegistrationPassword,
} from '../stores/auth';

/** The method switch (customer.md §3 auth methods); ID-card only on desktop devices (§2). */
export function MethodSwitch({ method, idCardOffered }: { method: AuthMethod; idCardOffered: boolean }) {
  const methods: [AuthMethod, string][] = [
    ['email', t('E-mail')],
    ['smart_id', t('Smart-ID')],
    ['mobile_id', t('Mobile-ID')],
    ...(idCardOffered ? ([['card_id', t('ID card')]] as [AuthMethod, string][]) : []),
  ];
  return (
    <div className="auth-methods" role="group" aria-label={t('Sign-in method')}>
      {methods.map(([value, label]) => (
        <button key={value} type="button" className="auth-methods__option" aria-pressed={method === value} onClick={() => method !== value && setMethod(value)}>
          {label}
        </button>
      ))}
    </div>
  );
}

const submit = (handler: () => void) => (event: FormEvent) => {
  event.preventDefault();
  handler();
};

export function EmailLoginForm({ state }: { state: AuthState }) {
  // After a registration whose sign-in needs a captcha answer of its own, its password is kept.
  const [values, setValues] = useState(() => ({ email: state.email, password: takeRegistrationPassword() }));
  const fields = useFieldErrors(LOGIN_RULES, (field) => `auth-login-${field}`);
  const captcha = useCaptcha('auth-login');
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fields.onChange(field, value);
  };
  const signIn = () => {
    if (!fields.validateAll(values)) return;
    void signInWithEmail(values.email, values.password, captcha.token());
    captcha.reset();
  };
  return (
    <form className="auth-form" noValidate onSubmit={submit(signIn)}>
      <TextField id="auth-login-email" name="email" type="email" inputMode="email" autoComplete="username" label={t('E-mail')} required value={values.email} error={fields.text('email')} onChange={set('email')} onBlur={(v) => fields.onBlur('email', v)} />
      <TextField id="auth-login-password" name="password" type="password" autoComplete="current-password" label={t('Password')} required value={values.password} error={fields.text('password')} onChange={set('password')} onBlur={(v) => fields.onBlur('password', v)} />
      {captcha.field}
      <button type="submit" className="button button--primary auth-form__submit" disabled={state.busy}>
        {t('Log in')}
      </button>
      <button type="button" className="auth-link" onClick={() => setMode('reset-password')}>
        {t('Forgot your password?')}
      </button>
    </form>
  );
}

const COUNTRIES = [
  ['EE', () => t('Estonia')],
  ['LV', () => t('Latvia')],
  ['LT', () => t('Lithuania')],
] as const;
type SmartIdCountry = (typeof COUNTRIES)[number][0];
/** The select's value as a Smart-ID country (only its options can be chosen; anything else is Estonia). */
const smartIdCountry = (value: string): SmartIdCountry => COUNTRIES.find(([code]) => code === value)?.[0] ?? 'EE';

export function SmartIdForm({ state }: { state: AuthState }) {
  const [values, setValues] = useState<{ countryCode: SmartIdCountry; identityNumber: string }>({ countryCode: 'EE', identityNumber: state.person?.id_number ?? '' });
  const fields = useFieldErrors(SMART_ID_RULES, (field) => `auth-smart-id-${field}`);
  return (
    <form className="auth-form" noValidate onSubmit={submit(() => fields.validateAll(values) && void signInWithSmartId(values.countryCode, values.identityNumber.trim()))}>
      <div className="checkout-field">
        <label className="checkout-field__label" htmlFor="auth-smart-id-country">
          {t('Country')}
        </label>
        <select id="auth-smart-id-country" className="checkout-field__input" value={values.countryCode} onChange={(event) => setValues({ ...values, countryCode: smartIdCountry(event.currentTarget.value) })}>
          {COUNTRIES.map(([code, label]) => (
            <option key={code} value={code}>
              {label()}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id="auth-smart-id-identityNumber"
        name="identityNumber"
        inputMode="numeric"
        label={t('Personal identification code')}
        required
        value={values.identityNumber}
        error={fields.text('identityNumber')}
        onChange={(value) => {
          setValues({ ...values, identityNumber: value });
          fields.onChange('identityNumber', value);
        }}
        onBlur={(v) => fields.onBlur('identityNumber', v)}
      />
      <button type="submit" className="button button--primary auth-form__submit" disabled={state.busy}>
        {t('Log in')}
      </button>
    </form>
  );
}

export function MobileIdForm({ state }: { state: AuthState }) {
  const [values, setValues] = useState({ phone: '+372', identityNumber: '' });
  const fields = useFieldErrors(MOBILE_ID_RULES, (field) => `auth-mobile-id-${field}`);
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fields.onChange(field, value);
  };
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={submit(() => fields.validateAll(values) && void signInWithMobileId(internationalPhone(values.phone), values.identityNumber.trim()))}
    >
      <TextField id="auth-mobile-id-phone" name="phone" type="tel" inputMode="tel" autoComplete="tel" label={t('Mobile number')} required value={values.phone} error={fields.text('phone')} onChange={set('phone')} onBlur={(v) => fields.onBlur('phone', v)} />
      <TextField id="auth-mobile-id-identityNumber" name="identityNumber" inputMode="numeric" label={t('Personal identification code')} required value={values.identityNumber} error={fields.text('identityNumber')} onChange={set('identityNumber')} onBlur={(v) => fields.onBlur('identityNumber', v)} />
      <button type="submit" className="button button--primary auth-form__submit" disabled={state.busy}>
        {t('Log in')}
      </button>
    </form>
  );
}

export function IdCardForm({ state, cardIdAuthUrl }: { state: AuthState; cardIdAuthUrl: string }) {
  return (
    <div className="auth-form">
      <p className="auth-text">{t('Insert your ID card into the reader. You will be taken to the ID card service and back.')}</p>
      <button type="button" className="button button--primary auth-form__submit" disabled={state.busy} onClick={() => signInWithIdCard(cardIdAuthUrl)}>
        {t('Log in with ID card')}
      </button>
    </div>
  );
}

/**
 * CodeReceived: the 4-digit code, large, while the person confirms on their device (polled every
 * second). Cancel stops waiting here: the shop stops polling, so even a later confirmation on the
 * phone signs nobody in, and the form comes back.
 */
export function VerificationCode({ code }: { code: string }) {
  return (
    <div className="auth-code" role="status">
      <p className="auth-code__label">{t('Verification code')}</p>
      <p className="auth-code__value">{code}</p>
      <p className="auth-text">{t('Check that the code on your phone matches this one, then enter your PIN1')}</p>
      <p className="auth-text auth-code__waiting">{t('Waiting for confirmation…')}</p>
      <button type="button" className="button auth-code__cancel" onClick={stopAuth}>
        {t('Cancel')}
      </button>
    </div>
  );
}

/** Exists: the identity's accounts, personal first (customer.md §3). */
export function AccountChoiceList({ accounts, busy }: { accounts: readonly AccountChoice[]; busy: boolean }) {
  return (
    <div className="auth-accounts">
      <h3 className="auth-heading">{t('Choose an account')}</h3>
      <ul className="auth-accounts__list">
        {accounts.map((account) => (
          <li key={account.email}>
            <button type="button" className="auth-accounts__choice" disabled={busy} onClick={() => void chooseAccount(account.email)}>
              <span className="auth-accounts__type">{account.type === 'personal' ? t('Personal account') : t('Business account: {company}', { company: account.companyName ?? '' })}</span>
              <span className="auth-accounts__detail">
                {account.firstname} {account.lastname} · {account.email}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
