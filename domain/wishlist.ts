/**
 * Wish list rules (customer.md §4 Wishlist, §5, §7): which product types can be added, the item
 * an add sends, and when a product counts as already in the list. Pure functions of plain data.
 */

/** customer.md §5: the only product types an add supports; others are logged as unsupported. */
export const WISHLIST_PRODUCT_TYPES = [
  'VirtualProduct',
  'DownloadableProduct',
  'GroupedProduct',
  'GiftCardProduct',
  'SimpleProduct',
  'ConfigurableProduct',
  'BundleProduct',
] as const;

/** What the page knows of a product being added (a product page, a card). */
export type WishlistProduct = {
  readonly typename: string;
  readonly sku: string;
  /** A configurable product's chosen variant SKU, when one is chosen. */
  readonly variantSku?: string | null;
  /** A bundle's entered options. */
  readonly enteredOptions?: readonly { readonly uid: string; readonly value: string }[] | null;
};

/** worker/api/wishlist-methods.ts `WishlistItemInput`. */
export type WishlistItemInput = {
  readonly sku: string;
  readonly quantity: 1;
  readonly parent_sku?: string;
  readonly entered_options?: readonly { readonly uid: string; readonly value: string }[];
};

/**
 * The item an add of `product` sends (customer.md §7): quantity always 1; a configurable with a
 * chosen variant as the variant's SKU with the parent's as `parent_sku` (without one, the
 * product itself: Magento keeps a configurable without options); a bundle with its entered
 * options. `null` for a type the wish list does not support.
 */
export function wishlistItemInput(product: WishlistProduct): WishlistItemInput | null {
  if (!(WISHLIST_PRODUCT_TYPES as readonly string[]).includes(product.typename)) return null;
  if (product.typename === 'ConfigurableProduct' && product.variantSku && product.variantSku !== product.sku) {
    return { sku: product.variantSku, parent_sku: product.sku, quantity: 1 };
  }
  if (product.typename === 'BundleProduct' && product.enteredOptions?.length) {
    return { sku: product.sku, quantity: 1, entered_options: [...product.enteredOptions] };
  }
  return { sku: product.sku, quantity: 1 };
}

type ListedItem = { readonly id: string; readonly product: { readonly sku: string } };

/**
 * The items of `items` that are product `sku` (a configurable's item carries the parent's SKU,
 * whichever variant it holds): one product is in the list at most once as far as the shopper
 * sees it, so adding it again does nothing and the toggle removes it (customer.md §4).
 */
export function itemsOfProduct<T extends ListedItem>(items: readonly T[], sku: string): T[] {
  return items.filter((item) => item.product.sku === sku);
}

/**
 * The item the `wishlist` query mode follows up after an add to cart on the product page of
 * `productSku` (storefront.md §3; customer.md §4 "after a cart add from the wishlist, the item
 * is removed"): the item named by `requestedId` when it is this product's, else this product's
 * first item; `null` when the list holds no item of this product (a stale or foreign link).
 */
export function followUpItem<T extends ListedItem>(items: readonly T[], productSku: string, requestedId: string | null): T | null {
  const mine = itemsOfProduct(items, productSku);
  return mine.find((item) => item.id === requestedId) ?? mine[0] ?? null;
}
