// Related products and upsells between products of one leaf category, linked as they are
// generated: each new product links to its recent neighbours, and they to it.
import type { ProductCursor, ProductRows } from './product-cursor';

/** A recent product of a leaf category, for linking the next ones to it. */
export type Neighbour = { id: number; price: number; upsells: number };

/** Related products: this many nearest earlier products of the leaf, and as many later ones. */
const RELATED_EACH_WAY = 3;
/** Upsells: at most this many pricier products of the leaf, from the last UPSELL_WINDOW. */
const MAX_UPSELLS = 4;
const UPSELL_WINDOW = 12;

/**
 * Related links: the product and its RELATED_EACH_WAY nearest earlier neighbours in the leaf link
 * to each other (positions 1-3 for earlier products, 4-6 for later ones). Upsells: pricier
 * products among the recent ones, cheapest first, both from this product and to it.
 */
export function addLinks(cursor: ProductCursor, leafId: number, product: Neighbour, out: ProductRows): void {
  const recent = cursor.neighbours.get(leafId) ?? [];
  recent
    .slice(-RELATED_EACH_WAY)
    .reverse()
    .forEach((earlier, k) => {
      out.product_links.push({ product_id: product.id, link_type: 'related', position: k + 1, linked_product_id: earlier.id });
      out.product_links.push({ product_id: earlier.id, link_type: 'related', position: RELATED_EACH_WAY + k + 1, linked_product_id: product.id });
    });
  const pricier = recent.filter((p) => p.price > product.price).sort((a, b) => a.price - b.price || a.id - b.id);
  for (const p of pricier.slice(0, MAX_UPSELLS)) {
    out.product_links.push({ product_id: product.id, link_type: 'upsell', position: ++product.upsells, linked_product_id: p.id });
  }
  for (const p of recent) {
    if (p.price < product.price && p.upsells < MAX_UPSELLS) {
      out.product_links.push({ product_id: p.id, link_type: 'upsell', position: ++p.upsells, linked_product_id: product.id });
    }
  }
  recent.push(product);
  if (recent.length > UPSELL_WINDOW) recent.shift();
  cursor.neighbours.set(leafId, recent);
}
