import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

/**
 * Three test projects:
 * - `storefront`: worker/, routes/, ui/, graphql/, kv-schema/ tests inside workerd with the
 *   storefront's wrangler.toml bindings (KV, Cache API). Upstreams are faked per test.
 * - `backend`: backend/ tests inside workerd with a real local D1 and the migrations applied.
 * - `node`: pure domain/ rules and the GraphQL contract checks (they read ../shared).
 */
const root = import.meta.dirname;
const jsx = { oxc: { jsx: { runtime: 'automatic' as const, importSource: 'react' } } };

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, 'backend/migrations'));
  return {
    test: {
      projects: [
        {
          ...jsx,
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              miniflare: {
                // The reference backend is never reached from these tests: each test injects
                // its own counting fake upstream. This stub makes any accidental call visible.
                serviceBindings: {
                  BACKEND: () => new Response('BACKEND binding is not available in storefront tests', { status: 599 }),
                },
              },
            }),
          ],
          test: {
            name: 'storefront',
            include: ['{worker,routes,ui,graphql,kv-schema}/**/*.test.{ts,tsx}'],
            exclude: ['graphql/**/*.node.test.ts'],
          },
        },
        {
          ...jsx,
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './backend/wrangler.toml' },
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, SEED_PRODUCTS: '120' } },
            }),
          ],
          test: {
            name: 'backend',
            include: ['backend/**/*.test.ts'],
            setupFiles: ['./backend/test/apply-migrations.ts'],
          },
        },
        {
          ...jsx,
          test: {
            name: 'node',
            environment: 'node',
            include: ['domain/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'graphql/**/*.node.test.ts', 'scripts/**/*.test.ts'],
          },
        },
      ],
    },
  };
});
