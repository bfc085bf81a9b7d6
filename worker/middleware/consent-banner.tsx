import { createMiddleware } from 'hono/factory';
import { renderToStaticMarkup } from 'react-dom/server';
import { consentFromCookies } from '../../domain/consent';
import { safeRedirectPath } from '../../domain/safe-redirect';
import { ConsentBanner } from '../../ui/consent/consent-banner';
import type { AppEnv } from '../app-env';

/**
 * Cache-Control of a page that carries the banner: the visitor's own (no shared cache may keep
 * it, or a shopper who has chosen could be shown it again from there) and revalidated on every
 * use (a browser's back/forward or history copy would otherwise still ask after the choice).
 * `no-cache` rather than `no-store`: the page stays eligible for the back/forward cache.
 */
export const BANNER_CACHE_CONTROL = 'private, no-cache';

/** Paths whose HTML is not a storefront page (the backend's GraphQL console, payment pages). */
const NOT_PAGES = /^\/__dev(\/|$)/;

/**
 * The consent banner, decided at the edge (issue 10): every HTML page whose request carries no
 * valid `consent` cookie (domain/consent.ts; a malformed or old-version one counts as none) gets
 * the banner's static markup as the first thing in its `<body>`, so it is in the first paint
 * and works without JavaScript. Runs after the edge HTML cache (registered before it in
 * worker/app.tsx): the stored copy never has the banner, a hit for a shopper who has chosen
 * stays byte-spliced as it was, and only a request without a choice is streamed through
 * `HTMLRewriter`.
 *
 * Headers: every HTML page gets `Vary: Cookie` (its markup now depends on one); a page with the
 * banner `BANNER_CACHE_CONTROL` (a `no-store` one keeps `no-store`).
 */
export const consentBanner = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const url = new URL(c.req.url);
  if (!(c.res.headers.get('Content-Type') ?? '').startsWith('text/html') || NOT_PAGES.test(url.pathname)) return;
  c.res.headers.append('Vary', 'Cookie');
  if (consentFromCookies(c.req.header('cookie'))) return;
  if (!/no-store/.test(c.res.headers.get('Cache-Control') ?? '')) c.res.headers.set('Cache-Control', BANNER_CACHE_CONTROL);
  if (!c.res.body) return;
  const markup = renderToStaticMarkup(<ConsentBanner returnTo={safeRedirectPath(`${url.pathname}${url.search}`)} initial={null} />);
  c.res = new HTMLRewriter()
    .on('body', {
      element(body) {
        body.prepend(markup, { html: true });
      },
    })
    .transform(c.res);
});
