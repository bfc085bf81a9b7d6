// The Estonian eID sign-in operations (extensions.graphqls "Custom modules" / "Accounts"), served
// by the demo identity provider, which behaves like SK ID Solutions' demo services:
//   generateSmartIdCode / generateMobileIdCode → a session with a random hash and the
//     verification code derived from it (verification-codes.ts), { code, session_id };
//   estAuthGenerateCustomerTokenAsync(method, data incl. session_id) → { request_id, request_secret }
//     (the session must be that identity's, unused and fresh);
//   retrieveAsyncAuthRequestStatus → PENDING for the demo delay, then the identity's outcome
//     (demo-identities.ts); SUCCESS carries the person, their accounts and, for exactly one
//     account, its customer token;
//   estAuthGenerateCustomerToken (sync) → `card_id` with a card token from the development card
//     page, or the choice of one account after a sign-in that found several (request_id,
//     request_secret, email). A sign-in issues one customer token at most (single use).
import { issueCustomerToken } from '../customers/tokens';
import type { CommerceContext } from '../commerce/context';
import { inputError, noSuchEntity } from '../commerce/errors';
import { demoOutcome, type EidPerson } from './demo-identities';
import { keyValues, mobileIdIdentity, smartIdIdentity } from './eid-input';
import { eidSettings, PROOF_TTL_MS, SESSION_TTL_MS } from './eid-settings';
import { findCardRead, findRequest, findSession, insertSession, markTokenIssued, pruneExpired, randomToken, recentSessions, sameText, sha256Hex, startRequest, type EidRequestRow } from './eid-store';
import { accountsOfIdentity, authOutput, type IdentityAccount } from './identity-accounts';
import { statusAt } from './sign-in-status';
import { mobileIdVerificationCode, smartIdVerificationCode } from './verification-codes';
import type { Resolvers } from '../generated/resolvers';
import type { MutationResolver, QueryResolver } from '../commerce/resolver-types';


/** The answer for an unknown, expired or already used request (never says which). */
export const REQUEST_NOT_FOUND = 'The authentication request was not found or has expired.';
export const SESSION_NOT_FOUND = 'The verification code has expired. Request a new code.';
/** Longest text any eID argument may have before it is looked at. */
const MAX_INPUT = 128;

const bounded = (value: string | null | undefined, name: string): string => {
  if (typeof value !== 'string' || !value.trim()) throw inputError(`Required parameter "${name}" is missing`);
  if (value.length > MAX_INPUT) throw inputError(`"${name}" is too long.`);
  return value;
};

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/**
 * The demo provider signs in anyone who types a demo personal code, so a production deployment
 * has none (a real shop uses SK's services): every eID operation answers this there.
 */
export const NOT_AVAILABLE = 'Estonian eID sign-in is not available on this backend.';
function demoProvider(context: CommerceContext): void {
  if (context.env?.ENVIRONMENT === 'production') throw inputError(NOT_AVAILABLE);
}

/**
 * Most verification codes one identity number may ask for within a minute (ours; SK's services
 * throttle too): each starts a confirmation on the person's phone, so a stranger must not be able
 * to flood someone's phone, nor this table. High enough for e2e journeys that sign the same demo
 * identity in again and again (each sign-in waits out the demo delay).
 */
export const MAX_SESSIONS_PER_IDENTITY = 30;
const SESSION_LIMIT_WINDOW_MS = 60_000;
export const TOO_MANY_CODES = 'Too many sign-in attempts with this identity number. Try again in a few minutes.';

