import { recordRecentlyViewed } from '../stores/recently-viewed';

/**
 * Records this product as viewed when the page loads, whether or not the shopper scrolls to the
 * list (customer.md §4). The list island is needed only when other products were viewed before:
 * a first product view loads no React and asks nothing of the backend.
 */
export function prelude(_element: Element, props: unknown): boolean {
  const sku = typeof props === 'object' && props !== null && 'currentSku' in props ? props.currentSku : null;
  if (typeof sku !== 'string' || sku === '') return false;
  return recordRecentlyViewed(sku).some((viewed) => viewed !== sku);
}
