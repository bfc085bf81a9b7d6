// Password hashing: PBKDF2-SHA256 through WebCrypto (the only slow KDF a Worker has natively).
// Each hash records its own salt and iteration count, so raising the default later re-hashes
// nobody's password by force: a login with an older count still verifies (and is upgraded).

/**
 * Cloudflare Workers refuse PBKDF2 above 100 000 iterations (OWASP asks 600 000 for SHA-256), so
 * new hashes take the most the platform allows: about 15 ms per login in workerd.
 */
export const DEFAULT_PASSWORD_ITERATIONS = 100_000;
const MAX_ITERATIONS = 100_000;
const MIN_ITERATIONS = 1_000;
const KEY_BITS = 256;

export type PasswordHash = { hash: string; salt: string; iterations: number };

const encoder = new TextEncoder();

export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(hex.length / 2));
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/**
 * The iteration count for new hashes: `PASSWORD_HASH_ITERATIONS` when set (the backend test
 * project lowers it so hundreds of registrations stay fast), else the production default.
 */
export function configuredIterations(env?: { PASSWORD_HASH_ITERATIONS?: string }): number {
  const value = Number(env?.PASSWORD_HASH_ITERATIONS);
  if (!Number.isInteger(value) || value < MIN_ITERATIONS || value > MAX_ITERATIONS) return DEFAULT_PASSWORD_ITERATIONS;
  return value;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<ArrayBuffer> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  return crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, KEY_BITS);
}

export async function hashPassword(password: string, iterations = DEFAULT_PASSWORD_ITERATIONS): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { hash: toHex(await derive(password, salt, iterations)), salt: toHex(salt), iterations };
}

/** Constant-time comparison of the derived key with the stored one. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  if (stored.iterations < 1 || stored.iterations > MAX_ITERATIONS) return false;
  const derived = new Uint8Array(await derive(password, fromHex(stored.salt), stored.iterations));
  const expected = fromHex(stored.hash);
  if (derived.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < derived.length; i++) difference |= derived[i]! ^ expected[i]!;
  return difference === 0;
}

/** SHA-256 of a secret (tokens, reset and confirmation keys) as hex: what the database keeps. */
export async function sha256Hex(value: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(value)));
}

/** An unguessable opaque secret: `bytes` random bytes, base64url. */
export function randomSecret(bytes = 32): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
