import { Hono, type Context } from 'hono';
import { isGraphQLClientError, GraphQLResponseError } from '../../graphql/client';
import type { AppEnv } from '../app-env';
import { anonymousCommerceClient, shopperCommerceClient } from '../upstream/commerce-client';
import { MAGENTO_METHODS } from './api-methods';
import type { MethodContext } from './method';

/**
 * `category` is Magento's error category when the backend gave one (e.g. graphql-no-such-entity
 * for a cart that no longer exists), so an island can react by kind, never by matching text.
 */
function apiError(c: Context<AppEnv>, status: 400 | 404 | 503, message: string, category?: string) {
  return c.json({ error: category ? { message, category } : { message } }, status, { 'Cache-Control': 'no-store' });
}

/**
 * The islands' only way to the backend (ARCHITECTURE.md): `POST /api/{integration}/{method}`
 * with a JSON argument array. Arguments are validated with the method's zod schema; backend
 * input errors come back as 400 with Magento's message, an unreachable backend as 503.
 * Origin, content type and body size are checked before (middleware/state-changing-requests.ts).
 */
export const apiRouter = new Hono<AppEnv>().post('/:integration/:method', async (c) => {
  if (c.req.param('integration') !== 'magento') return apiError(c, 404, 'Unknown integration');
  const name = c.req.param('method');
  const definition = Object.hasOwn(MAGENTO_METHODS, name) ? MAGENTO_METHODS[name as keyof typeof MAGENTO_METHODS] : undefined;
  if (!definition) return apiError(c, 404, 'Unknown method');

  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return apiError(c, 400, 'Request body must be a JSON array of arguments');
  }
  const args = definition.args.safeParse(body);
  if (!args.success) return apiError(c, 400, `Invalid arguments: ${args.error.issues[0]?.message ?? ''}`);

  const context: MethodContext = { commerce: anonymousCommerceClient(c), shopper: shopperCommerceClient(c) };
  try {
    // The tuple schemas make `args.data` match `run`'s first parameter.
    const data = await (definition.run as (a: unknown, ctx: MethodContext) => Promise<unknown>)(args.data, context);
    return c.json({ data }, 200, { 'Cache-Control': 'no-store' });
  } catch (error) {
    if (error instanceof GraphQLResponseError) return apiError(c, 400, error.message, error.errors[0]?.extensions?.category);
    if (isGraphQLClientError(error)) return apiError(c, 503, 'Internal server error: try again');
    throw error;
  }
});
