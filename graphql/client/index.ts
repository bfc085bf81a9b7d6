export { CacheLong, CacheNone, CacheShort, type CacheStrategy } from './cache-strategy';
export {
  BACKEND_AGENT_TIMEOUT_MS,
  HTTP_CLIENT_TIMEOUT_MS,
  graphqlClient,
  operationName,
  printDocument,
  retryDelayMs,
  type GraphqlClient,
  type GraphqlClientOptions,
  type GraphqlQueryOptions,
  type GraphqlVariables,
  type UpstreamFetchOptions,
} from './graphql-client';
export {
  AUTHORIZATION_CATEGORY,
  AuthorizationError,
  GraphQLClientError,
  GraphQLErrorItemSchema,
  GraphQLResponseError,
  GraphQLTransportError,
  RESPONSE_NOT_DEFINED,
  isAuthorizationError,
  isAuthorizationErrorItem,
  isGraphQLClientError,
  type GraphQLErrorItem,
  type GraphQLTransportReason,
} from './graphql-errors';
