import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type {
  AddProductsToWishlistMutation,
  AddProductsToWishlistMutationVariables,
  AddWishlistItemsToCartMutation,
  AddWishlistItemsToCartMutationVariables,
  CustomerWishlistQuery,
  CustomerWishlistQueryVariables,
  RemoveProductsFromWishlistMutation,
  RemoveProductsFromWishlistMutationVariables,
  WishlistFieldsFragment,
  WishlistItemsCountQuery,
  WishlistItemsCountQueryVariables,
} from '../generated/operations';
import { PRICE_RANGE_FRAGMENT, PRODUCT_CARD_FRAGMENT } from './fragments';

/*
 * The signed-in customer's wish list (customer.md §3 Wishlist: id, items_count,
 * items_v2.items[id, quantity, product]; §7 Wishlist calls). Magento Open Source keeps one wish
 * list per customer: `customer.wishlists` answers it (created on first use), and the mutations
 * accept wishlist id '0' for "the customer's own" (Magento's resolvers treat a 0 id as the
 * customer's default wish list). Every call needs the customer token (customer.md §6).
 */

/**
 * What the wish list sidebar and the product page hearts read: each item with its product card
 * (image, name, price, link) and, for a configurable item, the chosen options and variant.
 * One page of `WISHLIST_PAGE_SIZE` items (worker/api/wishlist-methods.ts): a bounded answer.
 */
export const WISHLIST_FRAGMENT = gql`
  fragment WishlistFields on Wishlist {
    id
    items_count
    items_v2(currentPage: 1, pageSize: 100) {
      items {
        __typename
        id
        quantity
        product {
          ...ProductCard
        }
        ... on ConfigurableWishlistItem {
          configurable_options {
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
            price_range {
              ...PriceRangeFields
            }
          }
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${PRICE_RANGE_FRAGMENT}
`;

export const CUSTOMER_WISHLIST_QUERY = gql`
  query CustomerWishlist {
    customer {
      wishlists(pageSize: 1, currentPage: 1) {
        ...WishlistFields
      }
    }
  }
  ${WISHLIST_FRAGMENT}
` as TypedDocumentNode<CustomerWishlistQuery, CustomerWishlistQueryVariables>;

/** The header count alone (storefront.md §2): no items. */
export const WISHLIST_ITEMS_COUNT_QUERY = gql`
  query WishlistItemsCount {
    customer {
      wishlists(pageSize: 1, currentPage: 1) {
        id
        items_count
      }
    }
  }
` as TypedDocumentNode<WishlistItemsCountQuery, WishlistItemsCountQueryVariables>;

export const ADD_PRODUCTS_TO_WISHLIST_MUTATION = gql`
  mutation AddProductsToWishlist($wishlistId: ID!, $wishlistItems: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $wishlistItems) {
      wishlist {
        ...WishlistFields
      }
      user_errors {
        code
        message
      }
    }
  }
  ${WISHLIST_FRAGMENT}
` as TypedDocumentNode<AddProductsToWishlistMutation, AddProductsToWishlistMutationVariables>;

export const REMOVE_PRODUCTS_FROM_WISHLIST_MUTATION = gql`
  mutation RemoveProductsFromWishlist($wishlistId: ID!, $wishlistItemsIds: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $wishlistItemsIds) {
      wishlist {
        ...WishlistFields
      }
      user_errors {
        code
        message
      }
    }
  }
  ${WISHLIST_FRAGMENT}
` as TypedDocumentNode<RemoveProductsFromWishlistMutation, RemoveProductsFromWishlistMutationVariables>;

/** customer.md §7: status, the cart user errors (code + message) and the wish list after the add. */
export const ADD_WISHLIST_ITEMS_TO_CART_MUTATION = gql`
  mutation AddWishlistItemsToCart($wishlistId: ID!, $wishlistItemIds: [ID!]) {
    addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: $wishlistItemIds) {
      status
      add_wishlist_items_to_cart_user_errors {
        code
        message
        wishlistItemId
      }
      wishlist {
        ...WishlistFields
      }
    }
  }
  ${WISHLIST_FRAGMENT}
` as TypedDocumentNode<AddWishlistItemsToCartMutation, AddWishlistItemsToCartMutationVariables>;

export type { WishlistFieldsFragment };
