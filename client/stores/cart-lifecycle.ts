import { t } from '../../ui/i18n/t';
import { CART_ID_PATTERN } from '../../domain/session-cookie-names';
import { AUTHORIZATION_CATEGORY } from '../../domain/api-envelope';
import { type ApiFailure, type ApiResult, announceSignedOut, callMagento, onSignedOut } from '../api-fetch';
import { currentCartId, dropCustomerToken, hasCustomerToken, storeCartId } from '../session-cookies';
import { enqueue } from './cart-queue';
import { $cart, $cartChange, $cartErrors, $cartLineErrors, $cartStatus, type Cart, type CartAction, cartFailure, type CartResult, setCartError, type TrackedAdd } from './cart-state';

/*
 * The shopper's cart in the browser (storefront.md §4, issue 7 §1): loaded and changed only
 * through the middleware API, never rendered into server HTML (the page stays cacheable). This
 * module is loaded on first use (the header's cart button, an add to cart), not at page load.
 * State: cart-state.ts; reactions (badge, checkout reset, tracking): cart-reactions.ts; actions:
 * the lifecycle here, adds (cart-adds.ts), lines (cart-lines.ts), codes (cart-codes.ts).
 *
 * Lifecycle (§4): the guest cart id lives in the `vsf-cart` cookie (readable, as §3 wants, and
 * what the edge's `?cartId=` restore sets); a cart is created on the first add, or when a load
 * finds no id; a load the backend refuses (cart gone, ordered, not ours) drops the id and
 * starts a new empty cart; a network failure keeps the id (a blip must never lose a cart).
 * A signed-in shopper (customer token cookie) loads `customerCart`; if that fails for any reason
 * but authorization, the token is dropped and the guest cart is used. An authorization error in
 * any reply logs out (§4): token and cart id removed, persistent warning, sent home.
 *
 * Concurrency: every call that changes the cart runs in one queue (cart-queue.ts); whatever the
 * server answers last is the cart shown (`$cart` is only ever set from a server answer).
 */

/** The message for a failed call: the action's own text for a backend refusal, else the §8 server error. */
export const failureText = (result: ApiFailure, backendMessage: string) => (result.kind === 'backend' ? backendMessage : t('Internal server error: try again'));

/** A load or an action the backend could not answer: §8 'Internal server error: try again'. */
export function unavailable(action: CartAction): CartResult {
  if (action === 'load') $cartStatus.set('error');
  return cartFailure(action, t('Internal server error: try again'));
}

/**
 * Show a server answer. `change`: the shopper's own update or removal (`true`) or add, which
 * tracking reports (cart-reactions.ts); a load is no change.
 */
export function showCart(cart: Cart | null, change: boolean | TrackedAdd = false): void {
  const before = $cart.get();
  $cart.set(cart);
  if (change) $cartChange.set({ before, after: cart, add: change === true ? null : change });
}

/** A call that answers the cart (worker/api/cart-methods.ts), for the stored cart id. */
type CartCall = (cartId: string) => Promise<ApiResult<{ readonly cart: Cart | null }>>;

/** Run `call` for the stored cart id and show the cart it answers; a failure is kept as `action`'s error. */
export async function cartCall(action: CartAction, call: CartCall, backendMessage: string): Promise<CartResult> {
  const id = currentCartId();
  if (id === null) return cartFailure(action, backendMessage);
  const reply = await call(id);
  if (!reply.ok || !reply.data.cart) return cartFailure(action, reply.ok ? t('Something went wrong') : failureText(reply, backendMessage));
  showCart(reply.data.cart);
  setCartError(action, null);
  return { ok: true };
}

/**
 * §4 authorization error (and sign-out): the worker has removed the token and cart id cookies
 * and left the warning; client/api-fetch.ts tells every loaded store and sends the shopper home.
 * Here the cart only forgets what it showed.
 */
function forget(): void {
  showCart(null);
  $cartErrors.set({});
  $cartLineErrors.set({});
  $cartStatus.set('idle');
}
onSignedOut(forget);

/** A new empty guest cart, stored in `vsf-cart`; `null` when it could not be created. */
async function createCart(): Promise<string | null> {
  const created = await callMagento('createEmptyCart', []);
  if (!created.ok || !created.data.cartId || !CART_ID_PATTERN.test(created.data.cartId)) return null;
  storeCartId(created.data.cartId);
  return created.data.cartId;
}

/** The cart id to add to: the stored one, or a new cart (§4 "created on first add"). Inside the queue only. */
export async function ensureCartId(): Promise<string | null> {
  return currentCartId() ?? (await createCart());
}

async function loadNow(): Promise<CartResult> {
  $cartStatus.set('loading');
  if (hasCustomerToken()) {
    const customer = await callMagento('customerCart', []);
    if (customer.ok && customer.data.cart) {
      storeCartId(customer.data.cart.id);
      return loaded(customer.data.cart);
    }
    // Signed out by the reply (client/api-fetch.ts cleared the stores and leaves the page).
    if (!customer.ok && customer.category === AUTHORIZATION_CATEGORY) return { ok: false, message: t('You are not authorized, please log in.') };
    // §4: continue as a guest. The stored id is the customer's cart, which a guest may not use
    // (every call would answer the authorization error): it stays with the account, for the next sign-in.
    dropCustomerToken();
    storeCartId(null);
    // Signed in is "a token exists" (§4): the header, wish list and account islands follow now,
    // not at the next page (issue 17 item 9: the header kept 'Minu konto' over a guest cart).
    // The cart's own listener resets it to idle: this load goes on.
    announceSignedOut();
    $cartStatus.set('loading');
  }
  let id = currentCartId();
  if (id !== null) {
    const guest = await callMagento('cart', [id]);
    if (guest.ok && guest.data.cart) return loaded(guest.data.cart);
    if (!guest.ok && guest.kind === 'unavailable') return unavailable('load');
    // Gone, ordered or not this shopper's (a guest refused a customer's cart: the authorization
    // error without a token): §4 "the id is reset and a new cart created".
    storeCartId(null);
  }
  id = await createCart();
  if (id === null) return unavailable('load');
  const fresh = await callMagento('cart', [id]);
  if (fresh.ok && fresh.data.cart) return loaded(fresh.data.cart);
  return unavailable('load');
}

function loaded(cart: Cart): CartResult {
  showCart(cart);
  setCartError('load', null);
  $cartStatus.set('ready');
  return { ok: true };
}

/** Load the cart (§4 lifecycle above). Resolves when the load is done; never rejects. */
export function loadCart(): Promise<CartResult> {
  return enqueue(loadNow);
}

/** Checkout and payment: show a cart another call answered (e.g. after setting addresses), so `$cart` stays the server's latest answer. */
export function showCartFromServer(cart: Cart): void {
  showCart(cart);
}

/** After an order is placed (§ issue 7 "cart cleared, `vsf-cart` removed"): forget the cart. */
export function clearCart(): void {
  storeCartId(null);
  forget();
}
