import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Result and variable types of every operation and fragment in graphql/documents/, generated
 * from the SDL the reference backend executes (magento.graphqls + extensions.graphqls).
 * `npm run codegen` rewrites graphql/generated/operations.ts; graphql/codegen.node.test.ts fails
 * when the checked-in file is stale. Runs offline (local files only).
 */
const config: CodegenConfig = {
  schema: ['graphql/schema/magento.graphqls', 'graphql/schema/extensions.graphqls'],
  documents: ['graphql/documents/*.ts'],
  generates: {
    'graphql/generated/operations.ts': {
      plugins: ['typescript-operations'],
      config: {
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        enumType: 'string-literal',
        useTypeImports: true,
        skipTypename: false,
      },
    },
  },
  silent: true,
};

export default config;
