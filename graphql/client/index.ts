export {
  graphqlClient,
  operationName,
  printDocument,
  retryDelayMs,
  type GraphqlClient,
  type GraphqlClientOptions,
  type GraphqlVariables,
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
