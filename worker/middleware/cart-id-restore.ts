import { setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { serializeFlashMessage } from '../../domain/flash-message';
import { safeRedirectPath } from '../../domain/safe-redirect';
import { COOKIE, COOKIE_ATTRIBUTES, isRestorableCartId } from '../../domain/session-cookies';
import type { AppEnv } from '../app-env';

/** storefront.md §9: the payment-failed notice shows for 5000 ms. */
export const PAYMENT_FAILED_NOTICE_MS = 5000;

/**
 * `?cartId=` on any page (the payment provider sends the shopper back with it):
 * exactly 32 characters → store it in `vsf-cart`, leave a one-shot danger notice in
 * `vsf-message`, and redirect to the same URL without `cartId` (so the clean URL is what
 * gets served, bookmarked and cached). Any other value is ignored. The path is the request's own,
 * so it goes through `safeRedirectPath`: `//evil.example/?cartId=…` must not leave our origin.
 */
export const cartIdRestore = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const cartId = url.searchParams.get('cartId') ?? undefined;
  if (!isRestorableCartId(cartId)) return next();

  url.searchParams.delete('cartId');
  setCookie(c, COOKIE.cart, cartId, COOKIE_ATTRIBUTES);
  setCookie(
    c,
    COOKIE.message,
    serializeFlashMessage({ key: 'Makse ebaõnnestus, sinu ostukorv on taastatud', type: 'danger', timeToLive: PAYMENT_FAILED_NOTICE_MS }),
    COOKIE_ATTRIBUTES,
  );
  c.header('Cache-Control', 'no-store');
  return c.redirect(safeRedirectPath(`${url.pathname}${url.search}`), 302);
});
