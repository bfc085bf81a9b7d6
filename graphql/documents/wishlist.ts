import {
  AddProductsToWishlistDocument,
  AddWishlistItemsToCartDocument,
  CustomerWishlistDocument,
  RemoveProductsFromWishlistDocument,
  WishlistItemsCountDocument,
} from '../generated/operations';
import type { WishlistFieldsFragment } from '../generated/operations';

/*
 * The signed-in customer's wish list (customer.md §3 Wishlist: id, items_count,
 * items_v2.items[id, quantity, product]; §7 Wishlist calls). Magento Open Source keeps one wish
 * list per customer: `customer.wishlists` answers it (created on first use), and the mutations
 * accept wishlist id '0' for "the customer's own" (Magento's resolvers treat a 0 id as the
 * customer's default wish list). Every call needs the customer token (customer.md §6).
 */

export const CUSTOMER_WISHLIST_QUERY = CustomerWishlistDocument;

/** The header count alone (storefront.md §2): no items. */
export const WISHLIST_ITEMS_COUNT_QUERY = WishlistItemsCountDocument;

export const ADD_PRODUCTS_TO_WISHLIST_MUTATION = AddProductsToWishlistDocument;

export const REMOVE_PRODUCTS_FROM_WISHLIST_MUTATION = RemoveProductsFromWishlistDocument;

/** customer.md §7: status, the cart user errors (code + message) and the wish list after the add. */
export const ADD_WISHLIST_ITEMS_TO_CART_MUTATION = AddWishlistItemsToCartDocument;

export type { WishlistFieldsFragment };
