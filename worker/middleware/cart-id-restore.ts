import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { serializeFlashMessage } from '../../domain/flash-message';
import { safeRedirectPath } from '../../domain/safe-redirect';
import { COOKIE, COOKIE_ATTRIBUTES, isOwnedCartId, isRestorableCartId, PLACED_CART_ATTRIBUTES, PLACED_CART_COOKIE } from '../../domain/session-cookies';
import type { AppEnv } from '../app-env';

/** storefront.md §9: the payment-failed notice shows for 5000 ms. */
export const PAYMENT_FAILED_NOTICE_MS = 5000;

/**
 * `?cartId=` on any page (the payment provider sends the shopper back with it):
 * exactly 32 characters of a cart this browser owned (its own `vsf-cart`, or the cart of the
 * redirect-payment order it placed: `PLACED_CART_COOKIE`, consumed here) → store it in
 * `vsf-cart`, leave a one-shot danger notice in `vsf-message`, and redirect to the same URL
 * without `cartId` (so the clean URL is what gets served, bookmarked and cached). A well-formed id
 * this browser never owned (a link someone sent: cart fixation, issue 17 item 1) is dropped: the
 * clean URL, no cookie touched, so a signed-in shopper stays signed in with their own cart. Any
 * other value is ignored. The path is the request's own, so it goes through `safeRedirectPath`:
 * `//evil.example/?cartId=…` must not leave our origin.
 */
export const cartIdRestore = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const cartId = url.searchParams.get('cartId') ?? undefined;
  if (!isRestorableCartId(cartId)) return next();

  url.searchParams.delete('cartId');
  c.header('Cache-Control', 'no-store');
  const clean = safeRedirectPath(`${url.pathname}${url.search}`);
  if (!isOwnedCartId(cartId, { cartId: c.var.session.cartId, placedCartId: getCookie(c, PLACED_CART_COOKIE) })) {
    console.log(JSON.stringify({ at: 'cart-restore', refused: 'not this browser\'s cart' }));
    return c.redirect(clean, 302);
  }
  setCookie(c, COOKIE.cart, cartId, COOKIE_ATTRIBUTES);
  deleteCookie(c, PLACED_CART_COOKIE, PLACED_CART_ATTRIBUTES);
  setCookie(
    c,
    COOKIE.message,
    serializeFlashMessage({ key: 'Makse ebaõnnestus, sinu ostukorv on taastatud', type: 'danger', timeToLive: PAYMENT_FAILED_NOTICE_MS }),
    COOKIE_ATTRIBUTES,
  );
  return c.redirect(clean, 302);
});
