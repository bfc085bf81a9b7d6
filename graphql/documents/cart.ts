import {
  AddProductsToCartDocument,
  AddVirtualProductsToCartDocument,
  ApplyCouponToCartDocument,
  ApplyGiftCardToCartDocument,
  CartDocument,
  CartTotalQtyDocument,
  CreateEmptyCartDocument,
  CustomerCartDocument,
  RemoveCouponFromCartDocument,
  RemoveGiftCardFromCartDocument,
  RemoveItemFromCartDocument,
  SetGuestEmailOnCartDocument,
  UpdateCartItemsDocument,
} from '../generated/operations';
import type {
  AddProductsToCartMutation,
  AddProductsToCartMutationVariables,
  AddVirtualProductsToCartMutation,
  AddVirtualProductsToCartMutationVariables,
  ApplyCouponToCartMutation,
  ApplyCouponToCartMutationVariables,
  ApplyGiftCardToCartMutation,
  ApplyGiftCardToCartMutationVariables,
  CartFieldsFragment,
  CartQuery,
  CartQueryVariables,
  CartTotalQtyQuery,
  CartTotalQtyQueryVariables,
  CreateEmptyCartMutation,
  CreateEmptyCartMutationVariables,
  CustomerCartQuery,
  CustomerCartQueryVariables,
  RemoveCouponFromCartMutation,
  RemoveCouponFromCartMutationVariables,
  RemoveGiftCardFromCartMutation,
  RemoveGiftCardFromCartMutationVariables,
  RemoveItemFromCartMutation,
  RemoveItemFromCartMutationVariables,
  SetGuestEmailOnCartMutation,
  SetGuestEmailOnCartMutationVariables,
  UpdateCartItemsMutation,
  UpdateCartItemsMutationVariables,
} from '../generated/operations';

/** A guest cart by its masked id. Per shopper: never cached by anyone (Magento: cacheable false). */
export const CART_QUERY = CartDocument;

/** Only the badge count (header): `total_quantity`. */
export const CART_TOTAL_QTY_QUERY = CartTotalQtyDocument;

/**
 * The signed-in customer's cart (storefront.md §4). Needs the customer token: without one
 * Magento answers 'The current customer isn't authorized.' (category graphql-authorization).
 */
export const CUSTOMER_CART_QUERY = CustomerCartDocument;

/** A new guest cart; answers its masked 32-character id. */
export const CREATE_EMPTY_CART_MUTATION = CreateEmptyCartDocument;

/**
 * Partial success: lines that cannot be added come back as `user_errors` (code
 * PRODUCT_NOT_FOUND, NOT_SALABLE, INSUFFICIENT_STOCK or UNDEFINED), the rest are in the cart.
 */
export const ADD_PRODUCTS_TO_CART_MUTATION = AddProductsToCartDocument;

/**
 * Virtual products (the E-gift card, its amount as an entered option of `data`). Magento answers
 * no `user_errors` here: a line that cannot be added is a GraphQL error.
 */
export const ADD_VIRTUAL_PRODUCTS_TO_CART_MUTATION = AddVirtualProductsToCartDocument;

/** New quantities by line uid; a stock problem fails the whole call (graphql-input). */
export const UPDATE_CART_ITEMS_MUTATION = UpdateCartItemsDocument;

export const REMOVE_ITEM_FROM_CART_MUTATION = RemoveItemFromCartDocument;

/** One coupon per cart; an invalid, expired or used-up code is a GraphQL error. */
export const APPLY_COUPON_TO_CART_MUTATION = ApplyCouponToCartDocument;

export const REMOVE_COUPON_FROM_CART_MUTATION = RemoveCouponFromCartDocument;

/** A gift card code pays part or all of the cart (Adobe Commerce); an unknown or used-up code is a GraphQL error. */
export const APPLY_GIFT_CARD_TO_CART_MUTATION = ApplyGiftCardToCartDocument;

export const REMOVE_GIFT_CARD_FROM_CART_MUTATION = RemoveGiftCardFromCartDocument;

export const SET_GUEST_EMAIL_ON_CART_MUTATION = SetGuestEmailOnCartDocument;

export type {
  AddProductsToCartMutation,
  AddProductsToCartMutationVariables,
  AddVirtualProductsToCartMutation,
  AddVirtualProductsToCartMutationVariables,
  ApplyCouponToCartMutation,
  ApplyCouponToCartMutationVariables,
  ApplyGiftCardToCartMutation,
  ApplyGiftCardToCartMutationVariables,
  CartFieldsFragment,
  CartQuery,
  CartQueryVariables,
  CartTotalQtyQuery,
  CartTotalQtyQueryVariables,
  CreateEmptyCartMutation,
  CreateEmptyCartMutationVariables,
  CustomerCartQuery,
  CustomerCartQueryVariables,
  RemoveCouponFromCartMutation,
  RemoveCouponFromCartMutationVariables,
  RemoveGiftCardFromCartMutation,
  RemoveGiftCardFromCartMutationVariables,
  RemoveItemFromCartMutation,
  RemoveItemFromCartMutationVariables,
  SetGuestEmailOnCartMutation,
  SetGuestEmailOnCartMutationVariables,
  UpdateCartItemsMutation,
  UpdateCartItemsMutationVariables,
};
