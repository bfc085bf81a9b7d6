import { atom } from 'nanostores';
import type { MagentoReply } from '../../worker/api/contract';
import { callMagento } from '../api-fetch';
import { lazyModule } from '../chunk-reload';

/**
 * The cart as the checkout reads it: lines and totals for the order summary, and (from the
 * shipping methods) the shipping address with the carriers' offers and the delivery services.
 * The cart's lifecycle is the cart store's (`$cart`, client/stores/cart.ts); this adds what only
 * the checkout reads. The checkout only ever shows what the backend answered.
 */

/** The cart with its shipping details (worker/api/checkout-methods.ts `checkoutCartView`). */
export type CheckoutCart = NonNullable<MagentoReply<'availableShippingMethods'>['cart']>;
export type CheckoutShippingMethod = NonNullable<CheckoutCart['shipping_addresses'][number]>['available_shipping_methods'][number];

/**
 * The cart store's core (client/stores/cart-core.ts: no adds, line changes or codes), loaded when
 * the island starts rather than with it: it brings the notices' store, which no island carries in
 * its static closure (client/client-build.test.ts). Rejects only when its chunk cannot load
 * (reloads the page).
 */
export const cartStore = lazyModule(() => import('../stores/cart-core'));

export type CheckoutCartState =
  | { readonly status: 'loading' }
  | { readonly status: 'empty' }
  | { readonly status: 'failed'; readonly message: string | null }
  | { readonly status: 'ready'; readonly cart: CheckoutCart };

/**
 * The cart with its shipping details as the checkout last read it. Loading until the browser
 * asks (never set on the server). Its lines and totals are also in `$cart` (the cart store),
 * which every checkout answer updates too.
 */
export const $checkoutCart = atom<CheckoutCartState>({ status: 'loading' });

/**
 * Adopt a cart the backend answered (after a checkout call), here and in `$cart`: empty when it
 * has no lines. Returns the state set.
 */
export function showCheckoutCart(cart: CheckoutCart | null): CheckoutCartState {
  const state: CheckoutCartState = cart && cart.items.length > 0 ? { status: 'ready', cart } : { status: 'empty' };
  $checkoutCart.set(state);
  if (cart) void cartStore().then((store) => store.showCartFromServer(cart));
  return state;
}

/**
 * Load the shopper's cart through the cart store (its §4 lifecycle: a missing or refused id
 * becomes a new empty cart), then its shipping details (`availableShippingMethods`). No lines is
 * `empty`; an unreachable backend or an unreadable answer is `failed` with a message.
 * Resolves to the state set.
 */
export async function loadCheckoutCart(): Promise<CheckoutCartState> {
  $checkoutCart.set({ status: 'loading' });
  let store: Awaited<ReturnType<typeof cartStore>>;
  try {
    store = await cartStore();
  } catch {
    return fail(null);
  }
  const loaded = await store.loadCart();
  const cart = store.$cart.get();
  if (!loaded.ok && !cart) return fail(loaded.message);
  if (!cart || cart.items.length === 0) return showCheckoutCart(null);
  const result = await callMagento('availableShippingMethods', [cart.id]);
  if (!result.ok) return fail(result.message);
  return showCheckoutCart(result.data.cart);
}

/** The guest e-mail the cart store has just set on the cart, noted on the checkout's copy. */
export function noteGuestEmail(email: string): void {
  const state = $checkoutCart.get();
  if (state.status === 'ready') $checkoutCart.set({ status: 'ready', cart: { ...state.cart, email } });
}

function fail(message: string | null): CheckoutCartState {
  const state: CheckoutCartState = { status: 'failed', message };
  $checkoutCart.set(state);
  return state;
}
