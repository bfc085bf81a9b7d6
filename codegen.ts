import type { CodegenConfig } from '@graphql-codegen/cli';
import { readFileSync } from 'node:fs';

const SCHEMA = ['graphql/schema/magento.graphqls', 'graphql/schema/extensions.graphqls'];

/** Every enum of the SDL, mapped to its own generated union so resolvers' enum results are checked. */
const ENUMS = Object.fromEntries(
  SCHEMA.flatMap((file) => [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/^enum (\w+)/gm)].map((m) => [m[1]!, m[1]!])),
);

/**
 * Two outputs from the SDL the reference backend executes (magento.graphqls + extensions.graphqls):
 * - graphql/generated/operations.ts, the typed documents: every operation and fragment in
 *   graphql/documents/*.graphql, with its result and variable types, as `<Name>Document`
 *   constants typed `TypedDocumentNode<Result, Variables>` (graphql/documents/*.ts gives them
 *   their UPPER_SNAKE names), so `client.query(DOC, variables)` is typed with no hand-written
 *   pairing. Fragments compose by name: an operation's document carries every fragment it spreads;
 * - backend/src/generated/resolvers.ts: the resolver signatures of every type and field (the
 *   backend's side, used through backend/src/commerce/resolver-types.ts): field names,
 *   arguments and the context are the SDL's; scalar and enum results are checked; the types
 *   whose fields have resolvers of their own are mapped to the backend's shapes (`mappers`), so
 *   their parents and the results that return them are checked too. Other object results stay
 *   `unknown` (`defaultMapper`): the shapes the default field resolver reads hold lazy thunks
 *   (commerce/schema.ts), Error values inside lists and enum values as D1 strings, which the
 *   SDL's object types cannot describe (with `Partial<{T}>`: 26 errors in 14 files).
 * `npm run codegen` rewrites both; graphql/codegen.node.test.ts fails when a checked-in file is
 * stale. Runs offline (local files only).
 */
const config: CodegenConfig = {
  schema: SCHEMA,
  documents: ['graphql/documents/*.graphql'],
  generates: {
    'graphql/generated/operations.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        enumType: 'string-literal',
        useTypeImports: true,
        skipTypename: false,
        // The documents themselves, typed: graphql-tag parses them at runtime as before (no
        // precompiled AST in the worker bundle); `/*#__PURE__*/` lets bundlers drop unused ones.
        documentMode: 'graphQLTag',
        gqlImport: 'graphql-tag#gql',
        pureMagicComment: true,
      },
    },
    'backend/src/generated/resolvers.ts': {
      documents: [],
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../commerce/context#CommerceContext',
        defaultMapper: 'unknown',
        // The shapes that types with field resolvers of their own receive as parent.
        // Interfaces: what their `__resolveType` reads, so it can only answer an implementing type.
        mappers: {
          ...ENUMS,
          Boolean: 'boolean',
          Float: 'number',
          ID: 'string',
          Int: 'number',
          String: 'string',
          Cart: '../commerce/cart/cart-shape#CartShape',
          CartItemInterface: "{ __typename: 'ConfigurableCartItem' | 'GiftCardCartItem' | 'SimpleCartItem' }",
          CategoryTree: '../commerce/catalogue-rows#RoutedCategory',
          ConfigurableProduct: '../commerce/catalogue-rows#RoutedProduct',
          Customer: '../customers/customer-shape#CustomerShape',
          GiftCardProduct: '../commerce/catalogue-rows#RoutedProduct',
          OrderItemInterface: "{ __typename: 'OrderItem' }",
          ProductInterface: '../commerce/catalogue-rows#RoutedProduct',
          ProductReview: '../commerce/reviews/review-shape#ProductReview as ProductReviewShape',
          RoutableInterface: '../commerce/catalogue-rows#Routable',
          SimpleProduct: '../commerce/catalogue-rows#RoutedProduct',
          SwatchDataInterface: "{ kind: 'ColorSwatchData' | 'ImageSwatchData' | 'TextSwatchData' }",
          Wishlist: '../wishlists/wishlist-shape#WishlistShape',
          WishlistItemInterface: "{ __typename: 'ConfigurableWishlistItem' | 'SimpleWishlistItem' | 'VirtualWishlistItem' }",
        },
        enumsAsTypes: true,
        useTypeImports: true,
        makeResolverTypeCallable: true,
        noSchemaStitching: true,
        resolverTypeWrapperSignature: 'T | Promise<T>',
        avoidOptionals: false,
        useIndexSignature: false,
      },
    },
  },
  silent: true,
};

export default config;
