// Which islands each kind of page renders, derived from the code (ui/island/registry.ts), for
// the client build's JS budgets and the server's preloads. Nobody keeps a list by hand, so the
// budget cannot count an island no page renders, nor miss one a page starts rendering.
//
// - Page kinds are the routes of routes/*.ts(x) (each exported RouteModule: its id and layout)
//   plus the pages rendered outside the route table (`EXTRA_PAGES`, the error pages).
// - A module renders an island when its bundle still uses the island's server wrapper
//   `ui/islands/<name>.tsx` after tree shaking: esbuild bundles each page module with every
//   wrapper marked external and free of side effects, so an import survives only where a
//   component is actually used (by the module's exports or code they reach). An island
//   rendered under a condition (a gallery with one image renders none) counts: the budget is
//   for the heaviest page of the kind.
// - A page kind's islands are its layout's plus its page module's.
//
// worker/render/page-islands.test.ts renders the pages and checks that nothing they render is
// missing from what this derives.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const REGISTRY = 'ui/island/registry.ts';
const WRAPPERS_DIR = 'ui/islands';
const ROUTES_DIR = 'routes';
/** Layout name (RouteModule.layout) → module. */
export const layoutModule = (name) => `ui/layouts/${name}-layout.tsx`;
/** Pages worker/render/error-pages.tsx renders, outside the route table. */
const EXTRA_PAGES = [
  { id: 'not-found', layout: 'minimal', module: 'ui/pages/not-found-page.tsx' },
  { id: 'maintenance', layout: 'minimal', module: 'ui/pages/maintenance-page.tsx' },
];
const MARKER = 'island:';

const common = {
  bundle: true,
  format: 'esm',
  jsx: 'automatic',
  logLevel: 'error',
};
/** The server reads the manifest the client build is about to write. */
export const manifestExternal = {
  name: 'manifest-external',
  setup(build) {
    build.onResolve({ filter: /client-manifest\.json$/ }, (args) => ({ path: args.path, external: true }));
  },
};

/** Bundle TypeScript modules for Node into a temporary folder and import them. */
async function evaluate(root, entries) {
  const dir = await mkdtemp(path.join(tmpdir(), 'page-islands-'));
  try {
    await esbuild.build({
      ...common,
      absWorkingDir: root,
      entryPoints: Object.fromEntries(entries.map((entry, i) => [`entry${i}`, entry])),
      outdir: dir,
      outExtension: { '.js': '.mjs' },
      platform: 'node',
      splitting: true,
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [manifestExternal],
    });
    const modules = [];
    for (const [i] of entries.entries()) modules.push(await import(pathToFileURL(path.join(dir, `entry${i}.mjs`)).href));
    return modules;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The registered island names (ui/island/registry.ts `ISLAND_NAMES`). */
export async function registeredIslands(root) {
  const [registry] = await evaluate(root, [REGISTRY]);
  return [...registry.ISLAND_NAMES];
}

const isRouteModule = (value) =>
  typeof value === 'object' && value !== null && typeof value.id === 'string' && typeof value.layout === 'string' && typeof value.load === 'function' && Array.isArray(value.paths);

/** Every RouteModule exported by routes/*, with the file that defines it. */
async function routeModules(root) {
  const files = (await readdir(path.join(root, ROUTES_DIR)))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|\.d\.ts$/.test(f))
    .map((f) => `${ROUTES_DIR}/${f}`)
    .sort();
  const modules = await evaluate(root, files);
  return files.flatMap((file, i) =>
    Object.values(modules[i])
      .filter(isRouteModule)
      .map((route) => ({ id: route.id, layout: route.layout, module: file })),
  );
}

/** Island names whose wrappers each module uses (after tree shaking), by module. */
async function islandsUsedBy(root, modules, names) {
  const wrappers = new Map(names.map((name) => [path.join(root, WRAPPERS_DIR, `${name}.tsx`), name]));
  const result = await esbuild.build({
    ...common,
    absWorkingDir: root,
    entryPoints: modules,
    outdir: path.join(root, '.page-islands'),
    write: false,
    platform: 'neutral',
    packages: 'external',
    metafile: true,
    plugins: [
      manifestExternal,
      {
        name: 'island-wrappers',
        setup(build) {
          build.onResolve({ filter: /^\.{1,2}\// }, (args) => {
            const resolved = path.resolve(args.resolveDir, args.path);
            const name = wrappers.get(resolved) ?? wrappers.get(`${resolved}.tsx`);
            return name ? { path: `${MARKER}${name}`, external: true, sideEffects: false } : undefined;
          });
        },
      },
    ],
  });
  const used = new Map();
  for (const output of Object.values(result.metafile.outputs)) {
    if (!output.entryPoint) continue;
    const islands = output.imports.filter((i) => i.path.startsWith(MARKER)).map((i) => i.path.slice(MARKER.length));
    used.set(output.entryPoint, [...new Set(islands)].sort());
  }
  return used;
}

/**
 * @returns {{ layouts: Record<string, string[]>, pages: Record<string, { layout: string, module: string, islands: string[] }> }}
 *   `pages[id].islands` includes its layout's; every list sorted.
 * @throws Error when a page module or layout does not exist or two page kinds share an id.
 */
export async function pageIslands(root, names) {
  const pages = [...(await routeModules(root)), ...EXTRA_PAGES];
  const ids = pages.map((p) => p.id);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate) throw new Error(`Two page kinds named "${duplicate}"`);
  const layoutNames = [...new Set(pages.map((p) => p.layout))].sort();
  const modules = [...new Set([...layoutNames.map(layoutModule), ...pages.map((p) => p.module)])];
  const used = await islandsUsedBy(root, modules, names);
  const islandsOf = (module) => {
    const islands = used.get(module);
    if (!islands) throw new Error(`No bundle for ${module}`);
    return islands;
  };
  const layouts = Object.fromEntries(layoutNames.map((name) => [name, islandsOf(layoutModule(name))]));
  return {
    layouts,
    pages: Object.fromEntries(
      pages.map(({ id, layout, module }) => [id, { layout, module, islands: [...new Set([...layouts[layout], ...islandsOf(module)])].sort() }]),
    ),
  };
}
