import { atom } from 'nanostores';
import {
  type AccountChoice,
  accountChoices,
  ASYNC_POLL_INTERVAL_MS,
  type AsyncFailure,
  asyncStep,
  AuthResultState,
  type EidOutcome,
  eidResultState,
  type Person,
  personOf,
} from '../../domain/auth-result';
import type { AuthMethod, AuthMode } from '../../domain/query-modes';
import { t } from '../../ui/i18n/t';
import type { MagentoArgs, MagentoMethod, MagentoReply } from '../../worker/api/contract';
import { callMagento } from '../api-fetch';
import { browser } from '../browser-env';
import { completeLogin } from './customer';
import { pushNotification } from './notifications';

/*
 * The authentication sidebar's state (customer.md §2 panel, §4 Login flow and Async login, §5,
 * §7 custom sign-in; issue 8 point 1): the mode, the method, the eID verification code and
 * result, the errors. One store for the whole sidebar; the views only render it and call the
 * actions. Every action resolves (never rejects); failures end in `error` as et-EE text.
 */

/** An eID sign-in's proof for what comes after it (account choice, registration). */
export type EidProof = {
  readonly method: 'smart_id' | 'mobile_id' | 'card_id';
  /** The pairs the sign-in sent (the worker's `estAuthGenerateCustomerToken` data): never null. */
  readonly data: readonly { readonly key: string; readonly value: string }[];
  /** card_id: the card service's returned `state`, sent with every card call (worker/id-card-auth.ts). */
  readonly state?: string;
};

export type AuthState = {
  readonly mode: AuthMode;
  readonly method: AuthMethod;
  readonly busy: boolean;
  /** The last failure, in et-EE; `null` when none. */
  readonly error: string | null;
  /** A second line under the error (the ID card's reader and certificate hint). */
  readonly errorHint: string | null;
  /** The last success to tell (reset e-mail sent, password changed, account confirmed), in et-EE. */
  readonly notice: string | null;
  /** The 4-digit verification code while the person confirms on their device. */
  readonly code: string | null;
  readonly result: AuthResultState | null;
  /** NotRegistered: the person to register (prefilled). */
  readonly person: Person | null;
  /** Exists: the accounts to choose from. */
  readonly accounts: readonly AccountChoice[];
  readonly proof: EidProof | null;
  /** new-password mode: the e-mail and token of the reset link. */
  readonly resetLink: { readonly email: string; readonly token: string } | null;
  /** The e-mail to prefill in the login form (after a reset or a registration). */
  readonly email: string;
};

const INITIAL: AuthState = {
  mode: 'login',
  method: 'email',
  busy: false,
  error: null,
  errorHint: null,
  notice: null,
  code: null,
  result: null,
  person: null,
  accounts: [],
  proof: null,
  resetLink: null,
  email: '',
};

export const $auth = atom<AuthState>(INITIAL);

function update(patch: Partial<AuthState>): void {
  $auth.set({ ...$auth.get(), ...patch });
}

/** Results and errors of the previous attempt (customer.md §4: changing the method clears them). */
const CLEARED = {
  busy: false,
  error: null,
  errorHint: null,
  notice: null,
  code: null,
  result: null,
  person: null,
  accounts: [],
  proof: null,
} as const satisfies Partial<AuthState>;

/**
 * Each started sign-in gets a number; a poll whose number is no longer current stops (the method
 * was changed, the sidebar closed or another sign-in started).
 */
let attempt = 0;

/* ---------------------------------------------------------------------------------------------
 * Calls.
 */
type Reply<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly message: string };

/**
 * Call an account method. A refusal of the worker (400 or 429 with a category) carries the
 * spec's message in et-EE (worker/api/account-methods.ts); an unreachable backend is 'Internal
 * server error: try again'; anything else is `fallback`.
 */
