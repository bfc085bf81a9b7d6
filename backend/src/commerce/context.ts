// Per-request GraphQL context: the database, the request origin (for absolute media urls, as
// Magento returns them) and batch loaders, so a page of 32 products costs a few queries.
import { batchLoader, groupBy, inJson, type Load } from '../db/batch-loader';
import type {
  AttributeOptionRow,
  AttributeRow,
  CategoryRow,
  MediaRow,
  ProductRow,
  SourceItemRow,
} from './catalogue-rows';

export type CategoryIndex = {
  byId: Map<number, CategoryRow>;
  /** Active children by parent id, ordered by position. */
  children: Map<number, CategoryRow[]>;
  byUrlPath: Map<string, CategoryRow>;
};

export type CommerceContext = {
  db: D1Database;
  /** e.g. 'https://backend.internal', no trailing slash. */
  origin: string;
  storeConfig: () => Promise<Map<string, string | null>>;
  categories: () => Promise<CategoryIndex>;
  attributes: () => Promise<{ byCode: Map<string, AttributeRow>; options: Map<number, AttributeOptionRow> }>;
  product: Load<number, ProductRow | null>;
  variants: Load<number, ProductRow[]>;
  media: Load<number, MediaRow[]>;
  /** Category ids a product is listed in (assigned and their ancestors). */
  productCategories: Load<number, number[]>;
  urlRewrites: Load<number, string[]>;
  sourceItems: Load<number, SourceItemRow[]>;
  configurableAttributes: Load<number, string[]>;
  /** Linked product ids in display order (product_links). */
  productLinks: Load<number, ProductLinks>;
  /** Quantity discounts, lowest quantity first. */
  tierPrices: Load<number, TierPriceRow[]>;
};

export type ProductLinks = { related: number[]; upsell: number[] };
export type TierPriceRow = { product_id: number; qty: number; value: number };

const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
};

async function all<T>(db: D1Database, sql: string, ...params: unknown[]): Promise<T[]> {
  return (await db.prepare(sql).bind(...params).all<T>()).results;
}

const json = (keys: unknown[]) => JSON.stringify(keys);

export function createCommerceContext(db: D1Database, origin: string): CommerceContext {
  const grouped = <K, T>(rows: T[], key: (row: T) => K) => groupBy(rows, key);

  return {
    db,
    origin,
    storeConfig: once(async () => {
      const rows = await all<{ path: string; value: string | null }>(db, 'SELECT path, value FROM store_config');
      return new Map(rows.map((r) => [r.path, r.value]));
    }),
    categories: once(async () => {
      const rows = await all<CategoryRow>(db, 'SELECT * FROM categories WHERE is_active = 1 ORDER BY level, position, id');
      const children = new Map<number, CategoryRow[]>();
      for (const row of rows) {
        if (row.parent_id === null) continue;
        const list = children.get(row.parent_id) ?? [];
        list.push(row);
        children.set(row.parent_id, list);
      }
      return {
        byId: new Map(rows.map((r) => [r.id, r])),
        children,
        byUrlPath: new Map(rows.filter((r) => r.url_path).map((r) => [r.url_path!, r])),
      };
    }),
    attributes: once(async () => {
      const [attributes, options] = await db.batch([
        db.prepare('SELECT * FROM attributes ORDER BY position'),
        db.prepare('SELECT * FROM attribute_options ORDER BY attribute_code, position'),
      ]);
      return {
        byCode: new Map((attributes!.results as AttributeRow[]).map((a) => [a.code, a])),
        options: new Map((options!.results as AttributeOptionRow[]).map((o) => [o.id, o])),
      };
    }),
    product: batchLoader(async (ids: number[]) => {
      const rows = await all<ProductRow>(db, `SELECT * FROM products WHERE ${inJson('id')}`, json(ids));
      return new Map(rows.map((r) => [r.id, r]));
    }, null),
    variants: batchLoader(async (ids: number[]) => {
      const rows = await all<ProductRow>(db, `SELECT * FROM products WHERE ${inJson('parent_id')} ORDER BY id`, json(ids));
      return grouped(rows, (r) => r.parent_id!);
    }, []),
    media: batchLoader(async (ids: number[]) => {
      const rows = await all<MediaRow>(db, `SELECT * FROM product_media WHERE ${inJson('product_id')} ORDER BY product_id, position`, json(ids));
      return grouped(rows, (r) => r.product_id);
    }, []),
    productCategories: batchLoader(async (ids: number[]) => {
      const rows = await all<{ product_id: number; category_id: number }>(
        db,
        `SELECT product_id, category_id FROM category_products WHERE ${inJson('product_id')}`,
        json(ids),
      );
      return new Map([...grouped(rows, (r) => r.product_id)].map(([k, v]) => [k, v.map((r) => r.category_id)]));
    }, []),
    urlRewrites: batchLoader(async (ids: number[]) => {
      const rows = await all<{ entity_id: number; request_path: string }>(
        db,
        `SELECT entity_id, request_path FROM url_rewrites WHERE entity_type = 'product' AND redirect_type = 0 AND ${inJson('entity_id')}
         ORDER BY entity_id, category_id IS NOT NULL, request_path`,
        json(ids),
      );
      return new Map([...grouped(rows, (r) => r.entity_id)].map(([k, v]) => [k, v.map((r) => r.request_path)]));
    }, []),
    sourceItems: batchLoader(async (ids: number[]) => {
      const rows = await all<SourceItemRow>(
        db,
        `SELECT i.product_id, i.source_code, s.name, i.status, i.qty
         FROM inventory_source_items i JOIN inventory_sources s ON s.source_code = i.source_code
         WHERE ${inJson('i.product_id')} ORDER BY i.product_id, s.position`,
        json(ids),
      );
      return grouped(rows, (r) => r.product_id);
    }, []),
    configurableAttributes: batchLoader(async (ids: number[]) => {
      const rows = await all<{ product_id: number; attribute_code: string }>(
        db,
        `SELECT product_id, attribute_code FROM configurable_attributes WHERE ${inJson('product_id')} ORDER BY product_id, position`,
        json(ids),
      );
      return new Map([...grouped(rows, (r) => r.product_id)].map(([k, v]) => [k, v.map((r) => r.attribute_code)]));
    }, []),
    productLinks: batchLoader(async (ids: number[]) => {
      const rows = await all<{ product_id: number; link_type: 'related' | 'upsell'; linked_product_id: number }>(
        db,
        `SELECT product_id, link_type, linked_product_id FROM product_links WHERE ${inJson('product_id')} ORDER BY product_id, link_type, position`,
        json(ids),
      );
      return new Map(
        [...grouped(rows, (r) => r.product_id)].map(([k, v]) => [
          k,
          { related: v.filter((r) => r.link_type === 'related').map((r) => r.linked_product_id), upsell: v.filter((r) => r.link_type === 'upsell').map((r) => r.linked_product_id) },
        ]),
      );
    }, { related: [], upsell: [] }),
    tierPrices: batchLoader(async (ids: number[]) => {
      const rows = await all<TierPriceRow>(db, `SELECT product_id, qty, value FROM product_tier_prices WHERE ${inJson('product_id')} ORDER BY product_id, qty`, json(ids));
      return grouped(rows, (r) => r.product_id);
    }, []),
  };
}
