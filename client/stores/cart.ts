/*
 * The `$cart` store (storefront.md §4): its core (cart-core.ts: state, lifecycle, guest e-mail and
 * the reactions to its changes, listening once loaded) and its other actions (adds in
 * cart-adds.ts, lines in cart-lines.ts, coupons and gift cards in cart-codes.ts).
 * Loaded on first use (the header's cart button, an add to cart), not at page load.
 */
export * from './cart-core';
export { addItemsToCart, addProductToCart, addToCartRequest, type AddableProduct, GIFT_CARD_AMOUNT_OPTION_UID } from './cart-adds';
export { removeCartItem, updateCartItem } from './cart-lines';
export { applyCoupon, applyGiftCard, removeCoupon, removeGiftCard } from './cart-codes';
