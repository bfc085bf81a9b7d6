import { CHECKOUT_BACKUP_STORAGE_KEY, CHECKOUT_STORAGE_KEY, defaultCheckoutData, serializeCheckoutData } from '../../domain/checkout-steps';
import { browser } from '../browser-env';
import { writeStorage } from '../browser-storage';
import { currentCartId, storeCartId } from '../session-cookies';
import { CART_COUNT_EVENT } from '../stores/ui';

/**
 * After an order is confirmed (/thank-you), the shopper's cart is done with (issue 7 §5 "cart
 * cleared, vsf-cart removed"): the `vsf-cart` cookie goes, the header badge empties and the
 * checkout data in both storage keys is fresh again, so the next visit starts a new cart and an
 * empty checkout. Not through `clearCart` of client/stores/cart.ts: that module (loaded on first
 * use) would put the whole cart store on /thank-you, over its JS budget; when it loads later it
 * reads the cookie, which is gone. Only while the cookie still names the cart the order was
 * placed from: a reload of /thank-you after the shopper has started a new cart must not throw
 * that one away. Returns whether it cleared anything.
 */
export function clearOrderedCart(orderedCartId: string): boolean {
  if (currentCartId() !== orderedCartId) return false;
  storeCartId(null);
  browser().events.dispatchEvent(new CustomEvent(CART_COUNT_EVENT, { detail: null }));
  const fresh = serializeCheckoutData(defaultCheckoutData());
  writeStorage(CHECKOUT_BACKUP_STORAGE_KEY, fresh);
  writeStorage(CHECKOUT_STORAGE_KEY, fresh);
  return true;
}
