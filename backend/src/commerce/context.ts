// Per-request GraphQL context: the database, the request origin (for absolute media urls, as
// Magento returns them), who is asking (customer and store, resolved once from the headers before
// execution) and batch loaders, so a page of 32 products costs a few queries.
import { batchLoader, groupBy, inJson, type Load } from '../db/batch-loader';
import { sha256Hex } from '../customers/passwords';
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

/** A signed-in customer: the owner of a valid customer token (customers/customer-store.ts). */
export type Customer = {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  /** customer = personal account, business = a company's admin. */
  account_type: 'customer' | 'business';
  /** Estonian personal identification code, when the account has one (eID). */
  id_number: string | null;
};

/**
 * What became of the request's bearer token, when it sent one: `valid` (customer set),
 * `expired` (past its lifetime), `revoked` (logout, password change…) or `unknown` (never
 * issued). Magento 2.4.7 treats every unusable token as a guest (TokenUserContext); so do we, but
 * `requireCustomer` tells an expired token apart (see there).
 */
export type CustomerTokenState = 'valid' | 'expired' | 'revoked' | 'unknown';

/** The store view a request is for (Magento's `Store` header; the default store without it). */
export type StoreView = { code: string };

/** Who is asking: resolved once per request by `resolveRequestIdentity`, read by resolvers. */
export type RequestIdentity = {
  /** null for a guest, and for a token that matches no customer (see `lookupCustomer`). */
  customer: Customer | null;
  store: StoreView;
  /** The bearer token sent, hashed, and its state; absent without a token. */
  customerToken?: { hash: string; state: CustomerTokenState } | null;
};

/** Magento's code of the default store view; what a request without a `Store` header gets. */
export const DEFAULT_STORE_CODE = 'default';

export const GUEST: RequestIdentity = { customer: null, store: { code: DEFAULT_STORE_CODE }, customerToken: null };

export type CommerceContext = {
  db: D1Database;
  /** The worker's variables (payment provider URLs and secret); absent outside a GraphQL request. */
  env?: Partial<BackendEnv>;
  /** e.g. 'https://backend.internal', no trailing slash. */
  origin: string;
  customer: Customer | null;
  store: StoreView;
  customerToken: { hash: string; state: CustomerTokenState } | null;
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
 * - `Authorization: Bearer <token>`: the customer of a valid (issued, unexpired, unrevoked)
 *   token; any other token is a guest's, as in Magento, with its state kept for
 *   `requireCustomer`.
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
  if (!token) return { customer: null, store, customerToken: null };
  const { customer, state, hash } = await lookupCustomer(db, token);
  return { customer, store, customerToken: { hash, state } };
}

/** The token of an `Authorization: Bearer <token>` header (scheme case-insensitive), else null. */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/**
 * The customer a token belongs to: one read of the token's row (by its SHA-256; the token itself
 * is never stored) joined to its customer. Only a valid token yields a customer.
 */
export async function lookupCustomer(db: D1Database, token: string, now = new Date()): Promise<{ customer: Customer | null; state: CustomerTokenState; hash: string }> {
  const hash = await sha256Hex(token);
  const row = await db
    .prepare(
      `SELECT t.expires_at, t.revoked_at, c.id, c.email, c.firstname, c.lastname, c.account_type, c.id_number
       FROM customer_tokens t JOIN customers c ON c.id = t.customer_id WHERE t.token_hash = ?`,
    )
    .bind(hash)
    .first<Customer & { expires_at: string; revoked_at: string | null }>();
  if (!row) return { customer: null, state: 'unknown', hash };
  if (row.revoked_at !== null) return { customer: null, state: 'revoked', hash };
  if (row.expires_at <= now.toISOString()) return { customer: null, state: 'expired', hash };
  const { id, email, firstname, lastname, account_type, id_number } = row;
  return { customer: { id, email, firstname, lastname, account_type, id_number }, state: 'valid', hash };
}

/**
 * Magento 2.4.7 answers an expired token like any unusable one ("The current customer isn't
 * authorized."); its own reason, ExpirationValidator's 'Consumer key has expired', is swallowed
 * by TokenUserContext. We answer an expired token with that reason (still graphql-authorization)
 * so the storefront can say 'Session expired, please log in again' (backend/README.md).
 */
export const TOKEN_EXPIRED_MESSAGE = 'Consumer key has expired';
export const NOT_AUTHORIZED_MESSAGE = "The current customer isn't authorized.";

/** For resolvers that need a signed-in customer (cart of a customer, orders, account). */
export function requireCustomer(context: Pick<CommerceContext, 'customer'> & { customerToken?: CommerceContext['customerToken'] }): Customer {
  if (!context.customer) {
    throw authorizationError(context.customerToken?.state === 'expired' ? TOKEN_EXPIRED_MESSAGE : NOT_AUTHORIZED_MESSAGE);
  }
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
    customerToken: identity.customerToken ?? null,
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
