import { type FormEvent, useState } from 'react';
import { BUSINESS_RULES, PERSONAL_RULES, internationalPhone } from '../../domain/account-fields';
import { TextField } from '../../ui/checkout/text-field';
import { t } from '../../ui/i18n/t';
import { useCaptcha } from '../captcha/captcha-field';
import { useFieldErrors } from '../checkout/field-errors';
import { type AuthState, type Consents, registerBusiness, registerPersonal } from '../stores/auth';
import { PasswordFields, usePasswordFields } from './password-fields';

type ConsentName = keyof Consents;
const REQUIRED_CONSENTS: readonly ConsentName[] = ['termsOfSale', 'dataProcessing'];

/** The consent checkboxes (customer.md §5): terms of sale and data processing required, marketing optional. */
function useConsents() {
  const [consents, setConsents] = useState<Consents>({ termsOfSale: false, dataProcessing: false, marketing: false });
  const [missing, setMissing] = useState<readonly ConsentName[]>([]);
  return {
    consents,
    missing,
    set: (name: ConsentName, checked: boolean) => {
      setConsents((current) => ({ ...current, [name]: checked }));
      if (checked) setMissing((current) => current.filter((n) => n !== name));
    },
    validate(idPrefix: string): boolean {
      const unticked = REQUIRED_CONSENTS.filter((name) => !consents[name]);
      setMissing(unticked);
      if (unticked[0]) document.getElementById(`${idPrefix}-consent-${unticked[0]}`)?.focus();
      return unticked.length === 0;
    },
  };
}

