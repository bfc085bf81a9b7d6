// The rows the catalogue seed appends products to, one list per table, and the cursor carried
// from one product to the next (ids, listing positions, recent products per leaf).
import type { Neighbour } from './product-links';

export type Row = Record<string, string | number | null>;

/** Rows per table for one or more products. */
export type ProductRows = {
  products: Row[];
  configurable_attributes: Row[];
  category_products: Row[];
  product_attribute_index: Row[];
  product_media: Row[];
  inventory_source_items: Row[];
  reviews: Row[];
  review_ratings: Row[];
  url_rewrites: Row[];
  products_fts: Row[];
  product_links: Row[];
  product_tier_prices: Row[];
};

export const emptyProductRows = (): ProductRows => ({
  products: [],
  configurable_attributes: [],
  category_products: [],
  product_attribute_index: [],
  product_media: [],
  inventory_source_items: [],
  reviews: [],
  review_ratings: [],
  url_rewrites: [],
  products_fts: [],
  product_links: [],
  product_tier_prices: [],
});

/** Counters carried from one product to the next (ids, listing positions, recent products per leaf). */
export type ProductCursor = {
  nextProductId: number;
  nextReviewId: number;
  nextMediaId: number;
  positions: Map<number, number>;
  neighbours: Map<number, Neighbour[]>;
};
export const newCursor = (): ProductCursor => ({ nextProductId: 1, nextReviewId: 1, nextMediaId: 1, positions: new Map(), neighbours: new Map() });

/** The next listing position in a category (1, 2, …). */
export function nextPosition(cursor: ProductCursor, categoryId: number): number {
  const n = (cursor.positions.get(categoryId) ?? 0) + 1;
  cursor.positions.set(categoryId, n);
  return n;
}
