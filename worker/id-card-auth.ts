import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { CARD_STATE_ATTRIBUTES, CARD_STATE_COOKIE } from '../domain/session-cookies';
import { safeRedirectPath } from '../domain/safe-redirect';
import type { AppEnv } from './app-env';

/** The storefront path the ID-card sign-in starts at (the sidebar's button goes here). */
export const ID_CARD_AUTH_PATH = '/id-card-auth';

/**
 * `GET /id-card-auth?return=<path>&mode=register`: sends the browser on to the ID-card service
 * (configuration CARD_ID_AUTH_URL, customer.md §5) with the page to come back to and the
 * registration mode. The service's URL never appears in a page (pages carry only this path, so
 * a cached page names no other host), and `return` is always a path on this storefront
 * (domain/safe-redirect.ts), so the card service can only send the card token back here.
 * Not configured: 404 (the sidebar shows 'Configuration is bad: …' before coming here).
 * It also binds the sign-in to this browser: a fresh random `state` goes to the service and into
 * an HttpOnly cookie (domain/session-cookies.ts `CARD_STATE_COOKIE`); the card sign-in
 * (`estAuthGenerateCustomerToken` with `card_id`) is refused unless the returned value matches.
 */
export const idCardAuth = new Hono<AppEnv>().get('/', (c) => {
  const service = c.var.config.cardIdAuthUrl;
  if (!service) return c.notFound();
  const target = new URL(service);
  const state = newCardState();
  setCookie(c, CARD_STATE_COOKIE, state, CARD_STATE_ATTRIBUTES);
  c.header('Cache-Control', 'no-store');
  target.searchParams.set('return', safeRedirectPath(c.req.query('return') ?? '/'));
  target.searchParams.set('state', state);
  if (c.req.query('mode') === 'register') target.searchParams.set('mode', 'register');
  return c.redirect(target.toString(), 302);
});

/** 24 random bytes as 32 base64url characters (domain/session-cookies.ts `CardStateSchema`). */
function newCardState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_');
}
