// A stored wish list as the SDL's Wishlist, its items as WishlistItemInterface objects whose
// `product` is a catalogue row, so the catalogue's ProductInterface resolvers answer every product
// field (prices, images, stock) exactly as on the product page. A configurable item is a
// ConfigurableWishlistItem: `product` the configurable product, `configured_variant` the chosen
// variant (null while no variant is chosen) with its `configurable_options`. Gift cards (Adobe
// Commerce's GiftCardWishlistItem is not in the schema) are listed as SimpleWishlistItem.
import { selectedOptions } from '../commerce/cart/cart-shape';
import { productsBySku } from '../commerce/cart/cart-store';
import type { ProductRow } from '../commerce/catalogue-rows';
import type { CommerceContext } from '../commerce/context';
import { checkPaging } from '../commerce/catalogue/pagination';
import { wishlistItems, type WishlistItemRow, type WishlistRow } from './wishlist-store';
import type { Resolvers } from '../generated/resolvers';

export type ListedItem = { row: WishlistItemRow; product: ProductRow; variant: ProductRow | null };

/** The items whose products the catalogue has, in the order they were added. */
export async function listedItems(context: CommerceContext, wishlistId: number): Promise<ListedItem[]> {
  const rows = await wishlistItems(context.db, wishlistId);
  const products = await productsBySku(context.db, rows.flatMap((r) => (r.variant_sku ? [r.sku, r.variant_sku] : [r.sku])));
  return rows.flatMap((row) => {
    const product = products.get(row.sku);
    if (!product) return [];
    return [{ row, product, variant: row.variant_sku ? (products.get(row.variant_sku) ?? null) : null }];
  });
}

async function itemShape(context: CommerceContext, { row, product, variant }: ListedItem) {
  const base = { id: String(row.id), quantity: row.quantity, description: row.description, added_at: row.added_at, product };
  if (product.type_id !== 'configurable') return { __typename: 'SimpleWishlistItem', ...base };
  return {
    __typename: 'ConfigurableWishlistItem',
    ...base,
    configured_variant: variant,
    configurable_options: variant ? await selectedOptions(context, product, variant) : [],
  };
}

/** The Wishlist object; `items_v2` and `items_count` read the items when asked for. */
export function wishlistShape(wishlist: WishlistRow) {
  return { id: String(wishlist.id), updated_at: wishlist.updated_at, __wishlist: wishlist, __items: undefined as Promise<ListedItem[]> | undefined };
}

/** What Wishlist's field resolvers get (the generated resolver types map Wishlist to it). */
export type WishlistShape = ReturnType<typeof wishlistShape>;

/** The list's items, read once however many of its fields a query asks for. */
const itemsOf = (wishlist: WishlistShape, context: CommerceContext) => (wishlist.__items ??= listedItems(context, wishlist.__wishlist.id));

export const wishlistFieldResolvers = {
  Wishlist: {
    items_count: async (wishlist, _a, context) => (await itemsOf(wishlist, context)).length,
    /** Magento's WishlistItemsResolver: paging below 1 is refused; a page past the end is empty. */
    items_v2: async (wishlist, args, context) => {
      const currentPage = args.currentPage ?? 1;
      const pageSize = args.pageSize ?? 20;
      checkPaging(pageSize, currentPage);
      const all = await itemsOf(wishlist, context);
      const page = all.slice((currentPage - 1) * pageSize, currentPage * pageSize);
      return {
        items: await Promise.all(page.map((item) => itemShape(context, item))),
        page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(all.length / pageSize) },
      };
    },
  },
  WishlistItemInterface: { __resolveType: (item) => item.__typename },
} satisfies Resolvers;
