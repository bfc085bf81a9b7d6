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
