import { CHECKOUT_BACKUP_STORAGE_KEY, CHECKOUT_STORAGE_KEY, defaultCheckoutData, serializeCheckoutData } from '../../domain/checkout-steps';
import { writeStorage } from '../browser-storage';
import { publishCartCount } from '../stores/cart-count';

/** storefront.md §3 Cookies (client/stores/cart.ts keeps the same name). */
const CART_COOKIE = 'vsf-cart';

/** Anything with a `document.cookie`-like accessor, so tests need no browser. */
export type CookieJar = { cookie: string };

/**
 * The cookie's value. Not client/flash-message-cookie.ts's `readCookie`: that module brings the
 * notifications store, which no island may load statically (client/client-build.test.ts).
 */
const cookieValue = (jar: CookieJar, name: string) =>
  jar.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1) ?? null;

/**
 * After an order is confirmed (/thank-you), the shopper's cart is done with (issue 7 §5 "cart
 * cleared, vsf-cart removed"): the `vsf-cart` cookie goes, the header badge empties and the
 * checkout data in both storage keys is fresh again (`badge`: where the header badge listens;
 * the window by default), so the next visit starts a new cart and an
 * empty checkout. Not through `clearCart` of client/stores/cart.ts: that module (loaded on first
 * use) would put the whole cart store on /thank-you, over its JS budget; when it loads later it
 * reads the cookie, which is gone. Only while the cookie still names the cart the order was
 * placed from: a reload of /thank-you after the shopper has started a new cart must not throw
 * that one away. Returns whether it cleared anything.
 */
export function clearOrderedCart(orderedCartId: string, jar: CookieJar = document, badge?: EventTarget): boolean {
  if (cookieValue(jar, CART_COOKIE) !== orderedCartId) return false;
  jar.cookie = `${CART_COOKIE}=; path=/; secure; samesite=strict; max-age=0`;
  publishCartCount(null, badge);
  const fresh = serializeCheckoutData(defaultCheckoutData());
  writeStorage(CHECKOUT_BACKUP_STORAGE_KEY, fresh);
  writeStorage(CHECKOUT_STORAGE_KEY, fresh);
  return true;
}
