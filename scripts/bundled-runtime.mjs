// The storefront and the reference backend as production runs them: each bundled by
// `wrangler deploy --dry-run` (React's production build, none of wrangler dev's development
// middleware), both in one local workerd through Miniflare, the runtime wrangler dev itself uses,
// with the same bindings, assets (and their `_headers`), Durable Objects and persisted state
// layout as `wrangler dev --persist-to`. What it leaves out is wrangler dev's: its proxy port
// (which passes every HTML answer through an HTMLRewriter for live reload), its request log and
// the DevTools inspector it attaches: per-request costs production does not have (a cache hit
// measured 0.8 of a static file's throughput under wrangler dev, 1.0 here). No reload on change:
// start it again after a build (SIGUSR2 to serve.mjs reads the assets folder again).
//
// Used by `scripts/serve.mjs --bundled` (the e2e run and the benchmarks).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { localStatePath } from './d1-migrate-local.mjs';

/** Module types by file extension, beside those a config's `[[rules]]` name (`**\/*.ext` globs). */
const MODULE_TYPES = { js: 'ESModule', mjs: 'ESModule', cjs: 'CommonJS', wasm: 'CompiledWasm', txt: 'Text', html: 'Text', bin: 'Data' };

/** Bundles the worker of `configPath` as `wrangler deploy` would, into `outdir` (absolute). */
function bundle(configPath, outdir) {
  const built = spawnSync('wrangler', ['deploy', '--dry-run', '--env', '', '-c', configPath, '--outdir', outdir], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error(`bundling ${configPath} failed (wrangler deploy --dry-run exited ${built.status})`);
}

/** Miniflare options for the worker of `configPath` run from its bundle in `outdir`. */
function workerOptions(configPath, outdir, { name, vars = {}, assets }) {
  const { workerOptions: options } = unstable_getMiniflareWorkerOptions(configPath);
  const { modulesRules = [], rootPath: _rootPath, bindings, ...rest } = options;
  const types = { ...MODULE_TYPES };
  for (const rule of modulesRules) {
    for (const glob of rule.include) {
      const extension = /^\*\*\/\*\.(\w+)$/.exec(glob)?.[1];
      if (extension) types[extension] = rule.type;
    }
  }
  const files = readdirSync(outdir).filter((file) => !file.endsWith('.map') && file !== 'README.md');
  // The entry module first.
  files.sort((a, b) => Number(b === 'index.js') - Number(a === 'index.js'));
  return {
    ...rest,
    name,
    bindings: { ...bindings, ...vars },
    modulesRoot: outdir,
    modules: files.map((file) => {
      const type = types[file.split('.').pop()];
      if (!type) throw new Error(`${outdir}/${file}: no module type for its extension`);
      return { type, path: join(outdir, file) };
    }),
    ...(assets ? { assets } : {}),
  };
}

/**
 * Starts both workers on `127.0.0.1:port` with state under `persist` (its `v3` folder, as
 * `wrangler dev --persist-to`). `vars` override the storefront's [vars]. Resolves with
 * `{ origin, reload, dispose }` once the runtime answers.
 */
export async function startBundled({ root, port, persist, storefrontConfig, backendConfig, vars }) {
  const state = resolve(root, persist);
  // Beside the state: servers started at once (the e2e run's) do not share a folder.
  const storefrontOut = join(state, 'bundles/storefront');
  const backendOut = join(state, 'bundles/backend');
  bundle(storefrontConfig, storefrontOut);
  bundle(backendConfig, backendOut);
  const options = convertV4MiniflareOptions({
    host: '127.0.0.1',
    port: Number(port),
    resourcePersistencePath: localStatePath(state),
    workers: [
      workerOptions(storefrontConfig, storefrontOut, {
        name: 'storefront',
        vars,
        assets: { directory: resolve(root, 'dist/client'), binding: 'ASSETS', routerConfig: { has_user_worker: true } },
      }),
      // The name the storefront's BACKEND service binding names (backend/wrangler.toml).
      workerOptions(backendConfig, backendOut, { name: 'reference-backend' }),
    ],
  });
  const mf = new Miniflare(options);
  const origin = (await mf.ready).origin;
  // `reload`: the same workers again, with the assets folder read anew (new files are served).
  return { origin, reload: () => mf.setOptions(options), dispose: () => mf.dispose() };
}
