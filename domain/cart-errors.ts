/**
 * Cart and order error codes as messages the shopper reads (storefront.md §3 "Cart error codes",
 * §8; issue 7: "mapped to clear Estonian messages by code, never by matching English text").
 * Magento's English `message` varies by version and locale; its `code` is the contract. Each
 * message is an et-EE catalogue key. An unknown code (a newer Magento's, or a forged reply) is
 * read as UNDEFINED, never shown raw.
 */

/** `addProductsToCart.user_errors[].code` (Magento CartUserInputErrorType). */
export const CART_ERROR_CODES = ['INSUFFICIENT_STOCK', 'NOT_SALABLE', 'PRODUCT_NOT_FOUND', 'UNDEFINED'] as const;
export type CartErrorCode = (typeof CART_ERROR_CODES)[number];

export const CART_ERROR_MESSAGE = {
  INSUFFICIENT_STOCK: 'The requested qty is not available',
  NOT_SALABLE: 'This product cannot be bought at the moment',
  PRODUCT_NOT_FOUND: 'This product is no longer available',
  UNDEFINED: 'Something went wrong',
} as const satisfies Record<CartErrorCode, string>;

/** `placeOrder.errors[].code` (Magento PlaceOrderErrorCodes, 2.4.7). */
export const PLACE_ORDER_ERROR_CODES = ['CART_NOT_FOUND', 'CART_NOT_ACTIVE', 'GUEST_EMAIL_MISSING', 'UNABLE_TO_PLACE_ORDER', 'UNDEFINED'] as const;
export type PlaceOrderErrorCode = (typeof PLACE_ORDER_ERROR_CODES)[number];

export const PLACE_ORDER_ERROR_MESSAGE = {
  CART_NOT_FOUND: 'Your cart could not be found. Please add the products again',
  CART_NOT_ACTIVE: 'This cart has already been ordered',
  GUEST_EMAIL_MISSING: 'Please enter your e-mail address',
  UNABLE_TO_PLACE_ORDER: 'The order could not be placed. Check your cart and try again',
  UNDEFINED: 'Something went wrong',
} as const satisfies Record<PlaceOrderErrorCode, string>;

const isOneOf = <T extends string>(codes: readonly T[], code: unknown): code is T => codes.some((c) => c === code);

/** The code as a known cart error code; anything else (missing, unknown, not a string) is UNDEFINED. */
export function cartErrorCode(code: unknown): CartErrorCode {
  return isOneOf(CART_ERROR_CODES, code) ? code : 'UNDEFINED';
}

/** The catalogue key for a cart user error's code. */
export function cartErrorMessage(code: unknown): (typeof CART_ERROR_MESSAGE)[CartErrorCode] {
  return CART_ERROR_MESSAGE[cartErrorCode(code)];
}

/** The code as a known placeOrder error code; anything else is UNDEFINED. */
export function placeOrderErrorCode(code: unknown): PlaceOrderErrorCode {
  return isOneOf(PLACE_ORDER_ERROR_CODES, code) ? code : 'UNDEFINED';
}

/** The catalogue key for a placeOrder error's code. */
export function placeOrderErrorMessage(code: unknown): (typeof PLACE_ORDER_ERROR_MESSAGE)[PlaceOrderErrorCode] {
  return PLACE_ORDER_ERROR_MESSAGE[placeOrderErrorCode(code)];
}
