import { CHECKOUT_BACKUP_STORAGE_KEY, CHECKOUT_STORAGE_KEY, defaultCheckoutData, serializeCheckoutData } from '../../domain/checkout-steps';
import { writeStorage } from '../browser-storage';
import { type CookieJar, readCookie } from '../flash-message-cookie';

/** The guest cart id cookie (storefront.md §3 Cookies). */
const CART_COOKIE = 'vsf-cart';

/**
 * After an order is confirmed (/thank-you), the shopper's cart is done with (issue 7 §5 "cart
 * cleared, vsf-cart removed"): the cookie goes and the checkout data in both storage keys is
 * fresh again, so the next visit starts a new cart and an empty checkout. Only while the cookie
 * still names the cart the order was placed from: a reload of /thank-you after the shopper has
 * started a new cart must not throw that one away. Returns whether it cleared anything.
 */
export function clearOrderedCart(orderedCartId: string, jar: CookieJar = document): boolean {
  if (readCookie(jar.cookie, CART_COOKIE) !== orderedCartId) return false;
  jar.cookie = `${CART_COOKIE}=; path=/; max-age=0; secure; samesite=strict`;
  const fresh = serializeCheckoutData(defaultCheckoutData());
  writeStorage(CHECKOUT_BACKUP_STORAGE_KEY, fresh);
  writeStorage(CHECKOUT_STORAGE_KEY, fresh);
  return true;
}
