// The demo provider's records in D1 (migrations/0009): verification-code sessions, started
// sign-ins and read ID cards. Secrets (request_secret, card_token) are stored only as their
// SHA-256, so a copy of the database cannot complete anyone's sign-in.
import type { EidMethod, EidOutcome, EidPerson } from './demo-identities';

export type EidSessionRow = {
  id: string;
  method: 'smart_id' | 'mobile_id';
  id_number: string;
  country_code: string | null;
  phone: string | null;
  hash: string;
  code: string;
  created_at: number;
  used_at: number | null;
};

export type EidRequestRow = EidPerson & {
  id: string;
  secret_hash: string;
  method: EidMethod;
  outcome: EidOutcome;
  created_at: number;
  expires_at: number;
  token_issued_at: number | null;
};

/** `bytes` random bytes as url-safe base64 without padding (24 bytes → 32 characters). */
export function randomToken(bytes = 24): string {
  const random = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...random)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Equal strings, compared without an early exit (secret hashes). */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function insertSession(db: D1Database, row: EidSessionRow): Promise<void> {
  await db
    .prepare('INSERT INTO eid_sessions (id, method, id_number, country_code, phone, hash, code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(row.id, row.method, row.id_number, row.country_code, row.phone, row.hash, row.code, row.created_at)
    .run();
}

/** How many sessions an identity number was given since `since` (epoch ms). */
export async function recentSessions(db: D1Database, idNumber: string, since: number): Promise<number> {
  const row = await db.prepare('SELECT count(*) AS n FROM eid_sessions WHERE id_number = ? AND created_at > ?').bind(idNumber, since).first<{ n: number }>();
  return row?.n ?? 0;
}

export const findSession = (db: D1Database, id: string) => db.prepare('SELECT * FROM eid_sessions WHERE id = ?').bind(id).first<EidSessionRow>();

/**
 * Uses a session up and records the sign-in it starts, in one batch; false when the session was
 * used meanwhile (two starts of one session: only the first gets a request).
 */
export async function startRequest(db: D1Database, sessionId: string, row: EidRequestRow, now: number): Promise<boolean> {
  const [used] = await db.batch([
    db.prepare('UPDATE eid_sessions SET used_at = ? WHERE id = ? AND used_at IS NULL').bind(now, sessionId),
    db
      .prepare(
        `INSERT INTO eid_auth_requests (id, secret_hash, method, id_number, firstname, lastname, outcome, created_at, expires_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE changes() = 1`,
      )
      .bind(row.id, row.secret_hash, row.method, row.id_number, row.firstname, row.lastname, row.outcome, row.created_at, row.expires_at),
  ]);
  return used!.meta.changes === 1;
}

export async function insertCardRead(db: D1Database, row: EidRequestRow): Promise<void> {
  await db
    .prepare(
      `INSERT INTO eid_auth_requests (id, secret_hash, method, id_number, firstname, lastname, outcome, created_at, expires_at)
       VALUES (?, ?, 'card_id', ?, ?, ?, 'SUCCESS', ?, ?)`,
    )
    .bind(row.id, row.secret_hash, row.id_number, row.firstname, row.lastname, row.created_at, row.expires_at)
    .run();
}

export const findRequest = (db: D1Database, id: string) => db.prepare('SELECT * FROM eid_auth_requests WHERE id = ?').bind(id).first<EidRequestRow>();

/** A read ID card by its token's hash (the card page hands out the token, never the row id). */
export const findCardRead = (db: D1Database, secretHash: string) =>
  db.prepare("SELECT * FROM eid_auth_requests WHERE method = 'card_id' AND secret_hash = ?").bind(secretHash).first<EidRequestRow>();

/** Marks that a customer token was issued from the request; false when one already was (single use). */
export async function markTokenIssued(db: D1Database, id: string, now: number): Promise<boolean> {
  const result = await db.prepare('UPDATE eid_auth_requests SET token_issued_at = ? WHERE id = ? AND token_issued_at IS NULL').bind(now, id).run();
  return result.meta.changes === 1;
}

/** Forgets sessions and requests long past use (called now and then from code generation). */
export async function pruneExpired(db: D1Database, now: number, sessionTtlMs: number): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM eid_sessions WHERE created_at < ?').bind(now - 2 * sessionTtlMs),
    db.prepare('DELETE FROM eid_auth_requests WHERE expires_at < ?').bind(now - 86_400_000),
  ]);
}
