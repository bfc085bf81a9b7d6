import type { Context } from 'hono';
import { graphqlClient, type GraphqlClient } from '../../graphql/client';
import type { AppEnv } from '../app-env';

/**
 * The anonymous commerce GraphQL client of this request: the store header only, never a
 * customer token, so what it returns is safe for shared caches.
 */
export function anonymousCommerceClient(c: Context<AppEnv>): GraphqlClient {
  const { commerce } = c.var.upstream;
  return graphqlClient({ fetch: commerce.fetch, endpoint: commerce.baseUrl, headers: { Store: c.var.session.store } });
}

/**
 * The client for one shopper's own data (the cart; later the customer token from the cookie):
 * its queries still go as GET (retried, as storefront.md §9 wants) but with `cache: 'no-store'`,
 * so no HTTP cache between the worker and Magento keeps or serves them. The storefront itself
 * caches nothing from either client.
 */
export function shopperCommerceClient(c: Context<AppEnv>): GraphqlClient {
  const { commerce } = c.var.upstream;
  return graphqlClient({ fetch: commerce.fetch, endpoint: commerce.baseUrl, headers: { Store: c.var.session.store }, cache: 'no-store' });
}
