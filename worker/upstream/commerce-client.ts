import type { Context } from 'hono';
import { BACKEND_AGENT_TIMEOUT_MS, graphqlClient, type GraphqlClient } from '../../graphql/client';
import { currentContentVersion } from '../../kv-schema';
import type { AppEnv } from '../app-env';
import { cachedSubrequests } from './subrequest-cache';
import type { UpstreamService } from './upstream';

/** `waitUntil` of this request; without an execution context (some tests) the work just runs. */
function waitUntilOf(c: Context<AppEnv>): (promise: Promise<unknown>) => void {
  return (promise) => {
    try {
      c.executionCtx.waitUntil(promise);
    } catch {
      void promise;
    }
  };
}

/**
 * The anonymous commerce GraphQL client of this request: the store header only, never a
 * customer token, so what it returns is safe for shared caches. Its queries go through the
 * sub-request cache (`subrequest-cache.ts`: the strategy the call names, none by default, never
 * a cart) when the upstream allows it.
 */
export function anonymousCommerceClient(c: Context<AppEnv>): GraphqlClient {
  const { commerce } = c.var.upstream;
  const send = commerce.subrequestCache
    ? cachedSubrequests(commerce.fetch, { waitUntil: waitUntilOf(c), contentVersion: () => currentContentVersion(c.env.CONTENT) })
    : commerce.fetch;
  return graphqlClient({ fetch: send, endpoint: commerce.baseUrl, headers: { Store: c.var.session.store } });
}

/**
 * Timeouts (README "Timeouts"): every query attempt has the HTTP client's 10 s (graphql-client.ts
 * default; queries are retried). A shopper's write to a real Magento (a `COMMERCE_GRAPHQL_URL`)
 * gets the backend agent timeout, 110 s: it is never retried, and giving up halfway through an
 * order placement or payment step would leave its outcome unknown. The reference backend beside
 * us answers writes in milliseconds, so there the 10 s stay.
 */
function writeTimeout(commerce: UpstreamService): { mutationTimeoutMs?: number } {
  return commerce.external ? { mutationTimeoutMs: BACKEND_AGENT_TIMEOUT_MS } : {};
}

/**
 * The client for one shopper's own data (cart, account, wish list): the customer token from the
 * `vsf-customer` cookie as `Authorization: Bearer …` (never from the browser's JavaScript), and
 * `extraHeaders` (e.g. Magento's `X-ReCaptcha`). Its queries still go as GET (retried, as
 * storefront.md §9 wants) but with `cache: 'no-store'`, so no HTTP cache between the worker and
 * Magento keeps or serves them, and the sub-request cache never sees them.
 */
export function shopperCommerceClient(c: Context<AppEnv>, extraHeaders: Readonly<Record<string, string>> = {}): GraphqlClient {
  const { commerce } = c.var.upstream;
  const token = c.var.session.customerToken;
  const headers: Record<string, string> = { Store: c.var.session.store, ...extraHeaders };
  if (token) headers.Authorization = `Bearer ${token}`;
  return graphqlClient({ fetch: commerce.fetch, endpoint: commerce.baseUrl, headers, cache: 'no-store', ...writeTimeout(commerce) });
}
