import * as z from 'zod/mini';
import { ProductCardSchema } from '../domain/product-card';
import type { ProductCardData } from '../ui/product/product-card';
import { callMagento } from './api-fetch';

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
    const parsed = ProductCardSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return skus.flatMap((sku) => cards.find((card) => card.sku === sku) ?? []);
}
