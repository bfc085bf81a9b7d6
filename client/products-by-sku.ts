import type { ProductCardData } from '../ui/product/product-card';
import { callMagento } from './api-fetch';

/**
 * Product cards for `skus` through `POST /api/magento/productsBySku` (argument `[skus]`), in
 * the order asked for. Any failure (network, error reply, malformed data) gives `[]`: the
 * caller then shows nothing. Rethrows an abort.
 */
export async function productsBySku(skus: readonly string[], signal?: AbortSignal): Promise<ProductCardData[]> {
  if (skus.length === 0) return [];
  const result = await callMagento('productsBySku', [skus], signal);
  if (!result.ok) return [];
  const cards = result.data.items;
  return skus.flatMap((sku) => cards.find((card) => card.sku === sku) ?? []);
}
