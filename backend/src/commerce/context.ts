// Per-request GraphQL context: the database, the request origin (for absolute media urls, as
// Magento returns them), who is asking (request-identity.ts, resolved once from the headers
// before execution) and the loaders of each domain, read at most once or batched per tick.
import { attributeIndexLoader, type AttributeIndex } from './catalogue/attribute-index';
import { categoryIndexLoader, type CategoryIndex } from './catalogue/category-index';
import { productLoaders, type ProductLoaders } from './catalogue/product-loaders';
import { GUEST, resolveRequestIdentity, type Customer, type CustomerTokenState, type RequestIdentity, type StoreView } from './request-identity';
import { storeConfigLoader, type StoreConfigLoader } from './store-config/store-config-loader';

export type CommerceContext = ProductLoaders & {
  db: D1Database;
  /** The worker's variables (payment provider URLs and secret); absent outside a GraphQL request. */
  env?: Partial<BackendEnv>;
  /** e.g. 'https://backend.internal', no trailing slash. */
  origin: string;
  customer: Customer | null;
  store: StoreView;
  customerToken: { hash: string; state: CustomerTokenState } | null;
  storeConfig: StoreConfigLoader;
  categories: () => Promise<CategoryIndex>;
  attributes: () => Promise<AttributeIndex>;
};

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
  return {
    db,
    origin,
    customer: identity.customer,
    store: identity.store,
    customerToken: identity.customerToken ?? null,
    storeConfig: storeConfigLoader(db),
    categories: categoryIndexLoader(db),
    attributes: attributeIndexLoader(db),
    ...productLoaders(db),
  };
}
