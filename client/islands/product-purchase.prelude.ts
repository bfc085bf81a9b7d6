import { publishTracking } from '../stores/ui';

const record = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null);

/**
 * The shopper sees the product (GA4 `view_item`, with its category path) when the page loads,
 * whether or not the purchase island is ever used (it hydrates on interaction). Reads only the
 * fields it sends; props it cannot read send nothing (the island's own check reports them).
 */
export function prelude(_element: Element, props: unknown): boolean {
  const product = record(record(props)?.product);
  const price = record(product?.price)?.final;
  const categories = product?.categories;
  if (product && typeof product.sku === 'string' && typeof product.name === 'string' && typeof price === 'number' && Array.isArray(categories)) {
    publishTracking({
      type: 'view_item',
      items: [{ sku: product.sku, name: product.name, price, categories: categories.filter((name): name is string => typeof name === 'string') }],
    });
  }
  return true;
}
