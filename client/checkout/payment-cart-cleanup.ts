import { CHECKOUT_BACKUP_STORAGE_KEY, CHECKOUT_STORAGE_KEY, defaultCheckoutData, serializeCheckoutData } from '../../domain/checkout-steps';
import { writeStorage } from '../browser-storage';
import { clearCart, currentCartId } from '../stores/cart';

/**
 * After an order is confirmed (/thank-you), the shopper's cart is done with (issue 7 §5 "cart
 * cleared, vsf-cart removed"): the `$cart` store forgets it and drops the `vsf-cart` cookie, and
 * the checkout data in both storage keys is fresh again, so the next visit starts a new cart and
 * an empty checkout. Only while the cookie still names the cart the order was placed from: a
 * reload of /thank-you after the shopper has started a new cart must not throw that one away.
 * Returns whether it cleared anything.
 */
export function clearOrderedCart(orderedCartId: string): boolean {
  if (currentCartId() !== orderedCartId) return false;
  clearCart();
  const fresh = serializeCheckoutData(defaultCheckoutData());
  writeStorage(CHECKOUT_BACKUP_STORAGE_KEY, fresh);
  writeStorage(CHECKOUT_STORAGE_KEY, fresh);
  return true;
}