async function newSession(context: CommerceContext, method: 'smart_id' | 'mobile_id', idNumber: string, extra: { country_code?: string; phone?: string }) {
  const now = Date.now();
  if ((await recentSessions(context.db, idNumber, now - SESSION_LIMIT_WINDOW_MS)) >= MAX_SESSIONS_PER_IDENTITY) throw inputError(TOO_MANY_CODES);
  // Smart-ID signs a SHA-512 sized hash; Mobile-ID a SHA-256 of a random challenge: 64 random bytes serve both.
  const hash = crypto.getRandomValues(new Uint8Array(64));
  const code = method === 'smart_id' ? await smartIdVerificationCode(hash) : await mobileIdVerificationCode(hash);
  const id = randomToken();
  await insertSession(context.db, {
    id, method, id_number: idNumber, country_code: extra.country_code ?? null, phone: extra.phone ?? null, hash: toBase64(hash), code, created_at: now, used_at: null,
  });
  // Old sessions and requests are forgotten now and then (1 in 20 requests), never on the hot path of a poll.
  if (Math.random() < 0.05) await pruneExpired(context.db, now, SESSION_TTL_MS);
  return { code, session_id: id };
}

const generateSmartIdCode: MutationResolver<'generateSmartIdCode'> = async (_s, args, context) => {
  demoProvider(context);
  const { country, idNumber } = smartIdIdentity(bounded(args.countryCode, 'countryCode'), bounded(args.identityNumber, 'identityNumber'));
  return newSession(context, 'smart_id', idNumber, { country_code: country });
};

const generateMobileIdCode: MutationResolver<'generateMobileIdCode'> = async (_s, args, context) => {
  demoProvider(context);
  const { phone, idNumber } = mobileIdIdentity(bounded(args.phone, 'phone'), bounded(args.id, 'id'));
  return newSession(context, 'mobile_id', idNumber, { phone });
};

/**
 * Starts the sign-in a verification code was shown for. The data must name the same identity
 * (and phone) as the session, which must be unused and at most SESSION_TTL_MS old.
 */
const estAuthGenerateCustomerTokenAsync: MutationResolver<'estAuthGenerateCustomerTokenAsync'> = async (_s, { method, data }, context) => {
  demoProvider(context);
  if (method !== 'smart_id' && method !== 'mobile_id') throw inputError(`The authentication method "${String(method).slice(0, 32)}" is not supported.`);
  const values = keyValues(data);
  const sessionId = bounded(values.get('session_id'), 'session_id');
  const identity =
    method === 'smart_id'
      ? smartIdIdentity(bounded(values.get('country_code'), 'country_code'), bounded(values.get('identity_number'), 'identity_number'))
      : mobileIdIdentity(bounded(values.get('phone'), 'phone'), bounded(values.get('id_number'), 'id_number'));
  const phone = 'phone' in identity ? identity.phone : null;
  const now = Date.now();
  const session = await findSession(context.db, sessionId);
  const matches =
    session &&
    session.used_at === null &&
    now - session.created_at <= SESSION_TTL_MS &&
    session.method === method &&
    session.id_number === identity.idNumber &&
    (method === 'smart_id' ? session.country_code === (identity as { country: string }).country : session.phone === phone);
  if (!matches) throw noSuchEntity(SESSION_NOT_FOUND);
  const { person, outcome } = method === 'smart_id' && (identity as { country: string }).country !== 'EE' ? demoOutcome(method, '') : demoOutcome(method, identity.idNumber, phone);
  const secret = randomToken(32);
  const request: EidRequestRow = {
    id: randomToken(),
    secret_hash: await sha256Hex(secret),
    method,
    id_number: identity.idNumber,
    firstname: person.firstname,
    lastname: person.lastname,
    outcome,
    created_at: now,
    expires_at: now + PROOF_TTL_MS,
    token_issued_at: null,
  };
  if (!(await startRequest(context.db, sessionId, request, now))) throw noSuchEntity(SESSION_NOT_FOUND);
  return { request_id: request.id, request_secret: secret };
};

/** The request `id` names when `secret` is its secret and it has not expired; null otherwise. */
async function ownedRequest(db: D1Database, id: string, secret: string, now: number): Promise<EidRequestRow | null> {
  const request = await findRequest(db, id);
  if (!request || request.method === 'card_id' || now > request.expires_at) return null;
  return sameText(request.secret_hash, await sha256Hex(secret)) ? request : null;
}

