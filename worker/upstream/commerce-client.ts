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
 * The client for one shopper's own data (cart, account, wish list): the customer token from the
 * `vsf-customer` cookie as `Authorization: Bearer …` (never from the browser's JavaScript), and
 * `extraHeaders` (e.g. Magento's `X-ReCaptcha`). Its queries still go as GET (retried, as
 * storefront.md §9 wants) but with `cache: 'no-store'`, so no HTTP cache between the worker and
 * Magento keeps or serves them. The storefront itself caches nothing from either client.
 */
export function shopperCommerceClient(c: Context<AppEnv>, extraHeaders: Readonly<Record<string, string>> = {}): GraphqlClient {
  const { commerce } = c.var.upstream;
  const token = c.var.session.customerToken;
  const headers: Record<string, string> = { Store: c.var.session.store, ...extraHeaders };
  if (token) headers.Authorization = `Bearer ${token}`;
  return graphqlClient({ fetch: commerce.fetch, endpoint: commerce.baseUrl, headers, cache: 'no-store' });
}
