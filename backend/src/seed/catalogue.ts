// The whole seed as table rows, in chunks, so 50 000 products never sit in memory at once.
import {
  ASSEMBLY_BY_CATEGORY,
  ASSEMBLY_SERVICES,
  ATTRIBUTES,
  COLORS,
  INVENTORY_SOURCES,
  MATERIALS,
  POPULAR_SEARCH_TERMS,
  RATINGS,
  RATING_VALUES,
  SIZES,
  ratingOptionId,
} from './catalogue-model';
import { categoryRows } from './category-rows';
import { emptyProductRows, newCursor, type ProductRows, type Row } from './product-cursor';
import { addProduct } from './product-rows';
import { CMS_BLOCKS, URL_REDIRECTS, storeConfigRows } from './store-content';

export type SeedTable =
  | 'store_config'
  | 'categories'
  | 'attributes'
  | 'attribute_options'
  | 'inventory_sources'
  | 'cms_blocks'
  | 'ratings'
  | 'rating_options'
  | 'assembly_services'
  | 'category_assembly_services'
  | 'search_terms'
  | keyof ProductRows;

export type SeedChunk = Partial<Record<SeedTable, Row[]>>;

/** Tables the seed fills, in an order that satisfies the foreign keys. */
export const SEED_TABLES: SeedTable[] = [
  'store_config',
  'categories',
  'attributes',
  'attribute_options',
  'inventory_sources',
  'cms_blocks',
  'ratings',
  'rating_options',
  'assembly_services',
  'category_assembly_services',
  'search_terms',
  'products',
  'configurable_attributes',
  'category_products',
  'product_attribute_index',
  'product_media',
  'inventory_source_items',
  'reviews',
  'review_ratings',
  'url_rewrites',
  'product_links',
  'product_tier_prices',
  'products_fts',
];

export type CatalogueOptions = {
  /** Visible catalogue products (variants come on top). */
  products: number;
  /** Products per yielded chunk. */
  chunkSize?: number;
};

/**
 * Yields the store's rows: first configuration, categories, attributes, sources, CMS blocks and
 * category urls, then the products `chunkSize` at a time. Deterministic: the same options give
 * the same rows, and product i is the same whatever the total.
 */
export function* generateCatalogue({ products, chunkSize = 500 }: CatalogueOptions): Generator<SeedChunk> {
  const categories = categoryRows();
  const categoryUrls: Row[] = categories.rows
    .filter((c) => c.url_path)
    .map((c) => ({ request_path: `${c.url_path}.html`, entity_type: 'category', entity_id: c.id, target_path: `catalog/category/view/id/${c.id}`, redirect_type: 0, category_id: null }));
  for (const r of URL_REDIRECTS) {
    const target = categoryUrls.find((u) => u.request_path === r.target_path)!;
    categoryUrls.push({ ...target, request_path: r.request_path, target_path: r.target_path, redirect_type: 301 });
  }
  yield {
    store_config: storeConfigRows(categories),
    categories: categories.rows,
    attributes: ATTRIBUTES.map((a) => ({ ...a })),
    attribute_options: [...COLORS, ...MATERIALS, ...SIZES],
    inventory_sources: INVENTORY_SOURCES.map((s) => ({ ...s })),
    cms_blocks: CMS_BLOCKS.map((b) => ({ ...b, is_active: 1 })),
    url_rewrites: categoryUrls,
    ratings: RATINGS.map((r) => ({ ...r, is_active: 1 })),
    rating_options: RATINGS.flatMap((r) =>
      RATING_VALUES.map((value, i) => ({ id: ratingOptionId(r.id, value), rating_id: r.id, value, position: i + 1 })),
    ),
    assembly_services: ASSEMBLY_SERVICES.map((a) => ({ ...a })),
    category_assembly_services: Object.entries(ASSEMBLY_BY_CATEGORY).flatMap(([urlPath, ids]) => {
      const category = categories.rows.find((c) => c.url_path === urlPath);
      if (!category) throw new Error(`ASSEMBLY_BY_CATEGORY: no category ${urlPath}`);
      return ids.map((service_id, i) => ({ category_id: category.id, service_id, position: i + 1 }));
    }),
    search_terms: POPULAR_SEARCH_TERMS.map((term, i) => ({ term, popularity: 1000 - i * 50 })),
  };

  const cursor = newCursor();
  for (let start = 0; start < products; start += chunkSize) {
    const out = emptyProductRows();
    for (let i = start; i < Math.min(products, start + chunkSize); i++) addProduct(i, categories, cursor, out);
    yield out;
  }
}
