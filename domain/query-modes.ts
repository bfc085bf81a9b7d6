import * as z from 'zod/mini';

/** Modes of the authentication sidebar (customer.md §2). */
export const AUTH_MODES = ['login', 'pre-register', 'register', 'reset-password', 'new-password'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];
export const AUTH_METHODS = ['email', 'card_id', 'mobile_id', 'smart_id'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

/** What the page should open on load because of its query string (storefront.md §2). */
export type QueryModes = {
  authentication: { mode: AuthMode; method: AuthMethod } | null;
};

// zod/mini: kept browser-sized for the authentication sidebar island (accounts issue); today
// only the server parses the query (no panel is rendered for it yet).
const short = z.optional(z.string().check(z.maxLength(2048)));
const QuerySchema = z.object({ id_card: short, error: short, token: short, mode: short, modal: short });

/**
 * Map the query string to the sidebar mode to open on load.
 * - `id_card` with `error` or `token`: login (pre-register when `mode=register`) with card_id.
 * - `modal=reset-password`: new-password; `modal=request-reset-password`: reset-password.
 * Anything else (including malformed or overlong values) opens nothing.
 */
export function queryModes(query: Readonly<Record<string, string | undefined>>): QueryModes {
  const parsed = QuerySchema.safeParse(query);
  if (!parsed.success) return { authentication: null };
  const q = parsed.data;
  if (q.id_card !== undefined && (q.error !== undefined || q.token !== undefined)) {
    return { authentication: { mode: q.mode === 'register' ? 'pre-register' : 'login', method: 'card_id' } };
  }
  if (q.modal === 'reset-password') return { authentication: { mode: 'new-password', method: 'email' } };
  if (q.modal === 'request-reset-password') return { authentication: { mode: 'reset-password', method: 'email' } };
  return { authentication: null };
}
