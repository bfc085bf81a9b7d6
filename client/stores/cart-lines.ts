import { MAX_CART_QUANTITY } from '../../domain/add-to-cart';
import { t } from '../../ui/i18n/t';
import { callMagento } from '../api-fetch';
import { currentCartId } from '../session-cookies';
import { failureText, showCart } from './cart-lifecycle';
import { pushToast } from './notifications';
import { enqueue } from './cart-queue';
import { $cart, $cartLineErrors, $cartPending, $cartRemoving, type CartResult, setCartError, setKey } from './cart-state';

/**
 * Changes of the `$cart` store's lines (storefront.md §4): quantity updates, coalesced per line
 * (the newest wanted quantity is sent when its turn comes), and removals.
 */
const queuedUpdates = new Map<string, Promise<CartResult>>();

/**
 * Set line `uid` to `quantity` (§4: only above 0; remove a line with `removeCartItem`). Calls
 * for the same line while one waits are merged into it: the newest quantity is sent.
 */
export function updateCartItem(uid: string, quantity: number): Promise<CartResult> {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_CART_QUANTITY) {
    return Promise.resolve({ ok: false, message: t('Please enter a valid quantity') });
  }
  setKey($cartPending, uid, quantity);
  const waiting = queuedUpdates.get(uid);
  if (waiting) return waiting;
  const run = enqueue(async (): Promise<CartResult> => {
    queuedUpdates.delete(uid);
    const wanted = $cartPending.get()[uid];
    const id = currentCartId();
    if (wanted === undefined || id === null || $cartRemoving.get()[uid]) return { ok: true };
    const reply = await callMagento('updateCartItems', [{ cart_id: id, cart_items: [{ cart_item_uid: uid, quantity: wanted }] }]);
    // Only the answer to the newest wish ends the wait; an older one still updates the cart.
    if ($cartPending.get()[uid] === wanted || !reply.ok) setKey($cartPending, uid, undefined);
    if (!reply.ok) {
      // Magento refuses a quantity it cannot sell as an input error; its text is English, so ours.
      const message = failureText(reply, reply.category === 'graphql-input' ? t('The requested qty is not available') : t('Something went wrong'));
      setCartError('updateItem', message);
      setKey($cartLineErrors, uid, message);
      return { ok: false, message };
    }
    if (reply.data.cart) showCart(reply.data.cart, true);
    setCartError('updateItem', null);
    setKey($cartLineErrors, uid, undefined);
    return { ok: true };
  });
  queuedUpdates.set(uid, run);
  return run;
}

const queuedRemovals = new Map<string, Promise<CartResult>>();

/** Remove line `uid`; a second call while the first is pending is the same removal. Toast 'Product removed from cart'. */
export function removeCartItem(uid: string): Promise<CartResult> {
  const waiting = queuedRemovals.get(uid);
  if (waiting) return waiting;
  setKey($cartRemoving, uid, true);
  const run = enqueue(async (): Promise<CartResult> => {
    const id = currentCartId();
    try {
      if (id === null || !$cart.get()?.items.some((line) => line.uid === uid)) return { ok: true };
      const reply = await callMagento('removeItemFromCart', [{ cart_id: id, cart_item_uid: uid }]);
      if (!reply.ok) {
        const message = failureText(reply, t('Something went wrong'));
        setCartError('removeItem', message);
        setKey($cartLineErrors, uid, message);
        return { ok: false, message };
      }
      if (reply.data.cart) showCart(reply.data.cart, true);
      setKey($cartPending, uid, undefined);
      setKey($cartLineErrors, uid, undefined);
      setCartError('removeItem', null);
      pushToast(t('Product removed from cart'));
      return { ok: true };
    } finally {
      queuedRemovals.delete(uid);
      setKey($cartRemoving, uid, undefined);
    }
  });
  queuedRemovals.set(uid, run);
  return run;
}

