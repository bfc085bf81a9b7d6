import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { build } from 'esbuild';
import { defineConfig } from 'vitest/config';

/**
 * Four test projects:
 * - `storefront`: worker/, routes/, ui/, graphql/, kv-schema/ tests inside workerd with the
 *   storefront's wrangler.toml bindings (KV, Cache API). Upstreams are faked per test.
 * - `backend`: backend/ tests inside workerd with a real local D1 and the migrations applied.
 * - `node`: pure domain/ rules and the GraphQL contract checks (they read ../shared).
 * - `integration`: integration/ tests: the storefront worker inside workerd with its BACKEND
 *   service binding pointing at the real reference backend (bundled by esbuild as an auxiliary
 *   worker) over a real D1 with the migrations applied and a small seeded catalogue.
 */
const root = import.meta.dirname;
/** The backend's D1 in the integration project; its test runner binds the same id. */
const INTEGRATION_BACKEND_DB_ID = 'integration-reference-backend';

/**
 * The reference backend as one ES module, for the integration project's auxiliary worker
 * (auxiliary workers are not transformed by Vite). Same loaders as wrangler: TypeScript, and the
 * SDL (`*.graphqls`) as text (backend/wrangler.toml [[rules]] Text). Takes well under a second.
 */
async function bundleBackend(): Promise<string> {
  // Under .wrangler/ (gitignored), not node_modules/.cache: checkouts whose node_modules are
  // hardlinked copies share that file's inode, so one checkout's bundle replaced another's
  // mid-run (its tests then met a backend without its routes).
  const outdir = path.join(root, '.wrangler/integration');
  mkdirSync(outdir, { recursive: true });
  const outfile = path.join(outdir, 'reference-backend.mjs');
  await build({
    entryPoints: [path.join(root, 'backend/src/index.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    // esbuild's browser platform, as wrangler bundles: package.json `browser` maps apply (qs →
    // object-inspect turns its Node-only `require('util')` off there).
    platform: 'browser',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['browser', 'module', 'main'],
    external: ['cloudflare:*', 'node:*'],
    loader: { '.graphqls': 'text' },
    logLevel: 'warning',
  });
  return outfile;
}

const jsx = { oxc: { jsx: { runtime: 'automatic' as const, importSource: 'react' } } };

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, 'backend/migrations'));
  const backendScript = await bundleBackend();
  return {
    test: {
      // Vitest's default is one worker fewer than the cores: one on CI's 2-core machine. Test files
      // mostly wait on workerd and module transforms, so two at once take about 25 % less time.
      maxWorkers: 2,
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
            // One worker runs the files one after another (a worker per file cost about 2 s of
            // start-up and transforms each); every test fakes its own upstreams.
            isolate: false,
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
            // Files share a worker; the setup file gives each an empty database and fresh module
            // state, as a worker of its own did (about 3x faster than a worker per file).
            isolate: false,
            include: ['backend/**/*.test.ts'],
            setupFiles: ['./backend/test/apply-migrations.ts'],
          },
        },
        {
          ...jsx,
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              miniflare: {
                // The backend's DB, bound here too (same id = same database) so the setup file
                // can apply the migrations before the backend seeds itself on first request.
                d1Databases: { BACKEND_DB: INTEGRATION_BACKEND_DB_ID },
                // The GA4 Measurement Protocol hits of the refund hook go to the backend's
                // stand-in collector (its fetch handler gets the request as sent); the storefront
                // makes no other outbound request here (its upstreams are the BACKEND binding).
                bindings: { TEST_MIGRATIONS: migrations, GA4_MP_URL: 'http://ga-collector.invalid/ga/mp/collect' },
                outboundService: 'reference-backend',
                workers: [
                  {
                    name: 'reference-backend',
                    modules: true,
                    scriptPath: backendScript,
                    compatibilityDate: '2025-11-01',
                    compatibilityFlags: ['nodejs_compat'],
                    d1Databases: { DB: INTEGRATION_BACKEND_DB_ID },
                    // The backend's own outgoing fetches: the CMS and refund webhook deliveries get a
                    // 202 (integration/refund-journey.test.ts delivers the logged refund body to the
                    // storefront itself); anything else goes out as it would.
                    outboundService: (request: Request) =>
                      ['cms-webhook.invalid', 'refund-webhook.invalid'].includes(new URL(request.url).hostname) ? new Response(null, { status: 202 }) : fetch(request),
                    bindings: {
                      ENVIRONMENT: 'development',
                      SEED_PRODUCTS: '120',
                      FAULT_INJECTION: 'enabled',
                      // The payment provider on the storefront's origin, as in development (backend/wrangler.toml).
                      PAYMENT_PAGE_BASE_URL: 'http://localhost:8787/__dev/backend',
                      STOREFRONT_URL: 'http://localhost:8787',
                      PAYMENT_NOTIFY_SECRET: 'integration-payment-notify-secret',
                      // The reference CMS: writes with this token; its webhook is answered by
                      // `outboundService` below (integration/cms-webhook.test.ts delivers the same
                      // body to the storefront's /hooks/cms itself).
                      CMS_API_TOKEN: 'integration-cms-api-token',
                      // Reads need a token as on a Strapi with its Public role closed: the
                      // storefront's CMS_API_TOKEN (wrangler.toml, development value).
                      CMS_READ_TOKEN: 'development-cms-read-token',
                      CMS_WEBHOOK_URL: 'http://cms-webhook.invalid/hooks/cms',
                      CMS_WEBHOOK_AUTHORIZATION: 'development-cms-webhook-secret',
                      // Refunds: the admin token of the REST refund, and where its webhook goes.
                      ADMIN_API_TOKEN: 'integration-admin-api-token',
                      REFUND_WEBHOOK_URL: 'http://refund-webhook.invalid/hooks/refund',
                      REFUND_WEBHOOK_AUTHORIZATION: 'development-refund-webhook-secret',
                    },
                  },
                ],
              },
            }),
          ],
          test: {
            name: 'integration',
            include: ['integration/**/*.test.{ts,tsx}'],
            setupFiles: ['./integration/apply-backend-migrations.ts'],
          },
        },
        {
          ...jsx,
          test: {
            name: 'node',
            environment: 'node',
            // One worker for all files, each with fresh modules and the globals the previous file
            // stubbed restored (the setup file): a worker per file cost about 10 s of the run.
            isolate: false,
            setupFiles: ['./client/test/fresh-modules.ts'],
            include: ['domain/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'graphql/**/*.node.test.ts', 'scripts/**/*.test.ts'],
          },
        },
      ],
    },
  };
});