async function call<M extends MagentoMethod>(method: M, args: MagentoArgs<M>, fallback: string): Promise<Reply<MagentoReply<M>>> {
  const reply = await callMagento(method, args);
  if (reply.ok) return reply;
  if ((reply.status === 400 || reply.status === 429) && reply.message !== null && reply.category !== null) return { ok: false, message: reply.message };
  if (reply.status === null || reply.status >= 500) return { ok: false, message: t('Internal server error: try again') };
  return { ok: false, message: fallback };
}


function fail(message: string, hint: string | null = null): AuthResultState {
  update({ busy: false, error: message, errorHint: hint, code: null, result: AuthResultState.Failed });
  return AuthResultState.Failed;
}

/** After the worker set the token: the login flow of customer.md §4, then Authenticated (or Failed). */
async function signedIn(): Promise<AuthResultState> {
  const result = await completeLogin();
  if (result === AuthResultState.Authenticated) update({ ...CLEARED, result });
  else fail(t('Authentication failed'));
  return result;
}

/* ---------------------------------------------------------------------------------------------
 * Modes and methods.
 */

/** Open in `mode` (the header button: login; a query mode; the reset link), with a fresh state. */
export function openAuth(mode: AuthMode = 'login', extra: Partial<Pick<AuthState, 'method' | 'resetLink' | 'email'>> = {}): void {
  attempt++;
  $auth.set({ ...INITIAL, mode, ...extra });
}

/** The switcher (Login / Register) and the links between modes; keeps the method, clears messages. */
export function setMode(mode: AuthMode): void {
  attempt++;
  registrationPassword = '';
  update({ ...CLEARED, mode });
}

/** customer.md §4: changing the auth method clears previous results and errors (and stops a running poll). */
export function setMethod(method: AuthMethod): void {
  attempt++;
  registrationPassword = '';
  update({ ...CLEARED, method });
}

/** The sidebar closed: a running eID sign-in stops polling. */
export function stopAuth(): void {
  attempt++;
  if ($auth.get().busy || $auth.get().code) update({ busy: false, code: null });
}

/* ---------------------------------------------------------------------------------------------
 * E-mail and password.
 */
/** `recaptchaToken`: the form's captcha answer ('' without a captcha; client/captcha/captcha-field.tsx). */
export async function signInWithEmail(email: string, password: string, recaptchaToken = ''): Promise<AuthResultState> {
  const mine = ++attempt;
  update({ ...CLEARED, busy: true });
  const reply = await call('generateCustomerToken', [{ email: email.trim(), password, recaptchaToken }], t('Authentication failed'));
  if (mine !== attempt) return AuthResultState.Failed;
  if (!reply.ok) return fail(reply.message);
  return signedIn();
}

/* ---------------------------------------------------------------------------------------------
 * Smart-ID and Mobile-ID: code, async request, poll every second.
 */
const ASYNC_FAILURE_TEXT = {
  refused: () => t('Sign-in was cancelled on your device'),
  timeout: () => t('Sign-in timed out. Please try again'),
  'not-found': () => t('No Smart-ID or Mobile-ID account was found for this person'),
  error: () => t('Authentication failed'),
} as const satisfies Record<AsyncFailure, () => string>;

/** A finished eID sign-in (poll SUCCESS, card, or account choice): sign in, choose, or register. */
async function finishEid(outcome: EidOutcome, proof: EidProof): Promise<AuthResultState> {
  const state = eidResultState(outcome);
  if (state === AuthResultState.Authenticated) return signedIn();
  if (state === AuthResultState.Exists) {
    update({ ...CLEARED, result: state, accounts: accountChoices(outcome.accounts), person: personOf(outcome.data), proof });
    return state;
  }
  update({ ...CLEARED, mode: 'pre-register', result: state, person: personOf(outcome.data), proof });
  return state;
}

