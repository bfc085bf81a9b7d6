// Errors a resolver may show to the client, in Magento's shape: `extensions.category` tells the
// client what kind of failure it is (Magento\Framework\GraphQl\Exception\*). Anything else a
// resolver throws is reported as 'Internal server error' (see graphql-http.ts).

export type MagentoErrorCategory =
  | 'graphql-input'
  | 'graphql-no-such-entity'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-already-exists';

export class MagentoError extends Error {
  /** graphql-js copies an original error's `extensions` onto the GraphQLError it reports. */
  readonly extensions: { category: MagentoErrorCategory };

  constructor(message: string, category: MagentoErrorCategory) {
    super(message);
    this.name = 'MagentoError';
    this.extensions = { category };
  }
}

export const inputError = (message: string) => new MagentoError(message, 'graphql-input');
export const noSuchEntity = (message: string) => new MagentoError(message, 'graphql-no-such-entity');
export const authorizationError = (message: string) => new MagentoError(message, 'graphql-authorization');
