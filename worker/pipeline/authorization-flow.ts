import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { serializeFlashMessage } from '../../domain/flash-message';
import { COOKIE, COOKIE_ATTRIBUTES } from '../../domain/session-cookies';
import type { AppEnv } from '../app-env';

/**
 * storefront.md §4: an authorization error anywhere logs the visitor out (customer token and
 * cart id removed), leaves the persistent warning and sends them home. A private page's loader
 * reading the customer with an expired token gets here too ('Session expired, please log in again').
 */
export function authorizationFlow(c: Context<AppEnv>, upstreamMessage = ''): Response {
  deleteCookie(c, COOKIE.customer, COOKIE_ATTRIBUTES);
  deleteCookie(c, COOKIE.cart, COOKIE_ATTRIBUTES);
  setCookie(
    c,
    COOKIE.message,
    // Persistent notices have no lifetime of their own; 60 s is the cookie schema's ceiling
    // and the notifications island marks 'You are not authorized' as persistent by type.
    serializeFlashMessage({
      // As the API router words it: Magento's message for a token past its lifetime says "expired".
      key: /expired/i.test(upstreamMessage) ? 'Session expired, please log in again' : 'You are not authorized, please log in.',
      type: 'warning',
      timeToLive: 60_000,
    }),
    COOKIE_ATTRIBUTES,
  );
  c.header('Cache-Control', 'no-store');
  return c.redirect('/', 302);
}
