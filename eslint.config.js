// ESLint (`npm run lint`, part of `npm test`): typescript-eslint's type-aware recommended rules
// and React's rules of hooks. Correctness only: formatting and naming are left to review
// (STYLE.md), so no stylistic rule is enabled.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '**/.wrangler/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      // The store's Strapi project: its own package, linted and run by Strapi (README "Content pages (CMS)").
      'cms/',
      // Generated: `npm run types` (wrangler) and GraphQL Code Generator.
      '**/worker-configuration.d.ts',
      '**/generated/',
      '**/__generated__/',
      '**/*.generated.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // verbatimModuleSyntax: a type imported without `type` would stay in the JavaScript.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // `promise.then(...)` handed to waitUntil or fire-and-forget with `void` is the Workers idiom.
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      // React event handlers and Hono handlers may be async.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
      // `declare global { namespace Cloudflare { interface Env ... } }`: how Workers types are extended.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      // Route loaders and handlers are async by contract (RouteModule.load), awaiting or not.
      '@typescript-eslint/require-await': 'off',
      // The sanitisers and parameter checks match control characters on purpose.
      'no-control-regex': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Tests read JSON responses (`any`) and poke at them; type safety there is the assertions'.
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'backend/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Test helpers default a response's type to `any` so each test states only what it reads.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Build, bench and config scripts in plain JavaScript: outside tsconfig, no type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      // Node scripts: their globals (process, console, fetch, ...) are not declared for ESLint.
      'no-undef': 'off',
    },
  },
);
