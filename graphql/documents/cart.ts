import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
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

/**
 * What the cart sidebar and checkout show of a cart: lines with image, variant and row totals,
 * totals with VAT and discounts, the applied coupon and gift card codes (with what each pays),
 * a gift card line's chosen amount. Every price comes from the backend.
 * `items` is Magento's deprecated list (itemsV2 is paginated and not in our subset); it may
 * hold nulls for lines whose product is gone.
 */
export const CART_FRAGMENT = gql`
  fragment CartFields on Cart {
    id
    email
    is_virtual
    total_quantity
    items {
      __typename
      uid
      quantity
      product {
        __typename
        uid
        sku
        name
        url_key
        small_image {
          url
          label
        }
      }
      prices {
        price_including_tax {
          value
          currency
        }
        row_total_including_tax {
          value
          currency
        }
        total_item_discount {
          value
          currency
        }
      }
      ... on GiftCardCartItem {
        amount {
          value
          currency
        }
      }
      ... on ConfigurableCartItem {
        configurable_options {
          configurable_product_option_uid
          configurable_product_option_value_uid
          option_label
          value_label
        }
        configured_variant {
          uid
          sku
          name
          small_image {
            url
            label
          }
        }
      }
    }
    prices {
      subtotal_including_tax {
        value
        currency
      }
      subtotal_excluding_tax {
        value
        currency
      }
      grand_total {
        value
        currency
      }
      applied_taxes {
        label
        amount {
          value
          currency
        }
      }
      discounts {
        label
        amount {
          value
          currency
        }
      }
      giftcards_amount {
        value
        currency
      }
    }
    applied_coupons {
      code
    }
    applied_gift_cards {
      code
      applied_balance {
        value
        currency
      }
    }
  }
`;

/** A guest cart by its masked id. Per shopper: never cached by anyone (Magento: cacheable false). */
export const CART_QUERY = gql`
  query Cart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartFields
    }
  }
  ${CART_FRAGMENT}
` as TypedDocumentNode<CartQuery, CartQueryVariables>;

/** Only the badge count (header): `total_quantity`. */
export const CART_TOTAL_QTY_QUERY = gql`
  query CartTotalQty($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
    }
  }
` as TypedDocumentNode<CartTotalQtyQuery, CartTotalQtyQueryVariables>;

/**
 * The signed-in customer's cart (storefront.md §4). Needs the customer token: without one
 * Magento answers 'The current customer isn't authorized.' (category graphql-authorization).
 */
export const CUSTOMER_CART_QUERY = gql`
  query CustomerCart {
    customerCart {
      ...CartFields
    }
  }
  ${CART_FRAGMENT}
` as TypedDocumentNode<CustomerCartQuery, CustomerCartQueryVariables>;

/** A new guest cart; answers its masked 32-character id. */
export const CREATE_EMPTY_CART_MUTATION = gql`
  mutation CreateEmptyCart {
    createEmptyCart
  }
` as TypedDocumentNode<CreateEmptyCartMutation, CreateEmptyCartMutationVariables>;

/**
 * Partial success: lines that cannot be added come back as `user_errors` (code
 * PRODUCT_NOT_FOUND, NOT_SALABLE, INSUFFICIENT_STOCK or UNDEFINED), the rest are in the cart.
 */
export const ADD_PRODUCTS_TO_CART_MUTATION = gql`
  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
      cart {
        ...CartFields
      }
      user_errors {
        code
        message
      }
    }
  }
  ${CART_FRAGMENT}
` as TypedDocumentNode<AddProductsToCartMutation, AddProductsToCartMutationVariables>;

/**
 * Virtual products (the E-gift card, its amount as an entered option of `data`). Magento answers
 * no `user_errors` here: a line that cannot be added is a GraphQL error.
 */
export const ADD_VIRTUAL_PRODUCTS_TO_CART_MUTATION = gql`
  mutation AddVirtualProductsToCart($input: AddVirtualProductsToCartInput!) {
    addVirtualProductsToCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FRAGMENT}
` as TypedDocumentNode<AddVirtualProductsToCartMutation, AddVirtualProductsToCartMutationVariables>;

/** New quantities by line uid; a stock problem fails the whole call (graphql-input). */
export const UPDATE_CART_ITEMS_MUTATION = gql`
  mutation UpdateCartItems($input: UpdateCartItemsInput!) {
    updateCartItems(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FRAGMENT}
` as TypedDocumentNode<UpdateCartItemsMutation, UpdateCartItemsMutationVariables>;

export const REMOVE_ITEM_FROM_CART_MUTATION = gql`
  mutation RemoveItemFromCart($input: RemoveItemFromCartInput!) {
    removeItemFromCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FRAGMENT}
` as TypedDocumentNode<RemoveItemFromCartMutation, RemoveItemFromCartMutationVariables>;

/** One coupon per cart; an invalid, expired or used-up code is a GraphQL error. */
export const APPLY_COUPON_TO_CART_MUTATION = gql`
  mutation ApplyCouponToCart($input: ApplyCouponToCartInput!) {
    applyCouponToCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FRAGMENT}
` as TypedDocumentNode<ApplyCouponToCartMutation, ApplyCouponToCartMutationVariables>;

export const REMOVE_COUPON_FROM_CART_MUTATION = gql`
  mutation RemoveCouponFromCart($input: RemoveCouponFromCartInput!) {
    removeCouponFromCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FRAGMENT}
` as TypedDocumentNode<RemoveCouponFromCartMutation, RemoveCouponFromCartMutationVariables>;

/** A gift card code pays part or all of the cart (Adobe Commerce); an unknown or used-up code is a GraphQL error. */
export const APPLY_GIFT_CARD_TO_CART_MUTATION = gql`
  mutation ApplyGiftCardToCart($input: ApplyGiftCardToCartInput!) {
    applyGiftCardToCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FRAGMENT}
` as TypedDocumentNode<ApplyGiftCardToCartMutation, ApplyGiftCardToCartMutationVariables>;

export const REMOVE_GIFT_CARD_FROM_CART_MUTATION = gql`
  mutation RemoveGiftCardFromCart($input: RemoveGiftCardFromCartInput!) {
    removeGiftCardFromCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FRAGMENT}
` as TypedDocumentNode<RemoveGiftCardFromCartMutation, RemoveGiftCardFromCartMutationVariables>;

export const SET_GUEST_EMAIL_ON_CART_MUTATION = gql`
  mutation SetGuestEmailOnCart($input: SetGuestEmailOnCartInput!) {
    setGuestEmailOnCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FRAGMENT}
` as TypedDocumentNode<SetGuestEmailOnCartMutation, SetGuestEmailOnCartMutationVariables>;

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
