/**
 * What the recently-viewed island needs once the shopper has viewed other products: the cards
 * from the API and their rendering. Loaded then (client/lazy-module.ts), so a first visit
 * never downloads it.
 */
export { RecentlyViewedList } from '../ui/islands/recently-viewed-list';
export { productsBySku } from './products-by-sku';
