import './cart-reactions';

/*
 * The `$cart` store (storefront.md §4): its state (cart-state.ts), its actions (the lifecycle in
 * cart-lifecycle.ts, adds in cart-adds.ts, lines in cart-lines.ts, codes in cart-codes.ts) and
 * the reactions to its changes (cart-reactions.ts, listening once this module is loaded).
 * Loaded on first use (the header's cart button, an add to cart), not at page load.
 */
export * from './cart-state';
export { clearCart, loadCart, showCartFromServer } from './cart-lifecycle';
export { addItemsToCart, addProductToCart, addToCartRequest, type AddableProduct, GIFT_CARD_AMOUNT_OPTION_UID } from './cart-adds';
export { removeCartItem, updateCartItem } from './cart-lines';
export { applyCoupon, applyGiftCard, removeCoupon, removeGiftCard, setGuestEmail } from './cart-codes';
export { CHECKOUT_STORAGE_KEYS, RESET_CHECKOUT_DATA } from './cart-reactions';
export { currentCartId } from '../session-cookies';
