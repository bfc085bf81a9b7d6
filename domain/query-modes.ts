/** Modes of the authentication sidebar (customer.md §2). */
export const AUTH_MODES = ['login', 'pre-register', 'register', 'reset-password', 'new-password'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];
export const AUTH_METHODS = ['email', 'card_id', 'mobile_id', 'smart_id'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

/** What the page should open on load because of its query string (storefront.md §2). */
export type QueryModes = {
  authentication: { mode: AuthMode; method: AuthMethod } | null;
};

/** Each parameter read: absent, or a string of at most 2048 characters (anything else opens nothing). */
const PARAMETERS = ['id_card', 'error', 'token', 'mode', 'modal'] as const;
const MAX_LENGTH = 2048;

/**
 * Map the query string to the sidebar mode to open on load.
 * - `id_card` with `error` or `token`: login (pre-register when `mode=register`) with card_id.
 * - `modal=reset-password`: new-password; `modal=request-reset-password`: reset-password.
 * Anything else (including malformed or overlong values) opens nothing.
 */
export function queryModes(query: Readonly<Record<string, string | undefined>>): QueryModes {
  // No zod here: the authentication sidebar's chunk runs this too, and a schema would add zod's
  // string checks to the one zod chunk every page loads.
  const q: Partial<Record<(typeof PARAMETERS)[number], string>> = {};
  for (const name of PARAMETERS) {
    const value: unknown = query[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length > MAX_LENGTH) return { authentication: null };
    q[name] = value;
  }
  if (q.id_card !== undefined && (q.error !== undefined || q.token !== undefined)) {
    return { authentication: { mode: q.mode === 'register' ? 'pre-register' : 'login', method: 'card_id' } };
  }
  if (q.modal === 'reset-password') return { authentication: { mode: 'new-password', method: 'email' } };
  if (q.modal === 'request-reset-password') return { authentication: { mode: 'reset-password', method: 'email' } };
  return { authentication: null };
}
