import type { AuthMethod, AuthMode } from '../../domain/query-modes';
import { AuthResultState } from '../../domain/auth-result';
import { t } from '../../ui/i18n/t';
import { $auth, type AuthState, call, CLEARED, fail, INITIAL, registrationPassword, signedIn, startAttempt, update } from './auth-state';

/*
 * The `$auth` store (customer.md §2 authentication sidebar): its state and shared helpers in
 * auth-state.ts; here the modes, methods and the e-mail sign-in; the eID sign-ins in
 * auth-eid.ts, the registrations in auth-register.ts, the password reset in auth-reset.ts.
 */
export { $auth, type AuthState, type EidProof } from './auth-state';
export { chooseAccount, finishIdCard, signInWithIdCard, signInWithMobileId, signInWithSmartId } from './auth-eid';
export { type BusinessRegistration, type Consents, type PersonalRegistration, registerBusiness, registerPersonal } from './auth-register';
export { requestPasswordReset, setNewPassword } from './auth-reset';

/* ---------------------------------------------------------------------------------------------
 * Modes and methods.
 */

/** Open in `mode` (the header button: login; a query mode; the reset link), with a fresh state. */
export function openAuth(mode: AuthMode = 'login', extra: Partial<Pick<AuthState, 'method' | 'resetLink' | 'email'>> = {}): void {
  startAttempt();
  $auth.set({ ...INITIAL, mode, ...extra });
}

/** The switcher (Login / Register) and the links between modes; keeps the method, clears messages. */
export function setMode(mode: AuthMode): void {
  startAttempt();
  registrationPassword.value = '';
  update({ ...CLEARED, mode });
}

/** customer.md §4: changing the auth method clears previous results and errors (and stops a running poll). */
export function setMethod(method: AuthMethod): void {
  startAttempt();
  registrationPassword.value = '';
  update({ ...CLEARED, method });
}

/** The sidebar closed: a running eID sign-in stops polling. */
export function stopAuth(): void {
  startAttempt();
  if ($auth.get().busy || $auth.get().code) update({ busy: false, code: null });
}

/* ---------------------------------------------------------------------------------------------
 * E-mail and password.
 */
/** `recaptchaToken`: the form's captcha answer ('' without a captcha; client/captcha/captcha-field.tsx). */
export async function signInWithEmail(email: string, password: string, recaptchaToken = ''): Promise<AuthResultState> {
  const current = startAttempt();
  update({ ...CLEARED, busy: true });
  const reply = await call('generateCustomerToken', [{ email: email.trim(), password, recaptchaToken }], t('Authentication failed'));
  if (!current()) return AuthResultState.Failed;
  if (!reply.ok) return fail(reply.message);
  return signedIn();
}

/** The registration's password for the login form that follows it ('' when none); forgets it. */
export function takeRegistrationPassword(): string {
  const password = registrationPassword.value;
  registrationPassword.value = '';
  return password;
}
