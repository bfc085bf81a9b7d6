import { browser } from '../browser-env';
import { writeStorage } from '../browser-storage';
import { addedItems, cartChanges } from '../tracking/cart-items';
import { $cart, $cartChange, type Cart } from './cart-state';
import { CART_COUNT_EVENT, publishTracking } from './ui';

/*
 * What follows a change of `$cart`, as listeners (the nanostores README's "Separate changes and
 * reaction"): the actions only set state from server answers. Imported by cart.ts, so they are
 * listening whenever the store is loaded.
 */

/**
 * §4: when the cart becomes empty the checkout storage is reset (both keys). An empty object
 * restores as fresh defaults (domain/checkout-steps.ts `restoreCheckoutData`); writing it rather
 * than `defaultCheckoutData()` keeps the checkout schema (and the zod it needs) out of the
 * cart's chunk, which every page may load.
 */
export const RESET_CHECKOUT_DATA = '{}';
/** domain/checkout-steps.ts CHECKOUT_STORAGE_KEY and CHECKOUT_BACKUP_STORAGE_KEY (cart.test.ts checks they match). */
export const CHECKOUT_STORAGE_KEYS = ['vsf-checkout', 'vsf-checkout-dump'] as const;

const lineCount = (cart: Cart | null | undefined) => cart?.items.length ?? 0;

$cart.listen((cart, before) => {
  // The header badge (client/cart-button.ts listens in the boot module).
  browser().events.dispatchEvent(new CustomEvent(CART_COUNT_EVENT, { detail: cart ? cart.total_quantity : null }));
  if (lineCount(before) > 0 && cart !== null && lineCount(cart) === 0) {
    for (const key of CHECKOUT_STORAGE_KEYS) writeStorage(key, RESET_CHECKOUT_DATA);
  }
});

/**
 * add_to_cart and remove_from_cart for the shopper's own changes. A page that never loaded the
 * cart knows only what it sent: each line of the add is reported with the quantity sent (the
 * cart's other lines, and the lines' earlier quantities, are unknown).
 */
$cartChange.listen((change) => {
  if (change === null) return;
  const { before, after, add } = change;
  if (before === null && !add) return;
  const changes = before === null && add ? { added: addedItems(after, add.items), removed: [] } : cartChanges(before, after);
  const product = add?.product;
  const added = product ? changes.added.map((item) => (item.sku === product.sku && product.categories.length ? { ...item, categories: product.categories } : item)) : changes.added;
  const target = browser().events;
  if (added.length) publishTracking({ type: 'add_to_cart', items: added }, target);
  if (changes.removed.length) publishTracking({ type: 'remove_from_cart', items: changes.removed }, target);
});
