/**
 * The eID sign-in's rules (customer.md §3 "Auth token response", "Auth result states", §4 "Async
 * login"): pure functions of what the backend answered, shared by the sign-in store and its tests.
 */

/**
 * customer.md §3: CodeReceived(0), NotRegistered(1), Registered(2), Exists(3), Failed(4),
 * Authenticated(5). Read here as:
 * - CodeReceived: the verification code is shown, the person confirms on their phone;
 * - NotRegistered: the identity is proven but has no account (→ pre-register);
 * - Registered: a registration went through (signed in, or waiting for e-mail confirmation);
 * - Exists: the identity has several accounts (→ choose one);
 * - Failed: refused, timed out, not found or any other error;
 * - Authenticated: signed in.
 */
export const AuthResultState = {
  CodeReceived: 0,
  NotRegistered: 1,
  Registered: 2,
  Exists: 3,
  Failed: 4,
  Authenticated: 5,
} as const;
export type AuthResultState = (typeof AuthResultState)[keyof typeof AuthResultState];

export type KeyValue = { readonly key: string; readonly value: string | null };

/** The authenticated person (from the eID certificate); defaults 'Firstname' / 'Lastname' when missing (customer.md §3). */
export type Person = { readonly firstname: string; readonly lastname: string; readonly id_number: string };

const valueOf = (pairs: readonly KeyValue[], key: string) => pairs.find((pair) => pair.key === key)?.value?.trim() || null;

export function personOf(data: readonly KeyValue[]): Person {
  return {
    firstname: valueOf(data, 'firstname') ?? 'Firstname',
    lastname: valueOf(data, 'lastname') ?? 'Lastname',
    id_number: valueOf(data, 'id_number') ?? '',
  };
}

export type AccountChoice = {
  readonly type: 'personal' | 'business';
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly companyName: string | null;
  readonly companyRole: string | null;
};

/**
 * The accounts of a multi-account identity, personal first (customer.md §3: the personal
 * account is the one of type customer; a business account is found by e-mail, so one without
 * an e-mail cannot be chosen and is left out).
 */
export function accountChoices(accounts: readonly (readonly KeyValue[])[]): AccountChoice[] {
  const choices = accounts.flatMap((pairs): AccountChoice[] => {
    const email = valueOf(pairs, 'email');
    if (!email) return [];
    return [
      {
        type: valueOf(pairs, 'account_type') === 'customer' ? 'personal' : 'business',
        firstname: valueOf(pairs, 'firstname') ?? 'Firstname',
        lastname: valueOf(pairs, 'lastname') ?? 'Lastname',
        email,
        companyName: valueOf(pairs, 'company_name'),
        companyRole: valueOf(pairs, 'company_role'),
      },
    ];
  });
  return choices.sort((a, b) => (a.type === b.type ? 0 : a.type === 'personal' ? -1 : 1));
}

/** The outcome of an eID sign-in as the worker passes it on (the token stays in the cookie). */
export type EidOutcome = { readonly signedIn: boolean; readonly data: readonly KeyValue[]; readonly accounts: readonly (readonly KeyValue[])[] };

/**
 * Where a finished eID sign-in goes: signed in (Authenticated); several accounts (Exists, multi-
 * account means more than one); none (NotRegistered: the person registers, prefilled).
 */
export function eidResultState(outcome: EidOutcome): AuthResultState {
  if (outcome.signedIn) return AuthResultState.Authenticated;
  if (outcome.accounts.length > 1) return AuthResultState.Exists;
  return AuthResultState.NotRegistered;
}

/** The async status poll (customer.md §4): PENDING polls again after 1 s, SUCCESS completes, anything else is an error. */
export const ASYNC_POLL_INTERVAL_MS = 1000;
export type AsyncStep = { readonly kind: 'poll' } | { readonly kind: 'done' } | { readonly kind: 'error'; readonly reason: AsyncFailure };
export type AsyncFailure = 'refused' | 'timeout' | 'not-found' | 'error';

export function asyncStep(status: string): AsyncStep {
  switch (status) {
    case 'PENDING':
      return { kind: 'poll' };
    case 'SUCCESS':
      return { kind: 'done' };
    case 'USER_REFUSED':
      return { kind: 'error', reason: 'refused' };
    case 'TIMEOUT':
      return { kind: 'error', reason: 'timeout' };
    case 'NOT_FOUND':
      return { kind: 'error', reason: 'not-found' };
    default:
      return { kind: 'error', reason: 'error' };
  }
}
