import * as z from 'zod/mini';
import { ProductCardSchema, SmallImageSchema, UrlRewritesSchema, withMediaPath } from '../domain/product-card';
import type { ProductCardData } from '../ui/product/product-card';

/**
 * The card schema at the backend boundary: ids must be real, and a malformed image or rewrite
 * list costs only that field, not the card. Here, not in domain/: the browser bundle would carry
 * these zod kinds too.
 */
const BackendProductCardSchema = z.extend(ProductCardSchema, {
  uid: z.string().check(z.minLength(1)),
  id: z.int().check(z.positive()),
  url_rewrites: z.catch(UrlRewritesSchema, null),
  small_image: z.catch(SmallImageSchema, null),
});

/**
 * Validate the product items of a `products` reply at the boundary: a malformed item is
 * dropped (and logged) rather than breaking the page. Images become `/media/...` paths.
 */
export function productCards(items: ReadonlyArray<unknown> | null | undefined): ProductCardData[] {
  const cards: ProductCardData[] = [];
  for (const item of items ?? []) {
    const parsed = BackendProductCardSchema.safeParse(item);
    if (parsed.success) cards.push(withMediaPath(parsed.data));
    else if (item !== null) console.warn(JSON.stringify({ at: 'product-cards', issue: parsed.error.issues[0]?.message }));
  }
  return cards;
}