/** Issues the token of `account` from `request`, once per request (a second try answers not found). */
async function signIn(context: CommerceContext, request: EidRequestRow, account: IdentityAccount, now: number): Promise<string> {
  if (!(await markTokenIssued(context.db, request.id, now))) throw noSuchEntity(REQUEST_NOT_FOUND);
  return issueCustomerToken(context.db, account.id, context.env);
}

const personOf = (request: EidRequestRow): EidPerson => ({ firstname: request.firstname, lastname: request.lastname, id_number: request.id_number });

/**
 * The sign-in's status. SUCCESS issues the only account's token the first time it is reported;
 * after that the request is used up and answers as an unknown one. Unknown id, wrong secret or an
 * expired request: graphql-no-such-entity.
 */
const retrieveAsyncAuthRequestStatus: QueryResolver<'retrieveAsyncAuthRequestStatus'> = async (_s, args, context) => {
  demoProvider(context);
  const now = Date.now();
  const request = await ownedRequest(context.db, bounded(args.request_id, 'request_id'), bounded(args.request_secret, 'request_secret'), now);
  if (!request || request.token_issued_at !== null) throw noSuchEntity(REQUEST_NOT_FOUND);
  const status = statusAt(request, eidSettings(context.env), now);
  if (status !== 'SUCCESS') return { status, auth_response: null };
  const accounts = await accountsOfIdentity(context.db, request.id_number);
  const token = accounts.length === 1 ? await signIn(context, request, accounts[0]!, now) : null;
  return { status, auth_response: authOutput(personOf(request), accounts, token) };
};

/** The account `email` names among the person's accounts, else graphql-input. */
function chosenAccount(accounts: readonly IdentityAccount[], email: string): IdentityAccount {
  const account = accounts.find((a) => a.email.toLowerCase() === email.trim().toLowerCase());
  if (!account) throw inputError('The chosen account does not belong to the authenticated person.');
  return account;
}

/**
 * Sync sign-in. `card_id`: data `card_token` (the card page's redirect token) and, to choose
 * among several accounts, `email`. `smart_id` / `mobile_id`: completing the choice after a
 * successful async sign-in, data `request_id`, `request_secret`, `email`. Each card read or
 * sign-in issues one token at most.
 */
const estAuthGenerateCustomerToken: MutationResolver<'estAuthGenerateCustomerToken'> = async (_s, { method, data }, context) => {
  demoProvider(context);
  const values = keyValues(data);
  const now = Date.now();
  if (method === 'card_id') {
    const cardToken = bounded(values.get('card_token'), 'card_token');
    const card = await findCardRead(context.db, await sha256Hex(cardToken));
    if (!card || now > card.expires_at || card.token_issued_at !== null) throw noSuchEntity(REQUEST_NOT_FOUND);
    const accounts = await accountsOfIdentity(context.db, card.id_number);
    const email = values.get('email');
    const account = email ? chosenAccount(accounts, email) : accounts.length === 1 ? accounts[0]! : null;
    const token = account ? await signIn(context, card, account, now) : null;
    return authOutput(personOf(card), accounts, token);
  }
  if (method !== 'smart_id' && method !== 'mobile_id') throw inputError(`The authentication method "${String(method).slice(0, 32)}" is not supported.`);
  const request = await ownedRequest(context.db, bounded(values.get('request_id'), 'request_id'), bounded(values.get('request_secret'), 'request_secret'), now);
  if (!request || request.token_issued_at !== null || request.method !== method) throw noSuchEntity(REQUEST_NOT_FOUND);
  if (statusAt(request, eidSettings(context.env), now) !== 'SUCCESS') throw inputError('The authentication has not succeeded.');
  const email = bounded(values.get('email'), 'email');
  const accounts = await accountsOfIdentity(context.db, request.id_number);
  const token = await signIn(context, request, chosenAccount(accounts, email), now);
  return authOutput(personOf(request), accounts, token);
};

export const eidResolvers = {
  Query: { retrieveAsyncAuthRequestStatus },
  Mutation: { generateSmartIdCode, generateMobileIdCode, estAuthGenerateCustomerTokenAsync, estAuthGenerateCustomerToken },
} satisfies Resolvers;