async function startAsync(
  method: 'smart_id' | 'mobile_id',
  codeCall: () => Promise<Reply<MagentoReply<'generateSmartIdCode'>>>,
  data: (sessionId: string) => EidProof['data'],
): Promise<AuthResultState> {
  const mine = ++attempt;
  const current = () => mine === attempt;
  update({ ...CLEARED, busy: true });
  const generated = await codeCall();
  if (!current()) return AuthResultState.Failed;
  // customer.md §5: a reply with errors or without a code is the generic error (the worker's refusal).
  if (!generated.ok) return fail(generated.message);
  const verification = generated.data;
  update({ code: verification.code, result: AuthResultState.CodeReceived });

  const started = await call('estAuthGenerateCustomerTokenAsync', [{ method, data: data(verification.session_id) }], t('Authentication failed'));
  if (!current()) return AuthResultState.Failed;
  if (!started.ok) return fail(started.message);
  const request = started.data;
  const proof: EidProof = {
    method,
    data: [
      { key: 'request_id', value: request.request_id },
      { key: 'request_secret', value: request.request_secret },
    ],
  };

  for (;;) {
    await browser().sleep(ASYNC_POLL_INTERVAL_MS);
    if (!current()) return AuthResultState.Failed;
    const polled = await call('retrieveAsyncAuthRequestStatus', [request], t('Authentication failed'));
    if (!current()) return AuthResultState.Failed;
    if (!polled.ok) return fail(polled.message);
    const step = asyncStep(polled.data.status);
    if (step.kind === 'poll') continue;
    if (step.kind === 'error') return fail(ASYNC_FAILURE_TEXT[step.reason]());
    if (!polled.data.auth_response) return fail(t('Authentication failed'));
    return finishEid(polled.data.auth_response, proof);
  }
}

/** Smart-ID (country code + identity number, customer.md §5). */
export function signInWithSmartId(countryCode: 'EE' | 'LV' | 'LT', identityNumber: string): Promise<AuthResultState> {
  return startAsync('smart_id', () => call('generateSmartIdCode', [{ countryCode, identityNumber }], t('Authentication failed')), (sessionId) => [
    { key: 'country_code', value: countryCode },
    { key: 'identity_number', value: identityNumber },
    { key: 'session_id', value: sessionId },
  ]);
}

/** Mobile-ID (phone with +372 + identity number, customer.md §5). */
export function signInWithMobileId(phone: string, identityNumber: string): Promise<AuthResultState> {
  return startAsync('mobile_id', () => call('generateMobileIdCode', [{ phone, id: identityNumber }], t('Authentication failed')), (sessionId) => [
    { key: 'phone', value: phone },
    { key: 'id_number', value: identityNumber },
    { key: 'session_id', value: sessionId },
  ]);
}

/** Exists: the chosen account (by e-mail) gets its token from the sync call (customer.md §3, §7). */
export async function chooseAccount(email: string): Promise<AuthResultState> {
  const { proof } = $auth.get();
  if (!proof) return fail(t('Authentication failed'));
  const mine = ++attempt;
  update({ busy: true, error: null, errorHint: null });
  const reply = await call(
    'estAuthGenerateCustomerToken',
    [{ method: proof.method, data: [...proof.data, { key: 'email', value: email }], ...(proof.state ? { state: proof.state } : {}) }],
    t('Authentication failed'),
  );
  if (mine !== attempt) return AuthResultState.Failed;
  if (!reply.ok) return fail(reply.message);
  if (!reply.data.signedIn) return fail(t('Authentication failed'));
  return signedIn();
}

/* ---------------------------------------------------------------------------------------------
 * ID-card: the card service's page, then back with ?id_card=1&token=… (or &error=…).
 */

/**
 * Leave for the ID-card service through `cardIdAuthUrl` (the storefront's /id-card-auth, which
 * redirects to CARD_ID_AUTH_URL; '' when that is not configured) with `return`, this page's path
 * (the service sends the browser back there with `id_card=1&token=…` or `&error=…`).
 * Registering (`pre-register` or `register` mode) asks it to come back with `mode=register`.
 */
