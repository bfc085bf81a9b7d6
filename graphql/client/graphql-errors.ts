import { z } from 'zod';

/**
 * One entry of a GraphQL response's `errors` list. Magento puts its error class in
 * `extensions.category` (for example 'graphql-authorization', 'graphql-input').
 * Unknown fields are kept so callers can log them.
 */
export const GraphQLErrorItemSchema = z.looseObject({
  message: z.string(),
  path: z.array(z.union([z.string(), z.number()])).optional(),
  extensions: z.looseObject({ category: z.string().optional() }).optional(),
});
export type GraphQLErrorItem = z.output<typeof GraphQLErrorItemSchema>;

/** Magento's category for "no or an expired customer token" (storefront.md §4, §8). */
export const AUTHORIZATION_CATEGORY = 'graphql-authorization';

/** The spec's message for a reply without a usable body (storefront.md §8). */
export const RESPONSE_NOT_DEFINED = 'Response is not defined';

/** Base of everything the client throws, so one `instanceof` (or `isGraphQLClientError`) catches all. */
export class GraphQLClientError extends Error {
  override name = 'GraphQLClientError';
  /** The document's operation name, for logs and upstream call accounting. */
  readonly operationName: string | null;

  constructor(message: string, operationName: string | null, options?: ErrorOptions) {
    super(message, options);
    this.operationName = operationName;
  }
}

/**
 * Why a request produced no GraphQL result at all.
 * - `timeout`: one attempt exceeded `timeoutMs` (the upstream call and reading its body).
 * - `network`: the upstream function threw (connection refused, DNS, binding error).
 * - `http-status`: a non-2xx status remained after retries; `status` is set.
 * - `empty-body`: a 2xx with an empty body → message 'Response is not defined'.
 * - `invalid-json`: a 2xx whose body is not JSON → same message, distinct reason.
 * - `invalid-response`: JSON that is not a GraphQL response (no `data` and no `errors`,
 *   or a malformed `errors` list) → same message, distinct reason.
 */
export type GraphQLTransportReason =
  | 'timeout'
  | 'network'
  | 'http-status'
  | 'empty-body'
  | 'invalid-json'
  | 'invalid-response';

/** No usable GraphQL response: the caller shows the maintenance page or a generic error. */
export class GraphQLTransportError extends GraphQLClientError {
  override name = 'GraphQLTransportError';
  readonly reason: GraphQLTransportReason;
  /** The last HTTP status seen, or `null` when no response arrived (timeout, network). */
  readonly status: number | null;

  constructor(
    message: string,
    details: { reason: GraphQLTransportReason; status: number | null; operationName: string | null },
    options?: ErrorOptions,
  ) {
    super(message, details.operationName, options);
    this.reason = details.reason;
    this.status = details.status;
  }
}

/**
 * The upstream answered with a GraphQL `errors` list. The message is the first error's message
 * (storefront.md §8: "the first GraphQL error message is thrown"); the full list and any partial
 * data travel with it. A result that carries errors must never be cached.
 */
export class GraphQLResponseError extends GraphQLClientError {
  override name = 'GraphQLResponseError';
  readonly errors: readonly GraphQLErrorItem[];
  /** Partial data next to the errors, as sent (not validated): `null` when absent. */
  readonly data: unknown;

  constructor(errors: readonly [GraphQLErrorItem, ...GraphQLErrorItem[]], data: unknown, operationName: string | null) {
    super(errors[0].message, operationName);
    this.errors = errors;
    this.data = data;
  }
}

/**
 * At least one error has category 'graphql-authorization'. The worker runs the authorization
 * flow on it (storefront.md §4): log out, clear the customer token and cart id cookies, persistent
 * warning 'You are not authorized, please log in.', redirect home.
 */
export class AuthorizationError extends GraphQLResponseError {
  override name = 'AuthorizationError';
}

export function isGraphQLClientError(error: unknown): error is GraphQLClientError {
  return error instanceof GraphQLClientError;
}

export function isAuthorizationError(error: unknown): error is AuthorizationError {
  return error instanceof AuthorizationError;
}

export function isAuthorizationErrorItem(item: GraphQLErrorItem): boolean {
  return item.extensions?.category === AUTHORIZATION_CATEGORY;
}
