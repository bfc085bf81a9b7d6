import { atom } from 'nanostores';
import { type AccountChoice, AuthResultState, type Person } from '../../domain/auth-result';
import type { AuthMethod, AuthMode } from '../../domain/query-modes';
import { t } from '../../ui/i18n/t';
import type { MagentoArgs, MagentoMethod, MagentoReply } from '../../worker/api/contract';
import { callMagento } from '../api-fetch';
import { completeLogin } from './customer-login';

/*
 * The `$auth` store's state and what its actions share (the actions: auth.ts modes and e-mail,
 * auth-eid.ts, auth-register.ts, auth-reset.ts). The authentication sidebar's state (customer.md §2 panel, §4 Login flow and Async login, §5,
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

export const INITIAL: AuthState = {
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

export function update(patch: Partial<AuthState>): void {
  $auth.set({ ...$auth.get(), ...patch });
}

/** Results and errors of the previous attempt (customer.md §4: changing the method clears them). */
export const CLEARED = {
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
/** Start a new attempt (the previous one stops); returns whether it is still the current one. */
export function startAttempt(): () => boolean {
  const mine = ++attempt;
  return () => mine === attempt;
}

/* ---------------------------------------------------------------------------------------------
 * Calls.
 */
export type Reply<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly message: string };

/**
 * Call an account method. A refusal of the worker (400 or 429 with a category) carries the
 * spec's message in et-EE (worker/api/account-methods.ts); an unreachable backend is 'Internal
 * server error: try again'; anything else is `fallback`.
 */
export async function call<M extends MagentoMethod>(method: M, args: MagentoArgs<M>, fallback: string): Promise<Reply<MagentoReply<M>>> {
  const reply = await callMagento(method, args);
  if (reply.ok) return reply;
  if ((reply.status === 400 || reply.status === 429) && reply.message !== null && reply.category !== null) return { ok: false, message: reply.message };
  if (reply.status === null || reply.status >= 500) return { ok: false, message: t('Internal server error: try again') };
  return { ok: false, message: fallback };
}


export function fail(message: string, hint: string | null = null): AuthResultState {
  update({ busy: false, error: message, errorHint: hint, code: null, result: AuthResultState.Failed });
  return AuthResultState.Failed;
}

/** After the worker set the token: the login flow of customer.md §4, then Authenticated (or Failed). */
export async function signedIn(): Promise<AuthResultState> {
  const result = await completeLogin();
  if (result === AuthResultState.Authenticated) update({ ...CLEARED, result });
  else fail(t('Authentication failed'));
  return result;
}

/**
 * The password of a registration that could not sign in by itself (`captchaRequired`), for the
 * e-mail login form that asks for the captcha once more: taken once (auth.ts
 * `takeRegistrationPassword`), dropped on any mode or method change. Memory only, as the
 * registration form held it.
 */
export const registrationPassword = { value: '' };