export function signInWithIdCard(cardIdAuthUrl: string): void {
  if (!cardIdAuthUrl) {
    fail(t('Configuration is bad: cardIdAuthUrl is not defined in configuration'));
    return;
  }
  const { mode } = $auth.get();
  let url: URL;
  try {
    url = new URL(cardIdAuthUrl, window.location.origin);
  } catch {
    fail(t('Configuration is bad: cardIdAuthUrl is not defined in configuration'));
    return;
  }
  url.searchParams.set('return', window.location.pathname);
  if (mode === 'register' || mode === 'pre-register') url.searchParams.set('mode', 'register');
  update({ ...CLEARED, busy: true });
  browser().navigate(url.toString());
}

/** Back from the card service (query `id_card` with `token` or `error`): sign in with the card token. */
export async function finishIdCard(query: { readonly token?: string | null; readonly error?: string | null; readonly state?: string | null }): Promise<AuthResultState> {
  const mine = ++attempt;
  if (!query.token) {
    return fail(t('ID card identification failed'), t('Check that the card reader is connected and the ID card certificates are valid'));
  }
  update({ ...CLEARED, busy: true });
  const data = [{ key: 'card_token', value: query.token.slice(0, 2048) }];
  const state = query.state?.slice(0, 128) ?? undefined;
  const reply = await call('estAuthGenerateCustomerToken', [{ method: 'card_id', data, ...(state ? { state } : {}) }], t('ID card identification failed'));
  if (mine !== attempt) return AuthResultState.Failed;
  if (!reply.ok) return fail(reply.message, t('Check that the card reader is connected and the ID card certificates are valid'));
  return finishEid(reply.data, { method: 'card_id', data, ...(state ? { state } : {}) });
}

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
 * The password of a registration that could not sign in by itself (`captchaRequired`), for the
 * e-mail login form that asks for the captcha once more: taken once (`takeRegistrationPassword`),
 * dropped on any mode or method change. Memory only, as the registration form held it.
 */
let registrationPassword = '';

/** The registration's password for the login form that follows it ('' when none); forgets it. */
export function takeRegistrationPassword(): string {
  const password = registrationPassword;
  registrationPassword = '';
  return password;
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
    registrationPassword = password;
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
  const mine = ++attempt;
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
  if (mine !== attempt) return AuthResultState.Failed;
  return registered(reply, args.email, args.password ?? '');
}

export async function registerBusiness(input: BusinessRegistration, recaptchaToken = ''): Promise<AuthResultState> {
  const mine = ++attempt;
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
  if (mine !== attempt) return AuthResultState.Failed;
  return registered(reply, args.company_admin.email);
}

/* ---------------------------------------------------------------------------------------------
 * Password reset.
 */

/** reset-password mode: ask for the link; Magento's false is 'E-mail address is incorrect' (worker). */
export async function requestPasswordReset(email: string, recaptchaToken = ''): Promise<boolean> {
  const mine = ++attempt;
  update({ ...CLEARED, busy: true });
  const reply = await call('requestPasswordResetEmail', [{ email: email.trim(), recaptchaToken }], t('E-mail address is incorrect'));
  if (mine !== attempt) return false;
  if (!reply.ok) {
    fail(reply.message);
    return false;
  }
  update({ busy: false, notice: t('We sent you an e-mail with a link to set a new password') });
  return true;
}

/** new-password mode: set the password with the link's e-mail and token (single-use: the backend refuses it twice). */
export async function setNewPassword(newPassword: string): Promise<boolean> {
  const { resetLink } = $auth.get();
  if (!resetLink) {
    fail(t('Email or password is not correct, check your input and try again'));
    return false;
  }
  const mine = ++attempt;
  update({ ...CLEARED, busy: true });
  const reply = await call(
    'resetPassword',
    [{ email: resetLink.email, resetPasswordToken: resetLink.token, newPassword, recaptchaToken: '' }],
    t('Email or password is not correct, check your input and try again'),
  );
  if (mine !== attempt) return false;
  if (!reply.ok) {
    fail(reply.message);
    return false;
  }
  update({ ...CLEARED, mode: 'login', method: 'email', email: resetLink.email, resetLink: null, notice: t('Password changed') });
  return true;
}
