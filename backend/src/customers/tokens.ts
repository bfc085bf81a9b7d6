// Customer tokens: opaque random bearer tokens (as Magento's oauth tokens were before JWT; a
// reference backend gains nothing from JWT and an opaque token can be revoked by deleting a row).
// Only the token's SHA-256 is stored, so a leaked database holds no usable token.
import { randomSecret, sha256Hex } from './passwords';

/** Magento's oauth/access_token_lifetime/customer default: 1 hour. */
export const DEFAULT_TOKEN_LIFETIME_MINUTES = 60;
const MAX_TOKEN_LIFETIME_MINUTES = 60 * 24 * 365;

export type TokenEnv = { CUSTOMER_TOKEN_LIFETIME_MINUTES?: string };

export function tokenLifetimeMinutes(env?: TokenEnv): number {
  const value = Number(env?.CUSTOMER_TOKEN_LIFETIME_MINUTES);
  return Number.isFinite(value) && value > 0 && value <= MAX_TOKEN_LIFETIME_MINUTES ? value : DEFAULT_TOKEN_LIFETIME_MINUTES;
}

/**
 * Issues a new token for a customer and returns it: the only moment the token exists in clear.
 * Used by generateCustomerToken, createCompany, the eID sign-ins (backend/src/identity) and
 * registration without confirmation.
 */
export async function issueCustomerToken(db: D1Database, customerId: number, env?: TokenEnv, now = new Date()): Promise<string> {
  const token = randomSecret(32);
  const expires = new Date(now.getTime() + tokenLifetimeMinutes(env) * 60_000);
  const stale = new Date(now.getTime() - STALE_TOKEN_DAYS * 86_400_000).toISOString();
  await db.batch([
    // The customer's tokens dead for a week go, so the table does not grow with every sign-in
    // (a token that old answers "not authorized" rather than "expired").
    db.prepare('DELETE FROM customer_tokens WHERE customer_id = ?1 AND (expires_at < ?2 OR revoked_at < ?2)').bind(customerId, stale),
    db
      .prepare('INSERT INTO customer_tokens (customer_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .bind(customerId, await sha256Hex(token), now.toISOString(), expires.toISOString()),
  ]);
  return token;
}

/** Expired or revoked tokens are kept this long (to tell "expired" apart), then deleted. */
export const STALE_TOKEN_DAYS = 7;

/** Revokes every live token of a customer (logout as Magento: all sessions; password change; deletion). */
export function revokeCustomerTokens(db: D1Database, customerId: number, now = new Date()): D1PreparedStatement {
  return db.prepare('UPDATE customer_tokens SET revoked_at = ? WHERE customer_id = ? AND revoked_at IS NULL').bind(now.toISOString(), customerId);
}
