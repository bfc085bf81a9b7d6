import { z } from 'zod';
import { mediaPath } from '../../domain/image-url';
import { productPath } from '../../domain/links';
import {
  ADD_PRODUCTS_TO_WISHLIST_MUTATION,
  ADD_WISHLIST_ITEMS_TO_CART_MUTATION,
  CUSTOMER_WISHLIST_QUERY,
  REMOVE_PRODUCTS_FROM_WISHLIST_MUTATION,
  WISHLIST_ITEMS_COUNT_QUERY,
  type WishlistFieldsFragment,
} from '../../graphql/documents';
import { productCards } from '../../routes/product-cards';
import { method, Sku } from './method';

/*
 * The wish list methods of the middleware API (customer.md §7 Wishlist). Every call acts on the
 * customer of the `vsf-customer` token (the `shopper` client sends it); none takes a customer id,
 * so a shopper can only ever reach their own list: the backend checks that the wish list and
 * item ids belong to the token's customer. Without a token Magento answers its authorization
 * error (the browser's `$wishlist` store never calls without one, customer.md §4).
 *
 * Inputs are strict and bounded: quantity is always 1 (customer.md §7), ids are Magento's
 * numeric ids (wish list id '0' = the customer's own list), at most `MAX_ITEMS_PER_CALL` items.
 */

/** One page of items; Magento Open Source's wish list has no paging in the storefront (WISHLIST_FRAGMENT asks for 100). */
export const WISHLIST_PAGE_SIZE = 100;
const MAX_ITEMS_PER_CALL = 20;

/** Magento wish list and item ids are integers (as strings); '0' names the customer's own list. */
const WishlistId = z.string().regex(/^\d{1,10}$/);
const ItemId = z.string().regex(/^\d{1,10}$/);
/** Magento uids are base64 of an id or of "type/id/value": short. */
const Uid = z.string().min(1).max(128);

const WishlistItemInput = z.strictObject({
  sku: Sku,
  /** customer.md §7: always 1. */
  quantity: z.literal(1),
  /** A configurable product's SKU when `sku` is its chosen variant. */
  parent_sku: Sku.optional(),
  selected_options: z.array(Uid).max(20).optional(),
  /** A bundle's (or gift card's) entered options. */
  entered_options: z.array(z.strictObject({ uid: Uid, value: z.string().max(255) })).max(20).optional(),
});

type WishlistItemFields = NonNullable<NonNullable<WishlistFieldsFragment['items_v2']>['items'][number]>;

/** A wish list item as the browser gets it: the product card, its type and the chosen variant. */
function itemView(item: WishlistItemFields) {
  const [card] = productCards([item.product]);
  if (!card || !item.product) return null;
  const variant = item.__typename === 'ConfigurableWishlistItem' && item.configured_variant?.sku ? item.configured_variant : null;
  return {
    id: item.id,
    quantity: item.quantity,
    typename: item.product.__typename,
    path: productPath(card),
    product: card,
    options: item.__typename === 'ConfigurableWishlistItem' ? (item.configurable_options ?? []).map((option) => ({ label: option.option_label, value: option.value_label })) : [],
    variant: variant
      ? {
          sku: variant.sku,
          name: variant.name,
          image: mediaPath(variant.small_image?.url),
          price: variant.price_range.minimum_price,
        }
      : null,
  };
}

/**
 * The wish list as the browser gets it; items whose product is gone (or malformed) left out.
 * `null` when the customer has none yet (Magento creates it on the first add).
 */
export function wishlistView(wishlist: WishlistFieldsFragment | null | undefined) {
  if (!wishlist?.id) return null;
  const items = (wishlist.items_v2?.items ?? []).flatMap((item) => (item ? (itemView(item) ?? []) : []));
  return { id: wishlist.id, items_count: wishlist.items_count ?? items.length, items };
}
export type WishlistView = NonNullable<ReturnType<typeof wishlistView>>;

const userErrors = (errors: ReadonlyArray<{ code: string; message: string }> | null | undefined) => (errors ?? []).map(({ code, message }) => ({ code, message }));

export const WISHLIST_METHODS = {
  wishlist: method({
    args: z.tuple([]),
    async run(_args, { shopper }) {
      const data = await shopper.query(CUSTOMER_WISHLIST_QUERY);
      return { wishlist: wishlistView(data.customer?.wishlists[0]) };
    },
  }),
  /** The header count (storefront.md §2); 0 without a wish list. */
  wishlistItemsCount: method({
    args: z.tuple([]),
    async run(_args, { shopper }) {
      const data = await shopper.query(WISHLIST_ITEMS_COUNT_QUERY);
      return { items_count: data.customer?.wishlists[0]?.items_count ?? 0 };
    },
  }),
  /** Partial success: `user_errors` (PRODUCT_NOT_FOUND, UNDEFINED) come back as data. */
  addProductsToWishlist: method({
    args: z.tuple([z.strictObject({ wishlistId: WishlistId, wishlistItems: z.array(WishlistItemInput).min(1).max(MAX_ITEMS_PER_CALL) })]),
    async run([variables], { shopper }) {
      const data = await shopper.mutate(ADD_PRODUCTS_TO_WISHLIST_MUTATION, variables);
      const output = data.addProductsToWishlist;
      return { wishlist: wishlistView(output?.wishlist), user_errors: userErrors(output?.user_errors) };
    },
  }),
  removeProductsFromWishlist: method({
    args: z.tuple([z.strictObject({ wishlistId: WishlistId, wishlistItemsIds: z.array(ItemId).min(1).max(MAX_ITEMS_PER_CALL) })]),
    async run([variables], { shopper }) {
      const data = await shopper.mutate(REMOVE_PRODUCTS_FROM_WISHLIST_MUTATION, variables);
      const output = data.removeProductsFromWishlist;
      return { wishlist: wishlistView(output?.wishlist), user_errors: userErrors(output?.user_errors) };
    },
  }),
  /**
   * Into the customer's cart (customer.md §7): `status`, the cart user errors (INSUFFICIENT_STOCK,
   * NOT_SALABLE, PRODUCT_NOT_FOUND, UNDEFINED) as data, and the wish list after the add.
   */
  addWishlistItemsToCart: method({
    args: z.tuple([z.strictObject({ wishlistId: WishlistId, wishlistItemIds: z.array(ItemId).min(1).max(MAX_ITEMS_PER_CALL) })]),
    async run([variables], { shopper }) {
      const data = await shopper.mutate(ADD_WISHLIST_ITEMS_TO_CART_MUTATION, variables);
      const output = data.addWishlistItemsToCart;
      return {
        status: output?.status ?? false,
        user_errors: (output?.add_wishlist_items_to_cart_user_errors ?? []).map(({ code, message, wishlistItemId }) => ({ code, message, wishlistItemId })),
        wishlist: wishlistView(output?.wishlist),
      };
    },
  }),
} as const;
