import * as z from 'zod/mini';
import type { ProductCardData } from '../ui/product/product-card';
import { callMagento } from './api-fetch';

const money = z.object({ value: z.nullable(z.number()), currency: z.nullable(z.string()) });
/** What ui/product/product-card.tsx needs; an item without it is dropped. */
const productCardSchema = z.object({
  uid: z.string(),
  id: z.number(),
  name: z.string(),
  sku: z.string(),
  url_key: z.optional(z.nullable(z.string())),
  url_rewrites: z.optional(z.nullable(z.array(z.nullable(z.object({ url: z.string() }))))),
  stock_status: z.optional(z.nullable(z.string())),
  small_image: z.optional(z.nullable(z.object({ url: z.optional(z.nullable(z.string())), label: z.optional(z.nullable(z.string())) }))),
  price_range: z.object({ minimum_price: z.object({ regular_price: money, final_price: money }) }),
});
const replySchema = z.object({ items: z.array(z.unknown()) });

/**
 * Product cards for `skus` through `POST /api/magento/productsBySku` (argument `[skus]`), in
 * the order asked for. Any failure (network, error reply, malformed data) gives `[]`: the
 * caller then shows nothing. Rethrows an abort.
 */
export async function productsBySku(skus: readonly string[], signal?: AbortSignal): Promise<ProductCardData[]> {
  if (skus.length === 0) return [];
  const result = await callMagento('productsBySku', [skus], signal);
  const reply = result.ok ? replySchema.safeParse(result.data) : null;
  if (!reply?.success) return [];
  const cards = reply.data.items.flatMap((item) => {
    const parsed = productCardSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return skus.flatMap((sku) => cards.find((card) => card.sku === sku) ?? []);
}
