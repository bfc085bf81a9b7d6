import { Hono } from 'hono';
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
 */
export const idCardAuth = new Hono<AppEnv>().get('/', (c) => {
  const service = c.var.config.cardIdAuthUrl;
  if (!service) return c.notFound();
  const target = new URL(service);
  target.searchParams.set('return', safeRedirectPath(c.req.query('return') ?? '/'));
  if (c.req.query('mode') === 'register') target.searchParams.set('mode', 'register');
  return c.redirect(target.toString(), 302);
});
