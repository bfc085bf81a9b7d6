/**
 * A redirect target built from the request (its path, a query parameter, a loader's link) as a
 * path on our own origin. Browsers read `//host`, `/\host` and `\\host` as another origin, and
 * strip tabs and newlines first; `/.//host` and encoded slashes become `//host` once a path is
 * normalised or decoded somewhere along the way. So: leading slashes, backslashes and their
 * percent-encodings (dot segments between them included) collapse to one `/`, and anything
 * with a scheme becomes `/`.
 */
const PLACEHOLDER_ORIGIN = 'https://same-origin.invalid';
/** A run of slashes, backslashes (raw or percent-encoded, once or twice) and `.` segments between them. */
export const LEADING_SEPARATORS = /^(?:[/\\]|%(?:25)?2f|%(?:25)?5c|\.(?=[/\\]|%(?:25)?2f|%(?:25)?5c))+/i;

export function safeRedirectPath(target: string): string {
  // What the browser removes before parsing a URL.
  const cleaned = target.replace(/[\t\n\r]/g, '').trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(cleaned)) return '/';
  const collapsed = `/${cleaned.replace(LEADING_SEPARATORS, '')}`;
  let url: URL;
  try {
    url = new URL(collapsed, PLACEHOLDER_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return '/';
  // Dot segments resolved by the parser (`/../..//host`) can expose a new leading run.
  const path = `/${url.pathname.replace(LEADING_SEPARATORS, '')}`;
  return `${path}${url.search}${url.hash}`;
}
