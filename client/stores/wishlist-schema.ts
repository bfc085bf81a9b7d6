import * as z from 'zod/mini';

/**
 * The wish list as the middleware API answers it (worker/api/wishlist-methods.ts `wishlistView`),
 * checked where it enters the browser (STYLE.md §4). Items that fail their schema are dropped
 * rather than failing the list. Only the zod/mini constructors the other islands already use
 * (see cart-schema.ts: every new one lands in the zod chunk every page loads).
 */
const Money = z.object({ value: z.nullable(z.number()), currency: z.nullable(z.string()) });
const Price = z.object({ regular_price: Money, final_price: Money });
/**
 * What the sidebar shows of a product (a subset of domain/product-card.ts; not that schema
 * itself: importing it would split the image helpers it imports into a chunk of their own that
 * the product page then loads at start).
 */
const ProductSchema = z.object({
  sku: z.string(),
  name: z.string(),
  stock_status: z.optional(z.nullable(z.string())),
  small_image: z.optional(z.nullable(z.object({ url: z.optional(z.nullable(z.string())) }))),
  price_range: z.object({ minimum_price: Price }),
});

const WishlistItemSchema = z.object({
  id: z.string(),
  quantity: z.number(),
  /** The product's `__typename` (SimpleProduct, ConfigurableProduct…). */
  typename: z.string(),
  /** The product page (`/p/{id}/{url_key}.html`). */
  path: z.string(),
  product: ProductSchema,
  /** A configurable item's chosen options (label: value). */
  options: z.array(z.object({ label: z.string(), value: z.string() })),
  variant: z.nullable(
    z.object({
      sku: z.string(),
      name: z.nullable(z.string()),
      image: z.nullable(z.string()),
      price: Price,
    }),
  ),
});
export type WishlistItem = z.output<typeof WishlistItemSchema>;

const WishlistEnvelopeSchema = z.object({ id: z.string(), items_count: z.number(), items: z.array(z.unknown()) });
export type Wishlist = { readonly id: string; readonly items_count: number; readonly items: readonly WishlistItem[] };

/** A reply's wish list, its bad items dropped; `null` for none (or a reply we cannot read: `undefined`). */
export function parseWishlist(value: unknown): Wishlist | null | undefined {
  if (value === null) return null;
  const envelope = WishlistEnvelopeSchema.safeParse(value);
  if (!envelope.success) return undefined;
  const items = envelope.data.items.flatMap((item) => {
    const parsed = WishlistItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return { id: envelope.data.id, items_count: envelope.data.items_count, items };
}

const UserErrors = z.array(z.object({ code: z.string(), message: z.string() }));
const WishlistReply = z.object({ wishlist: z.unknown() });
const ChangeReply = z.object({ wishlist: z.unknown(), user_errors: UserErrors });
const CartReply = z.object({ status: z.boolean(), wishlist: z.unknown(), user_errors: z.array(z.object({ code: z.string(), message: z.string(), wishlistItemId: z.optional(z.string()) })) });
const CountReply = z.object({ items_count: z.number() });

/** `wishlist` and the mutations' replies: `null` when the reply is not what the method answers. */
export function parseWishlistReply(data: unknown): { wishlist: Wishlist | null } | null {
  const reply = WishlistReply.safeParse(data);
  const wishlist = reply.success ? parseWishlist(reply.data.wishlist) : undefined;
  return wishlist === undefined ? null : { wishlist };
}
export function parseChangeReply(data: unknown): { wishlist: Wishlist | null; user_errors: { code: string; message: string }[] } | null {
  const reply = ChangeReply.safeParse(data);
  const wishlist = reply.success ? parseWishlist(reply.data.wishlist) : undefined;
  return reply.success && wishlist !== undefined ? { wishlist, user_errors: reply.data.user_errors } : null;
}
export function parseCartReply(data: unknown): { status: boolean; wishlist: Wishlist | null; user_errors: { code: string; message: string; wishlistItemId?: string }[] } | null {
  const reply = CartReply.safeParse(data);
  const wishlist = reply.success ? parseWishlist(reply.data.wishlist) : undefined;
  return reply.success && wishlist !== undefined ? { status: reply.data.status, wishlist, user_errors: reply.data.user_errors } : null;
}
export function parseCountReply(data: unknown): number | null {
  const reply = CountReply.safeParse(data);
  return reply.success ? reply.data.items_count : null;
}
