import { ProductCardSchema, withMediaPath } from '../domain/product-card';
import type { ProductCardData } from '../ui/product/product-card';

/**
 * Validate the product items of a `products` reply at the boundary: a malformed item is
 * dropped (and logged) rather than breaking the page. Images become `/media/...` paths.
 */
export function productCards(items: ReadonlyArray<unknown> | null | undefined): ProductCardData[] {
  const cards: ProductCardData[] = [];
  for (const item of items ?? []) {
    const parsed = ProductCardSchema.safeParse(item);
    if (parsed.success) cards.push(withMediaPath(parsed.data));
    else if (item !== null) console.warn(JSON.stringify({ at: 'product-cards', issue: parsed.error.issues[0]?.message }));
  }
  return cards;
}