function ConsentFields({ idPrefix, state }: { idPrefix: string; state: ReturnType<typeof useConsents> }) {
  const labels: Record<ConsentName, string> = {
    termsOfSale: t('I agree to the terms of sale'),
    dataProcessing: t('I agree to the processing of my personal data'),
    marketing: t('I agree to receive marketing e-mails (optional)'),
  };
  return (
    <fieldset className="checkout-fieldset auth-consents">
      <legend>{t('Agreements')}</legend>
      {(Object.keys(labels) as ConsentName[]).map((name) => {
        const id = `${idPrefix}-consent-${name}`;
        const required = REQUIRED_CONSENTS.includes(name);
        const error = state.missing.includes(name);
        return (
          <div key={name}>
            <label className="checkout-check" htmlFor={id}>
              <input
                type="checkbox"
                id={id}
                checked={state.consents[name]}
                aria-required={required || undefined}
                aria-invalid={error || undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => state.set(name, event.currentTarget.checked)}
              />
              <span>
                {labels[name]}
                {required ? <span aria-hidden="true"> *</span> : null}
              </span>
            </label>
            {error ? (
              <p className="checkout-field__error" id={`${id}-error`} role="alert">
                {t('You must agree to continue')}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

/** An eID pre-registration: the person is proven, so no password (one is generated) and the names come prefilled. */
const isPreRegister = (state: AuthState) => state.mode === 'pre-register';

export function PersonalRegistrationForm({ state }: { state: AuthState }) {
  const [values, setValues] = useState({ firstname: state.person?.firstname ?? '', lastname: state.person?.lastname ?? '', email: '' });
  const fields = useFieldErrors(PERSONAL_RULES, (field) => `auth-personal-${field}`);
  const password = usePasswordFields(true);
  const consents = useConsents();
  const captcha = useCaptcha('auth-personal');
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fields.onChange(field, value);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const ok = fields.validateAll(values) && (isPreRegister(state) || password.validate('auth-personal')) && consents.validate('auth-personal');
    if (!ok) return;
    void registerPersonal({ ...values, password: isPreRegister(state) ? '' : password.entries.password, consents: consents.consents }, captcha.token());
    captcha.reset();
  };
  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <TextField id="auth-personal-firstname" name="firstname" autoComplete="given-name" label={t('First name')} required value={values.firstname} error={fields.text('firstname')} onChange={set('firstname')} onBlur={(v) => fields.onBlur('firstname', v)} />
      <TextField id="auth-personal-lastname" name="lastname" autoComplete="family-name" label={t('Last name')} required value={values.lastname} error={fields.text('lastname')} onChange={set('lastname')} onBlur={(v) => fields.onBlur('lastname', v)} />
      {isPreRegister(state) && state.person?.id_number ? (
        <p className="auth-text">
          {t('Personal identification code')}: {state.person.id_number}
        </p>
      ) : null}
      <TextField id="auth-personal-email" name="email" type="email" inputMode="email" autoComplete="email" label={t('E-mail')} required value={values.email} error={fields.text('email')} onChange={set('email')} onBlur={(v) => fields.onBlur('email', v)} />
      {isPreRegister(state) ? null : (
        <>
          <PasswordFields idPrefix="auth-personal" fields={password} label={t('Password (optional)')} />
          <p className="auth-text auth-text--muted">{t('Without a password, log in with Smart-ID, Mobile-ID or ID card, or set one later with "Forgot your password?"')}</p>
        </>
      )}
      <ConsentFields idPrefix="auth-personal" state={consents} />
      {captcha.field}
      <button type="submit" className="button button--primary auth-form__submit" disabled={state.busy}>
        {t('Create account')}
      </button>
    </form>
  );
}

const EMPTY_BUSINESS = {
  company_name: '',
  legal_name: '',
  reseller_id: '',
  vat_tax_id: '',
  company_email: '',
  telephone: '',
  street: '',
  city: '',
  region: '',
  postcode: '',
  firstname: '',
  lastname: '',
  email: '',
};
type BusinessField = keyof typeof EMPTY_BUSINESS;

/** Business registration (createCompany, customer.md §3, §5): country EE, legal name optional. */
export function BusinessRegistrationForm({ state }: { state: AuthState }) {
  const [values, setValues] = useState({ ...EMPTY_BUSINESS, firstname: state.person?.firstname ?? '', lastname: state.person?.lastname ?? '' });
  const fields = useFieldErrors(BUSINESS_RULES, (field) => `auth-business-${field}`);
  const password = usePasswordFields(true);
  const consents = useConsents();
  const captcha = useCaptcha('auth-business');
  const field = (name: BusinessField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`auth-business-${name}`}
      name={name}
      label={label}
      required={name !== 'legal_name'}
      value={values[name]}
      error={fields.text(name)}
      onChange={(value) => {
        setValues((current) => ({ ...current, [name]: value }));
        fields.onChange(name, value);
      }}
      onBlur={(value) => fields.onBlur(name, value)}
      {...extra}
    />
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const ok = fields.validateAll(values) && (isPreRegister(state) || password.validate('auth-business')) && consents.validate('auth-business');
    if (!ok) return;
    void registerBusiness(
      {
        ...values,
        telephone: internationalPhone(values.telephone),
        password: isPreRegister(state) ? '' : password.entries.password,
        consents: consents.consents,
      },
      captcha.token(),
    );
    captcha.reset();
  };
  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <fieldset className="checkout-fieldset">
        <legend>{t('Company details')}</legend>
        {field('company_name', t('Company name'), { autoComplete: 'organization' })}
        {field('legal_name', t('Legal name (optional)'))}
        {field('reseller_id', t('Registry code'), { inputMode: 'numeric' })}
        {field('vat_tax_id', t('VAT number'), { placeholder: 'EE123456789' })}
        {field('company_email', t('Company e-mail'), { type: 'email', inputMode: 'email' })}
        {field('telephone', t('Company phone'), { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
        {field('street', t('Street and house number'), { autoComplete: 'address-line1' })}
        {field('city', t('City'), { autoComplete: 'address-level2' })}
        {field('region', t('County'), { autoComplete: 'address-level1' })}
        {field('postcode', t('Postcode'), { inputMode: 'numeric', autoComplete: 'postal-code' })}
        <p className="auth-text">
          {t('Country')}: {t('Estonia')}
        </p>
      </fieldset>
      <fieldset className="checkout-fieldset">
        <legend>{t('Administrator')}</legend>
        {field('firstname', t('First name'), { autoComplete: 'given-name' })}
        {field('lastname', t('Last name'), { autoComplete: 'family-name' })}
        {field('email', t('E-mail'), { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        {isPreRegister(state) ? null : <PasswordFields idPrefix="auth-business" fields={password} label={t('Password (optional)')} />}
      </fieldset>
      <ConsentFields idPrefix="auth-business" state={consents} />
      {captcha.field}
      <button type="submit" className="button button--primary auth-form__submit" disabled={state.busy}>
        {t('Create account')}
      </button>
    </form>
  );
}

/** register / pre-register: personal or business account. */
export function RegistrationForms({ state }: { state: AuthState }) {
  const [type, setType] = useState<'personal' | 'business'>('personal');
  return (
    <>
      {isPreRegister(state) ? (
        <>
          <h3 className="auth-heading">{t('Complete your registration')}</h3>
          <p className="auth-text">{t('You have no account yet. Check your details and register.')}</p>
        </>
      ) : null}
      <fieldset className="auth-type">
        <legend>{t('Account type')}</legend>
        <label className="checkout-check">
          <input type="radio" name="auth-account-type" checked={type === 'personal'} onChange={() => setType('personal')} />
          <span>{t('Private person')}</span>
        </label>
        <label className="checkout-check">
          <input type="radio" name="auth-account-type" checked={type === 'business'} onChange={() => setType('business')} />
          <span>{t('Company')}</span>
        </label>
      </fieldset>
      {type === 'personal' ? <PersonalRegistrationForm state={state} /> : <BusinessRegistrationForm state={state} />}
    </>
  );
}
