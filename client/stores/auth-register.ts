import { AuthResultState } from '../../domain/auth-result';
import { t } from '../../ui/i18n/t';
import type { MagentoReply } from '../../worker/api/contract';
import { $auth, call, CLEARED, type EidProof, fail, registrationPassword, type Reply, signedIn, startAttempt, update } from './auth-state';
import { pushNotification } from './notifications';

/* ---------------------------------------------------------------------------------------------
 * Registration.
 */
export type Consents = { readonly termsOfSale: boolean; readonly dataProcessing: boolean; readonly marketing: boolean };
const consentCodes = (consents: Consents) => [
  ...(consents.termsOfSale ? (['terms_of_sale'] as const) : []),
  ...(consents.dataProcessing ? (['data_processing'] as const) : []),
  ...(consents.marketing ? (['marketing'] as const) : []),
];

export type PersonalRegistration = {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  /** Empty: the worker generates one (customer.md §5); an eID registration has none. */
  readonly password: string;
  readonly consents: Consents;
};

export type BusinessRegistration = {
  readonly company_name: string;
  readonly legal_name: string;
  readonly reseller_id: string;
  readonly vat_tax_id: string;
  readonly company_email: string;
  readonly telephone: string;
  readonly street: string;
  readonly city: string;
  readonly region: string;
  readonly postcode: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly password: string;
  readonly consents: Consents;
};

/** The eID identity of a pre-registration (id_number + the finished sign-in's proof). */
function identity(): { id_number: string; identity_proof: EidProof['data'] } | null {
  const { mode, person, proof } = $auth.get();
  if (mode !== 'pre-register' || !person?.id_number || !proof) return null;
  return { id_number: person.id_number, identity_proof: [...proof.data] };
}


/**
 * customer.md §4 Registration: confirmation required → the persistent notice (title
 * 'Registration confirmation'), no sign-in; otherwise signed in (the login flow).
 * `captchaRequired` (captcha on: the registration spent its answer, Google verifies one once, and
 * the login needs its own): the login form with the e-mail and the password filled in, a fresh
 * captcha box and the notice to tick it; without a password (generated), the other ways in.
 */
async function registered(reply: Reply<MagentoReply<'createCustomer' | 'createCompany'>>, email: string, password = ''): Promise<AuthResultState> {
  if (!reply.ok) return fail(reply.message);
  const outcome = reply.data;
  if (outcome.signedIn) return signedIn();
  if ('captchaRequired' in outcome && outcome.captchaRequired) {
    registrationPassword.value = password;
    const notice = password
      ? t('Your account has been created. To log in, confirm once more that you are not a robot.')
      : t('Your account has been created. Log in with Smart-ID, Mobile-ID or ID card, or set a password with "Forgot your password?"');
    update({ ...CLEARED, mode: 'login', method: 'email', email, result: AuthResultState.Registered, notice });
    return AuthResultState.Registered;
  }
  const notice = t('You must confirm your account. Please check your email for the confirmation link.');
  if (outcome.confirmationRequired) {
    pushNotification({ title: t('Registration confirmation'), message: notice, type: 'info', persist: true });
  }
  update({ ...CLEARED, mode: 'login', method: 'email', email, result: AuthResultState.Registered, notice: outcome.confirmationRequired ? notice : null });
  return AuthResultState.Registered;
}

export async function registerPersonal(input: PersonalRegistration, recaptchaToken = ''): Promise<AuthResultState> {
  const current = startAttempt();
  update({ busy: true, error: null, errorHint: null });
  const proof = identity();
  const args = {
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    email: input.email.trim(),
    ...(input.password && !proof ? { password: input.password } : {}),
    is_subscribed: input.consents.marketing,
    gdpr_agreements: consentCodes(input.consents),
    recaptchaToken,
    ...(proof ?? {}),
  };
  const reply = await call('createCustomer', [args], t('Customer registration error'));
  if (!current()) return AuthResultState.Failed;
  return registered(reply, args.email, args.password ?? '');
}

export async function registerBusiness(input: BusinessRegistration, recaptchaToken = ''): Promise<AuthResultState> {
  const current = startAttempt();
  update({ busy: true, error: null, errorHint: null });
  const proof = identity();
  const args = {
    company_name: input.company_name.trim(),
    ...(input.legal_name.trim() ? { legal_name: input.legal_name.trim() } : {}),
    reseller_id: input.reseller_id.trim(),
    vat_tax_id: input.vat_tax_id.trim(),
    company_email: input.company_email.trim(),
    telephone: input.telephone,
    street: [input.street.trim()],
    city: input.city.trim(),
    region: input.region.trim(),
    postcode: input.postcode.trim(),
    country_id: 'EE' as const,
    gdpr_agreements: consentCodes(input.consents),
    company_admin: {
      email: input.email.trim(),
      firstname: input.firstname.trim(),
      lastname: input.lastname.trim(),
      ...(input.password && !proof ? { password: input.password } : {}),
      ...(proof ?? {}),
    },
    recaptchaToken,
  };
  const reply = await call('createCompany', [args], t('Company creation error'));
  if (!current()) return AuthResultState.Failed;
  return registered(reply, args.company_admin.email);
}
