import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isGraphQLClientError, GraphQLResponseError, isAuthorizationError } from '../../graphql/client';
import { AUTHORIZATION_CATEGORY, type ApiErrorBody } from '../../domain/api-envelope';
import { serializeFlashMessage } from '../../domain/flash-message';
import { CARD_STATE_ATTRIBUTES, CARD_STATE_COOKIE, CardStateSchema, COOKIE, COOKIE_ATTRIBUTES, PLACED_CART_ATTRIBUTES, PLACED_CART_COOKIE } from '../../domain/session-cookies';
import { isWebhookSecret } from '../hooks/webhook-secret';
import type { AppEnv } from '../app-env';
import { anonymousCommerceClient, shopperCommerceClient } from '../upstream/commerce-client';
import { MAGENTO_METHODS } from './api-methods';
import { ApiRefusal } from './api-refusal';
import type { MethodContext } from './method';

/**
 * `category` is Magento's error category when the backend gave one (e.g. graphql-no-such-entity
 * for a cart that no longer exists), so an island can react by kind, never by matching text.
 */
function apiError(c: Context<AppEnv>, status: 400 | 401 | 404 | 429 | 503, message: string, category?: string) {
  const body: ApiErrorBody = { error: category ? { message, category } : { message } };
  return c.json(body, status, { 'Cache-Control': 'no-store' });
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

  const { customerToken, cartId } = c.var.session;
  const context: MethodContext = {
    commerce: anonymousCommerceClient(c),
    shopper: shopperCommerceClient(c),
    shopperWith: (headers) => shopperCommerceClient(c, headers),
    clientAddress: c.req.header('CF-Connecting-IP') ?? null,
    session: { customerToken, cartId },
    setCustomerToken: (token) => setCookie(c, COOKIE.customer, token, COOKIE_ATTRIBUTES),
    clearCustomerSession: () => {
      deleteCookie(c, COOKIE.customer, COOKIE_ATTRIBUTES);
      deleteCookie(c, COOKIE.cart, COOKIE_ATTRIBUTES);
    },
    setCartId: (id) => setCookie(c, COOKIE.cart, id, COOKIE_ATTRIBUTES),
    bindPlacedCart: (id) => setCookie(c, PLACED_CART_COOKIE, id, PLACED_CART_ATTRIBUTES),
    isOwnCardState: async (returned) => {
      const own = CardStateSchema.safeParse(getCookie(c, CARD_STATE_COOKIE));
      return own.success && returned !== undefined && (await isWebhookSecret(returned, own.data));
    },
    clearCardState: () => deleteCookie(c, CARD_STATE_COOKIE, CARD_STATE_ATTRIBUTES),
  };
  try {
    // The tuple schemas make `args.data` match `run`'s first parameter.
    const data = await (definition.run as (a: unknown, ctx: MethodContext) => Promise<unknown>)(args.data, context);
    return c.json({ data }, 200, { 'Cache-Control': 'no-store' });
  } catch (error) {
    if (error instanceof ApiRefusal) return apiError(c, error.status, error.message, error.category);
    if (customerToken && isAuthorizationError(error)) return signedOut(c, error.message);
    if (error instanceof GraphQLResponseError) return apiError(c, 400, error.message, error.errors[0]?.extensions?.category);
    if (isGraphQLClientError(error)) return apiError(c, 503, 'Internal server error: try again');
    throw error;
  }
});

/** Magento's words for a customer token past its lifetime (the reference backend uses the same). */
const EXPIRED_TOKEN = /expired/i;

/**
 * storefront.md §4: an authorization error on a call made with a customer token logs the shopper
 * out here, at the edge: token and cart id cookies removed, the persistent warning left in
 * `vsf-message` ('Session expired, please log in again' when the token had expired). The island
 * gets 401 with category `graphql-authorization` and sends the shopper home, where the notice shows.
 */
function signedOut(c: Context<AppEnv>, upstreamMessage: string) {
  deleteCookie(c, COOKIE.customer, COOKIE_ATTRIBUTES);
  deleteCookie(c, COOKIE.cart, COOKIE_ATTRIBUTES);
  const key = EXPIRED_TOKEN.test(upstreamMessage) ? 'Session expired, please log in again' : 'You are not authorized, please log in.';
  setCookie(c, COOKIE.message, serializeFlashMessage({ key, type: 'warning', timeToLive: 60_000 }), COOKIE_ATTRIBUTES);
  return apiError(c, 401, key, AUTHORIZATION_CATEGORY);
}
