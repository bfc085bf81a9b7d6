import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The typed documents: every operation and fragment in graphql/documents/*.graphql, with its
 * result and variable types from the SDL the reference backend executes (magento.graphqls +
 * extensions.graphqls), as `<Name>Document` constants typed `TypedDocumentNode<Result, Variables>`
 * (graphql/documents/*.ts gives them their UPPER_SNAKE names), so `client.query(DOC, variables)`
 * is typed with no hand-written pairing. Fragments compose by name: an operation's document
 * carries every fragment it spreads.
 * `npm run codegen` rewrites graphql/generated/operations.ts; graphql/codegen.node.test.ts fails
 * when the checked-in file is stale. Runs offline (local files only).
 */
const config: CodegenConfig = {
  schema: ['graphql/schema/magento.graphqls', 'graphql/schema/extensions.graphqls'],
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
  },
  silent: true,
};

export default config;
