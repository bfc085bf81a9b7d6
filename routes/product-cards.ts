import { z } from 'zod';
import type { ProductCardData } from '../ui/product/product-card';

const MoneySchema = z.object({ value: z.number().nullable(), currency: z.string().nullable() });

/** What a product card needs from the backend; items missing any of it are left out. */
const ProductCardSchema = z.object({
  uid: z.string().min(1),
  id: z.number().int().positive(),
  sku: z.string(),
  name: z.string(),
  url_key: z.string().nullable(),
  url_rewrites: z.array(z.object({ url: z.string() }).nullable()).nullable().catch(null),
  stock_status: z.string().nullable(),
  small_image: z.object({ url: z.string().nullable(), label: z.string().nullable() }).nullable().catch(null),
  price_range: z.object({ minimum_price: z.object({ regular_price: MoneySchema, final_price: MoneySchema }) }),
});

/**
 * Validate the product items of a `products` reply at the boundary: a malformed item is
 * dropped (and logged) rather than breaking the page.
 */
export function productCards(items: ReadonlyArray<unknown> | null | undefined): ProductCardData[] {
  const cards: ProductCardData[] = [];
  for (const item of items ?? []) {
    const parsed = ProductCardSchema.safeParse(item);
    if (parsed.success) cards.push(parsed.data);
    else if (item !== null) console.warn(JSON.stringify({ at: 'product-cards', issue: parsed.error.issues[0]?.message }));
  }
  return cards;
}
