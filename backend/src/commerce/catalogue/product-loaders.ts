// Batch loaders for what product fields resolve per product: one query per field per tick
// for all products asked for (db/batch-loader.ts), so a page of 32 products costs a few queries.
import { allRows, batchLoader, groupBy, inJson, type Load } from '../../db/batch-loader';
import type { MediaRow, ProductRow, SourceItemRow } from '../catalogue-rows';

/** Linked product ids in display order (product_links). */
export type ProductLinks = { related: number[]; upsell: number[] };
export type TierPriceRow = { product_id: number; qty: number; value: number };

export type ProductLoaders = {
  product: Load<number, ProductRow | null>;
  /** A configurable product's children, by id. */
  variants: Load<number, ProductRow[]>;
  media: Load<number, MediaRow[]>;
  /** Category ids a product is listed in (assigned and their ancestors). */
  productCategories: Load<number, number[]>;
  urlRewrites: Load<number, string[]>;
  /** Stock per inventory source, in the sources' order. */
  sourceItems: Load<number, SourceItemRow[]>;
  configurableAttributes: Load<number, string[]>;
  productLinks: Load<number, ProductLinks>;
  /** Quantity discounts, lowest quantity first. */
  tierPrices: Load<number, TierPriceRow[]>;
};

const json = (keys: unknown[]) => JSON.stringify(keys);

/** Rows of `sql` (one `json_each(?)` parameter) for a batch of product ids, grouped by `key`. */
const grouped = <T>(db: D1Database, sql: string, key: (row: T) => number) => async (ids: number[]) =>
  groupBy(await allRows<T>(db, sql, json(ids)), key);

/** The same, each group mapped to a list of one column. */
const column = <T, V>(db: D1Database, sql: string, key: (row: T) => number, value: (row: T) => V) => async (ids: number[]) =>
  new Map([...(await grouped<T>(db, sql, key)(ids))].map(([id, rows]) => [id, rows.map(value)]));

export function productLoaders(db: D1Database): ProductLoaders {
  return {
    product: batchLoader(async (ids: number[]) => {
      const rows = await allRows<ProductRow>(db, `SELECT * FROM products WHERE ${inJson('id')}`, json(ids));
      return new Map(rows.map((r) => [r.id, r]));
    }, null),
    variants: batchLoader(grouped<ProductRow>(db, `SELECT * FROM products WHERE ${inJson('parent_id')} ORDER BY id`, (r) => r.parent_id!), []),
    media: batchLoader(grouped<MediaRow>(db, `SELECT * FROM product_media WHERE ${inJson('product_id')} ORDER BY product_id, position`, (r) => r.product_id), []),
    productCategories: batchLoader(
      column<{ product_id: number; category_id: number }, number>(
        db,
        `SELECT product_id, category_id FROM category_products WHERE ${inJson('product_id')}`,
        (r) => r.product_id,
        (r) => r.category_id,
      ),
      [],
    ),
    urlRewrites: batchLoader(
      column<{ entity_id: number; request_path: string }, string>(
        db,
        `SELECT entity_id, request_path FROM url_rewrites WHERE entity_type = 'product' AND redirect_type = 0 AND ${inJson('entity_id')}
         ORDER BY entity_id, category_id IS NOT NULL, request_path`,
        (r) => r.entity_id,
        (r) => r.request_path,
      ),
      [],
    ),
    sourceItems: batchLoader(
      grouped<SourceItemRow>(
        db,
        `SELECT i.product_id, i.source_code, s.name, i.status, i.qty
         FROM inventory_source_items i JOIN inventory_sources s ON s.source_code = i.source_code
         WHERE ${inJson('i.product_id')} ORDER BY i.product_id, s.position`,
        (r) => r.product_id,
      ),
      [],
    ),
    configurableAttributes: batchLoader(
      column<{ product_id: number; attribute_code: string }, string>(
        db,
        `SELECT product_id, attribute_code FROM configurable_attributes WHERE ${inJson('product_id')} ORDER BY product_id, position`,
        (r) => r.product_id,
        (r) => r.attribute_code,
      ),
      [],
    ),
    productLinks: batchLoader(async (ids: number[]) => {
      type Link = { product_id: number; link_type: 'related' | 'upsell'; linked_product_id: number };
      const links = await grouped<Link>(
        db,
        `SELECT product_id, link_type, linked_product_id FROM product_links WHERE ${inJson('product_id')} ORDER BY product_id, link_type, position`,
        (r) => r.product_id,
      )(ids);
      const of = (rows: Link[], type: Link['link_type']) => rows.filter((r) => r.link_type === type).map((r) => r.linked_product_id);
      return new Map([...links].map(([id, rows]) => [id, { related: of(rows, 'related'), upsell: of(rows, 'upsell') }]));
    }, { related: [], upsell: [] }),
    tierPrices: batchLoader(
      grouped<TierPriceRow>(db, `SELECT product_id, qty, value FROM product_tier_prices WHERE ${inJson('product_id')} ORDER BY product_id, qty`, (r) => r.product_id),
      [],
    ),
  };
}
