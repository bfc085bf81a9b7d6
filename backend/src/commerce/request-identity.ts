// Who is asking, resolved once per GraphQL request from Magento's headers before execution: the
// customer of the bearer token (and what became of the token) and the store view. Resolvers read
// it from the context and demand a customer with `requireCustomer`.
import { sha256Hex } from '../customers/passwords';
import { authorizationError, inputError } from './errors';

/** A signed-in customer: the owner of a valid customer token (customers/customer-store.ts). */
export type Customer = {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  /** customer = personal account, business = a company's admin. */
  account_type: 'customer' | 'business';
  /** Estonian personal identification code, when the account has one (eID). */
  id_number: string | null;
};

/**
 * What became of the request's bearer token, when it sent one: `valid` (customer set),
 * `expired` (past its lifetime), `revoked` (logout, password change…) or `unknown` (never
 * issued). Magento 2.4.7 treats every unusable token as a guest (TokenUserContext); so do we, but
 * `requireCustomer` tells an expired token apart (see there).
 */
export type CustomerTokenState = 'valid' | 'expired' | 'revoked' | 'unknown';

/** The store view a request is for (Magento's `Store` header; the default store without it). */
export type StoreView = { code: string };

/** Who is asking: resolved once per request by `resolveRequestIdentity`, read by resolvers. */
export type RequestIdentity = {
  /** null for a guest, and for a token that matches no customer (see `lookupCustomer`). */
  customer: Customer | null;
  store: StoreView;
  /** The bearer token sent, hashed, and its state; absent without a token. */
  customerToken?: { hash: string; state: CustomerTokenState } | null;
};

/** Magento's code of the default store view; what a request without a `Store` header gets. */
export const DEFAULT_STORE_CODE = 'default';

export const GUEST: RequestIdentity = { customer: null, store: { code: DEFAULT_STORE_CODE }, customerToken: null };

/**
 * The request's customer and store, from Magento's headers:
 * - `Authorization: Bearer <token>`: the customer of a valid (issued, unexpired, unrevoked)
 *   token; any other token is a guest's, as in Magento, with its state kept for
 *   `requireCustomer`.
 * - `Store: <code>`: must name a known store view (the seeded store_config's `store_code`),
 *   else the request fails with Magento's 'Requested store is not found' (graphql-input).
 *   Without the header: the default store, with no database read.
 * `storeConfig` is the context's own loader, so a request that also asks for storeConfig reads
 * store_config once.
 */
export async function resolveRequestIdentity(
  headers: Headers,
  db: D1Database,
  storeConfig: () => Promise<Map<string, string | null>>,
): Promise<RequestIdentity> {
  const storeCode = headers.get('store')?.trim();
  let store = GUEST.store;
  if (storeCode) {
    const known = new Set([(await storeConfig()).get('store_code') ?? DEFAULT_STORE_CODE]);
    if (!known.has(storeCode)) throw inputError('Requested store is not found');
    store = { code: storeCode };
  }
  const token = bearerToken(headers.get('authorization'));
  if (!token) return { customer: null, store, customerToken: null };
  const { customer, state, hash } = await lookupCustomer(db, token);
  return { customer, store, customerToken: { hash, state } };
}

/** The token of an `Authorization: Bearer <token>` header (scheme case-insensitive), else null. */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/**
 * The customer a token belongs to: one read of the token's row (by its SHA-256; the token itself
 * is never stored) joined to its customer. Only a valid token yields a customer.
 */
export async function lookupCustomer(db: D1Database, token: string, now = new Date()): Promise<{ customer: Customer | null; state: CustomerTokenState; hash: string }> {
  const hash = await sha256Hex(token);
  const row = await db
    .prepare(
      `SELECT t.expires_at, t.revoked_at, c.id, c.email, c.firstname, c.lastname, c.account_type, c.id_number
       FROM customer_tokens t JOIN customers c ON c.id = t.customer_id WHERE t.token_hash = ?`,
    )
    .bind(hash)
    .first<Customer & { expires_at: string; revoked_at: string | null }>();
  if (!row) return { customer: null, state: 'unknown', hash };
  if (row.revoked_at !== null) return { customer: null, state: 'revoked', hash };
  if (row.expires_at <= now.toISOString()) return { customer: null, state: 'expired', hash };
  const { id, email, firstname, lastname, account_type, id_number } = row;
  return { customer: { id, email, firstname, lastname, account_type, id_number }, state: 'valid', hash };
}

/**
 * Magento 2.4.7 answers an expired token like any unusable one ("The current customer isn't
 * authorized."); its own reason, ExpirationValidator's 'Consumer key has expired', is swallowed
 * by TokenUserContext. We answer an expired token with that reason (still graphql-authorization)
 * so the storefront can say 'Session expired, please log in again' (backend/README.md).
 */
export const TOKEN_EXPIRED_MESSAGE = 'Consumer key has expired';
export const NOT_AUTHORIZED_MESSAGE = "The current customer isn't authorized.";

/** For resolvers that need a signed-in customer (cart of a customer, orders, account). */
export function requireCustomer(context: Pick<RequestIdentity, 'customer' | 'customerToken'>): Customer {
  if (!context.customer) {
    throw authorizationError(context.customerToken?.state === 'expired' ? TOKEN_EXPIRED_MESSAGE : NOT_AUTHORIZED_MESSAGE);
  }
  return context.customer;
}
