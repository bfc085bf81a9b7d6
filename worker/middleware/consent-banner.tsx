import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { renderToStaticMarkup } from 'react-dom/server';
import { consentFromCookies } from '../../domain/consent';
import { safeRedirectPath } from '../../domain/safe-redirect';
import { ConsentBanner } from '../../ui/consent/consent-banner';
import type { AppEnv } from '../app-env';
import { recentValues } from '../cache/recent-values';

/**
 * Cache-Control of a page that carries the banner: the visitor's own (no shared cache may keep
 * it, or a shopper who has chosen could be shown it again from there) and revalidated on every
 * use (a browser's back/forward or history copy would otherwise still ask after the choice).
 * `no-cache` rather than `no-store`: the page stays eligible for the back/forward cache.
 */
export const BANNER_CACHE_CONTROL = 'private, no-cache';

/** Paths whose HTML is not a storefront page (the backend's GraphQL console, payment pages). */
const NOT_PAGES = /^\/__dev(\/|$)/;

/** Stands for the return path while the banner is rendered once per isolate (letters only: React leaves it as is). */
const RETURN_TO_SLOT = 'consentBannerReturnToSlot';
let template: readonly string[] | undefined;

/** React's escaping of an attribute value (react-dom/server `escapeTextForBrowser`). */
const ATTRIBUTE_ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/**
 * The banner's static markup for a page at `returnTo` (path and query), exactly what
 * `renderToStaticMarkup` gives: rendered once per isolate around a slot for the return path
 * (React takes about a millisecond a render; every first-visit hit needs the banner).
 */
export function consentBannerMarkup(returnTo: string): string {
  template ??= renderToStaticMarkup(<ConsentBanner returnTo={RETURN_TO_SLOT} initial={null} />).split(RETURN_TO_SLOT);
  const [before, after, ...more] = template;
  if (after === undefined || more.length) return renderToStaticMarkup(<ConsentBanner returnTo={returnTo} initial={null} />);
  return before + returnTo.replace(/["&'<>]/g, (char) => ATTRIBUTE_ESCAPES[char]!) + after;
}

/** Requests whose page already has the banner spliced in by the edge HTML cache. */
const placed = new WeakSet<Context>();

/**
 * The banner this request's page needs, as bytes for the edge HTML cache to splice into a hit
 * at its stored body slot; `null` when the visitor has a valid consent cookie (no banner). The
 * caller must put it in: the middleware then leaves the body alone and only sets the headers.
 */
export function consentBannerForHit(c: Context<AppEnv>): Uint8Array | null {
  if (consentFromCookies(c.req.header('cookie'))) return null;
  placed.add(c);
  return bannerBytes(c.req.url, () => encoder.encode(consentBannerMarkup(returnPath(c))));
}
const encoder = new TextEncoder();
/** The banner's bytes by request URL (the return path is the URL's path and query). Read only: shared by every hit. */
const bannerBytes = recentValues<Uint8Array>(512);

function returnPath(c: Context): string {
  const url = new URL(c.req.url);
  return safeRedirectPath(`${url.pathname}${url.search}`);
}

/**
 * The consent banner, decided at the edge (issue 10): every HTML page whose request carries no
 * valid `consent` cookie (domain/consent.ts; a malformed or old-version one counts as none) gets
 * the banner's static markup as the first thing in its `<body>`, so it is in the first paint
 * and works without JavaScript. Runs after the edge HTML cache (registered before it in
 * worker/app.tsx): the stored copy never has the banner; a hit gets it spliced in by the cache
 * at the body slot found when the page was stored (`consentBannerForHit`), and only a rendered
 * page without a choice is streamed through `HTMLRewriter`.
 *
 * Headers: every HTML page gets `Vary: Cookie` (its markup now depends on one); a page with the
 * banner `BANNER_CACHE_CONTROL` (a `no-store` one keeps `no-store`).
 */
export const consentBanner = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!(c.res.headers.get('Content-Type') ?? '').startsWith('text/html') || NOT_PAGES.test(c.req.path)) return;
  c.res.headers.append('Vary', 'Cookie');
  if (consentFromCookies(c.req.header('cookie'))) return;
  if (!/no-store/.test(c.res.headers.get('Cache-Control') ?? '')) c.res.headers.set('Cache-Control', BANNER_CACHE_CONTROL);
  if (!c.res.body || placed.has(c)) return;
  const markup = consentBannerMarkup(returnPath(c));
  c.res = new HTMLRewriter()
    .on('body', {
      element(body) {
        body.prepend(markup, { html: true });
      },
    })
    .transform(c.res);
});
