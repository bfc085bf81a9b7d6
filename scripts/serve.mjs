#!/usr/bin/env node
// Runs the storefront and the reference backend together, as `npm start`, the e2e tests and
// the benchmarks do: applies the D1 migrations to the local state, then
//   wrangler dev -c wrangler.toml -c backend/wrangler.toml
// The backend seeds its catalogue on the first request when the database is empty.
//
// Usage: node scripts/serve.mjs [--port 8787] [--persist .wrangler/state] [--fresh] [--var KEY:VALUE]...
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    persist: { type: 'string', default: '.wrangler/state' },
    fresh: { type: 'boolean', default: false },
    var: { type: 'string', multiple: true, default: [] },
  },
});

process.env.WRANGLER_SEND_METRICS = 'false';
// The project's own bin folder first: its `wrangler`, and the Node 22 of the `node` package
// that wrangler needs (also when this script itself was started with an older `node`).
const root = join(import.meta.dirname, '..');
process.env.PATH = [join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter);
process.chdir(root);
if (values.fresh) rmSync(values.persist, { recursive: true, force: true });

const migrate = spawnSync(
  'wrangler',
  ['d1', 'migrations', 'apply', 'DB', '--local', '-c', 'backend/wrangler.toml', '--persist-to', values.persist],
  { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CI: '1' } },
);
if (migrate.status !== 0) {
  console.error('serve: applying D1 migrations failed', migrate.error ?? '');
  process.exit(migrate.status ?? 1);
}

const vars = values.var.flatMap((pair) => ['--var', pair]);
const dev = spawn(
  'wrangler',
  ['dev', '-c', 'wrangler.toml', '-c', 'backend/wrangler.toml', '--port', values.port, '--ip', '127.0.0.1', '--persist-to', values.persist, ...vars],
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
