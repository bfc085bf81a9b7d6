import * as z from 'zod/mini';
import { mediaPath } from './image-url';

const money = z.object({ value: z.nullable(z.number()), currency: z.nullable(z.string()) });
export const UrlRewritesSchema = z.optional(z.nullable(z.array(z.nullable(z.object({ url: z.string() })))));
export const SmallImageSchema = z.optional(z.nullable(z.object({ url: z.optional(z.nullable(z.string())), label: z.optional(z.nullable(z.string())) })));

/**
 * What a product card needs (ui/product/product-card.tsx), the one schema for both sides: the
 * browser checks the `productsBySku` API reply with it (client/products-by-sku.ts) and the server
 * backend items with a stricter extension (routes/product-cards.ts, kept out of the browser bundle). An item without it is
 * dropped. zod/mini, and only the kinds the browser's other schemas use: it ships to the browser.
 */
export const ProductCardSchema = z.object({
  /** The product type (the wish list heart of a listing card sends it, domain/wishlist.ts). */
  __typename: z.optional(z.string()),
  uid: z.string(),
  id: z.number(),
  name: z.string(),
  sku: z.string(),
  url_key: z.optional(z.nullable(z.string())),
  url_rewrites: UrlRewritesSchema,
  stock_status: z.optional(z.nullable(z.string())),
  small_image: SmallImageSchema,
  price_range: z.object({ minimum_price: z.object({ regular_price: money, final_price: money }) }),
});

export type ProductCard = z.output<typeof ProductCardSchema>;

/** The card with its image as our own `/media/...` path: the backend's host never reaches the browser. */
export function withMediaPath<T extends ProductCard>(card: T): T {
  if (!card.small_image?.url) return card;
  return { ...card, small_image: { ...card.small_image, url: mediaPath(card.small_image.url) } };
}
