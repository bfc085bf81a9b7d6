import './cart-reactions';

/*
 * The `$cart` store as the checkout uses it (client/checkout/checkout-cart.ts): its state, its
 * lifecycle (load, show, clear), the guest's e-mail and the reactions to its changes. Adds, line
 * changes, coupons and gift cards are in `cart.ts`, which re-exports all of this: the checkout's
 * chunks load none of them.
 */
export * from './cart-state';
export { clearCart, loadCart, showCartFromServer } from './cart-lifecycle';
export { setGuestEmail } from './cart-email';
export { CHECKOUT_STORAGE_KEYS, RESET_CHECKOUT_DATA } from './cart-reactions';
export { currentCartId } from '../session-cookies';
