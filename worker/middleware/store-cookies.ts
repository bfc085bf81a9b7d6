import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { DEFAULT_COUNTRY, resolveLocale } from '../../domain/locale';
import { COOKIE_ATTRIBUTES, storeCookiesToSet } from '../../domain/session-cookies';
import type { AppEnv } from '../app-env';

/**
 * storefront.md §3's store cookies (vsf-currency, vsf-country, vsf-locale, vsf-store: readable,
 * secure, SameSite Strict, path /), set on responses that are never cached, whose headers are
 * the visitor's own: private pages and every `/api/*` answer (the islands call one soon after a
 * page loads). A cacheable page never carries a Set-Cookie (the edge HTML cache would replay it
 * to every visitor, and refuses to store it). Setting them here costs the pages no JavaScript.
 */
export const storeCookies = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const cacheControl = c.res.headers.get('Cache-Control') ?? '';
  if (!/no-store|private/.test(cacheControl) || c.res.status >= 500) return;
  const locale = resolveLocale(new URL(c.req.url).pathname);
  const missing = storeCookiesToSet(getCookie(c), { store: c.var.session.store, locale: locale.code, currency: locale.defaultCurrency, country: DEFAULT_COUNTRY });
  for (const [name, value] of missing) setCookie(c, name, value, COOKIE_ATTRIBUTES);
});
