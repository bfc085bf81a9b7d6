#!/usr/bin/env node
// Runs the storefront and the reference backend together, as `npm start`, the e2e tests and
// the benchmarks do: applies the D1 migrations to the local state (scripts/d1-migrate-local.mjs), then
//   wrangler dev -c wrangler.toml -c backend/wrangler.toml
// or, with --bundled, both workers from their production bundles without wrangler dev
// (scripts/bundled-runtime.mjs: what the benchmarks measure).
// The backend seeds its catalogue on the first request when the database is empty.
//
// Usage: node scripts/serve.mjs [--port 8787] [--persist .wrangler/state] [--fresh] [--seed-products N] [--var KEY:VALUE]... [--backend-var KEY:VALUE]... [--bundled]
// (`--var` reaches the storefront only: wrangler applies it to the first config; `--backend-var`
// sets a [vars] value of the backend's generated config copy, e.g. RECAPTCHA_SECRET. `--seed-products`
// runs the backend from a generated copy of its config with SEED_PRODUCTS = N. On another port
// than 8787 the copy also points the payment provider at it: PAYMENT_PAGE_BASE_URL
// `http://localhost:{port}/__dev/backend` and STOREFRONT_URL `http://localhost:{port}`, the origin
// the browser uses, so the provider's page and its return stay on the shop's origin; the
// storefront's CARD_ID_AUTH_URL likewise becomes `http://localhost:{port}/__dev/backend/id-card`
// and its GA4_MP_URL `http://localhost:{port}/__dev/backend/ga/mp/collect`.)
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { parseArgs } from 'node:util';
import { applyLocalMigrations } from './d1-migrate-local.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    persist: { type: 'string', default: '.wrangler/state' },
    fresh: { type: 'boolean', default: false },
    var: { type: 'string', multiple: true, default: [] },
    'backend-var': { type: 'string', multiple: true, default: [] },
    'seed-products': { type: 'string' },
    bundled: { type: 'boolean', default: false },
  },
});

process.env.WRANGLER_SEND_METRICS = 'false';
// The project's own bin folder first: its `wrangler`, and the Node 22 of the `node` package
// that wrangler needs (also when this script itself was started with an older `node`).
const root = join(import.meta.dirname, '..');
process.env.PATH = [join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter);
process.chdir(root);
if (values.fresh) rmSync(values.persist, { recursive: true, force: true });

let backendConfig = 'backend/wrangler.toml';
const seedProducts = values['seed-products'];
/** A `--var` / `--backend-var` value, `KEY:VALUE`, as `[KEY, VALUE]`. */
function keyValue(flag, pair) {
  const match = /^([A-Z][A-Z0-9_]*):(.*)$/s.exec(pair);
  if (!match) throw new Error(`${flag} must be KEY:VALUE, got ${pair}`);
  return [match[1], match[2]];
}
const backendVars = values['backend-var'].map((pair) => keyValue('--backend-var', pair));
if (seedProducts || values.port !== '8787' || backendVars.length) {
  const count = seedProducts === undefined ? null : Number(seedProducts);
  if (count !== null && (!Number.isInteger(count) || count < 1)) throw new Error('--seed-products must be a positive integer');
  const origin = `http://localhost:${values.port}`;
  // Beside the original, so its relative paths (main, migrations_dir) still resolve. Gitignored.
  backendConfig = `backend/wrangler.${count === null ? '' : `seed-${count}.`}port-${values.port}.generated.toml`;
  let config = readFileSync('backend/wrangler.toml', 'utf8')
    .replace(/^PAYMENT_PAGE_BASE_URL = ".*"$/m, `PAYMENT_PAGE_BASE_URL = "${origin}/__dev/backend"`)
    .replace(/^STOREFRONT_URL = ".*"$/m, `STOREFRONT_URL = "${origin}"`);
  if (count !== null) config = config.replace(/^SEED_PRODUCTS = "\d+"$/m, `SEED_PRODUCTS = "${count}"`);
  // The first occurrence is the development [vars] (production's come later in the file).
  for (const [key, value] of backendVars) {
    const line = new RegExp(`^${key} = ".*"$`, 'm');
    if (!line.test(config)) throw new Error(`--backend-var: backend/wrangler.toml has no ${key}`);
    config = config.replace(line, `${key} = ${JSON.stringify(value)}`);
  }
  writeFileSync(backendConfig, config);
}

// The migrations in one local runtime (scripts/d1-migrate-local.mjs: the same result as
// `wrangler d1 migrations apply DB --local`, which starts one per migration: 9 s against 2 s).
try {
  await applyLocalMigrations(backendConfig, values.persist);
} catch (error) {
  console.error('serve: applying D1 migrations failed', error);
  process.exit(1);
}

// The storefront's ID-card service URL and GA4 Measurement Protocol collector (the backend's
// stand-in) point at the port served (like PAYMENT_PAGE_BASE_URL above), unless a --var names them.
const portVar = (name, path) =>
  values.port !== '8787' && !values.var.some((pair) => pair.startsWith(`${name}:`)) ? [`${name}:http://localhost:${values.port}${path}`] : [];
const cardVar = [...portVar('CARD_ID_AUTH_URL', '/__dev/backend/id-card'), ...portVar('GA4_MP_URL', '/__dev/backend/ga/mp/collect')];
const vars = [...values.var, ...cardVar];

if (values.bundled) {
  // Both workers as production bundles them, with nothing of wrangler dev's in front (scripts/bundled-runtime.mjs).
  const { startBundled } = await import('./bundled-runtime.mjs');
  const runtime = await startBundled({
    root,
    port: values.port,
    persist: values.persist,
    storefrontConfig: 'wrangler.toml',
    backendConfig,
    vars: Object.fromEntries(vars.map((pair) => keyValue('--var', pair))),
  });
  console.error(`serve: bundled workers ready on ${runtime.origin}`);
  const stop = () => runtime.dispose().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // SIGUSR2: the assets folder read again (the benchmarks add files to it), as wrangler dev does on a change.
  process.on('SIGUSR2', () => runtime.reload().then(() => console.error('serve: assets reloaded')));
} else {
  const dev = spawn(
    'wrangler',
    ['dev', '-c', 'wrangler.toml', '-c', backendConfig, '--port', values.port, '--ip', '127.0.0.1', '--persist-to', values.persist, ...vars.flatMap((pair) => ['--var', pair])],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const stop = () => dev.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  dev.on('error', (error) => {
    console.error('serve: could not start wrangler dev', error);
    process.exit(1);
  });
  dev.on('exit', (code) => process.exit(code ?? 0));
}
