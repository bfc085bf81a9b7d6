import { LEADING_SEPARATORS } from './safe-redirect';

/**
 * The "path on this site" rule of link fields (CMS links and button URLs, a payment redirect that
 * names our own path): a value that a browser, or a server that decodes before redirecting,
 * can only read as a path on our origin.
 *
 * - Exactly one leading `/`, then no `/`, `\`, their percent-encodings (also double-encoded) or
 *   `.` segments before one: browsers read `/\host` like `//host`
 *   (https://url.spec.whatwg.org/#special-authority-ignore-slashes-state), and `%5C`/`%2F` turn
 *   into one once decoded along the way (domain/safe-redirect.ts collapses the same run).
 * - No ASCII control character anywhere: browsers strip tabs and newlines before parsing, so
 *   `/\t/host` is `//host`; the others have no business in a link.
 * - No backslash in the path at all: browsers read it as `/`, so dot segments built of them
 *   (`/a\..\\host`) can resolve to `//host`. A query or fragment may hold one.
 * - Dot segments may not resolve to a path starting with `//`.
 */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || /[\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.replace(LEADING_SEPARATORS, '') !== value.slice(1)) return false;
  const path = value.split(/[?#]/, 1)[0]!;
  if (path.includes('\\')) return false;
  try {
    const resolved = new URL(value, 'https://same-origin.invalid');
    return resolved.origin === 'https://same-origin.invalid' && !resolved.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** An absolute http(s) URL without control characters (browsers strip tabs and newlines first). */
export function isHttpUrl(value: string): boolean {
  if (/[\u0000-\u001f\u007f]/.test(value) || !/^https?:\/\//i.test(value)) return false;
  return URL.canParse(value);
}
