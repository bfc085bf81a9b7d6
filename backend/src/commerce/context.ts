// Per-request GraphQL context: the database, the request origin (for absolute media urls, as
// Magento returns them), who is asking (customer and store, resolved once from the headers before
// execution) and batch loaders, so a page of 32 products costs a few queries.
import { batchLoader, groupBy, inJson, type Load } from '../db/batch-loader';
import { authorizationError, inputError } from './errors';
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

/** A signed-in customer. Filled by the customer-token lookup of the accounts issue. */
export type Customer = { id: number; email: string };

/** The store view a request is for (Magento's `Store` header; the default store without it). */
export type StoreView = { code: string };

/** Who is asking: resolved once per request by `resolveRequestIdentity`, read by resolvers. */
export type RequestIdentity = {
  /** null for a guest, and for a token that matches no customer (see `lookupCustomer`). */
  customer: Customer | null;
  store: StoreView;
};

/** Magento's code of the default store view; what a request without a `Store` header gets. */
export const DEFAULT_STORE_CODE = 'default';

export const GUEST: RequestIdentity = { customer: null, store: { code: DEFAULT_STORE_CODE } };

export type CommerceContext = {
  db: D1Database;
  /** The worker's variables (payment provider URLs and secret); absent outside a GraphQL request. */
  env?: Partial<BackendEnv>;
  /** e.g. 'https://backend.internal', no trailing slash. */
  origin: string;
  customer: Customer | null;
  store: StoreView;
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

/**
 * The request's customer and store, from Magento's headers:
 * - `Authorization: Bearer <token>`: the customer the token belongs to. No customer accounts
 *   exist yet, so every token resolves to a guest (`customer: null`); the accounts issue adds
 *   the token lookup in `lookupCustomer` and nothing else changes for resolvers.
 * - `Store: <code>`: must name a known store view (the seeded store_config's `store_code`),
 *   else the request fails with Magento's 'Requested store is not found' (graphql-input).
 *   Without the header: the default store, with no database read.
 * `storeConfig` is the context's own loader, so a request that also asks for storeConfig reads
 * store_config once.
 */
export async function resolveRequestIdentity(
  headers: Headers,
  db: D1Database,
  storeConfig: () => Promise<Map<string, string | null>>,
): Promise<RequestIdentity> {
  const storeCode = headers.get('store')?.trim();
  let store = GUEST.store;
  if (storeCode) {
    const known = new Set([(await storeConfig()).get('store_code') ?? DEFAULT_STORE_CODE]);
    if (!known.has(storeCode)) throw inputError('Requested store is not found');
    store = { code: storeCode };
  }
  const token = bearerToken(headers.get('authorization'));
  return { customer: token ? await lookupCustomer(db, token) : null, store };
}

/** The token of an `Authorization: Bearer <token>` header (scheme case-insensitive), else null. */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/**
 * The customer a token belongs to. There is no customers table yet (accounts issue): every
 * token is a guest's. The accounts issue replaces this body with a lookup of the token's row
 * (hashed, unexpired) joined to its customer.
 */
async function lookupCustomer(_db: D1Database, _token: string): Promise<Customer | null> {
  return null;
}

/** For resolvers that need a signed-in customer (cart of a customer, orders, account). */
export function requireCustomer(context: Pick<CommerceContext, 'customer'>): Customer {
  if (!context.customer) throw authorizationError("The current customer isn't authorized.");
  return context.customer;
}

/**
 * The context of one GraphQL request: identity resolved from its headers first (throws a
 * MagentoError for an unknown store), then the loaders.
 */
export async function createRequestContext(db: D1Database, origin: string, headers: Headers): Promise<CommerceContext> {
  const context = createCommerceContext(db, origin);
  const identity = await resolveRequestIdentity(headers, db, context.storeConfig);
  return { ...context, ...identity };
}

/**
 * A context for one request. `identity` defaults to a guest of the default store (the search
 * routes, which have no customer or store of their own).
 */
export function createCommerceContext(db: D1Database, origin: string, identity: RequestIdentity = GUEST): CommerceContext {
  const grouped = <K, T>(rows: T[], key: (row: T) => K) => groupBy(rows, key);

  return {
    db,
    origin,
    customer: identity.customer,
    store: identity.store,
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
