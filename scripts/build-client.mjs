// Client build (`npm run build`): one esbuild pass over client/boot.ts (code-split: one chunk per
// island, shared React and stores chunks) and the CSS entry ui/styles/app.css, hashed into
// dist/client/assets/, plus dist/client-manifest.json for the server:
//   { "boot": "/assets/boot-XXXX.js", "css": "/assets/app-XXXX.css",
//     "styles": { "id": "XXXX", "pages": { "<kind>": { "blocking": "/assets/first-screen-XXXX.css",
//                                                      "deferred": "/assets/after-first-screen-XXXX.css" } } },
//     "islands": { "<name>": ["/assets/<name>-XXXX.js", ...the chunks it imports statically] },
//     "atStart": { "<name>": [...what a page loads for it at start: its prelude; its chunks and
//                  React's side of hydrating when it hydrates at load] }, … }
// Options (for tests): --outdir <dir> (default dist/client), --manifest <file>
// (default dist/client-manifest.json), --metafile <file> (esbuild's, not written by default),
// --report <file> (sizes as JSON, see the end of this file), --quiet.
//
// Translations: `t('literal key')` calls are translated at build time, and the browser gets only
// the rest of the et-EE catalogue it can use (`inlineTranslations`, `clientCatalogue`).
//
// Budgets (ARCHITECTURE.md "Performance budgets"): the JavaScript a page loads without any
// interaction (boot, the preludes of the islands it renders, and the static closure of those that
// hydrate at load or idle, React included; `interaction` and `visible` islands load theirs when
// used or scrolled to) is measured per page kind,
// and the islands each kind renders are derived from the code (scripts/page-islands.mjs), not
// listed here. The build FAILS (exit status 1, after writing its output and report) when a page
// kind or the CSS is over budget (scripts/budgets.mjs). The stylesheet is split per page kind
// into what its first screen uses (blocking) and the rest (scripts/page-styles.mjs). The
// manifest also carries each layout's islands, which the server preloads
// (worker/render/client-assets.ts).
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { CSS_BLOCKING_BUDGET_GZIP, CSS_BUDGET_GZIP, budgetFailures, jsBudget } from './budgets.mjs';
import { islandStrategies, writeIslandFiles } from './island-files.mjs';
import { pageIslands, registeredIslands } from './page-islands.mjs';
import { pageStyles } from './page-styles.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    outdir: { type: 'string', default: path.join(root, 'dist/client') },
    manifest: { type: 'string', default: path.join(root, 'dist/client-manifest.json') },
    metafile: { type: 'string' },
    report: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});
const outdir = path.resolve(args.outdir);
const assetsDir = path.join(outdir, 'assets');
const manifestPath = path.resolve(args.manifest);
const log = args.quiet ? () => {} : (line) => console.log(line);

const BOOT_ENTRY = 'client/boot.ts';
const CATALOGUE = 'ui/i18n/et-EE.json';
/** Worker modules whose catalogue keys reach the browser as data (flash notices, API error messages). */
const BROWSER_TEXT_SOURCES = 'worker';
const CSS_ENTRY = 'ui/styles/app.css';
const ISLANDS_DIR = 'client/islands';
const HYDRATE_MODULE = 'client/island-hydrate.ts';
/** Each of these packages must land whole in exactly one output file (ARCHITECTURE.md "Islands"). */
const SINGLE_FILE_PACKAGES = ['nanostores', 'react-dom'];

// The island names and loaders, from the files in client/islands/ (scripts/island-files.mjs).
for (const file of writeIslandFiles(root)) log(`islands: wrote ${file}`);

await rm(assetsDir, { recursive: true, force: true });
await mkdir(assetsDir, { recursive: true });

const publicDir = path.join(root, 'client/public');
if (await stat(publicDir).then((s) => s.isDirectory(), () => false)) {
  await cp(publicDir, outdir, { recursive: true });
}

const buildOptions = {
  absWorkingDir: root,
  entryPoints: [BOOT_ENTRY, CSS_ENTRY],
  outdir: assetsDir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  // No publicPath: chunks import each other as `./chunk-….js` (they share one folder), 7 bytes
  // shorter per import than `/assets/…` on every page; url()s in the CSS resolve next to it too.
  loader: { '.svg': 'file', '.png': 'file', '.webp': 'file', '.woff2': 'file' },
  legalComments: 'none',
  // Raw UTF-8 rather than \u escapes (the Estonian texts): module scripts are always decoded
  // as UTF-8, whatever the response's charset.
  charset: 'utf8',
  metafile: true,
  logLevel: args.quiet ? 'error' : 'warning',
};

/** Source files under `dir` (recursively), tests and fakes left out. */
async function sourceFiles(dir) {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|\.d\.ts$/.test(e.name) && !e.name.startsWith('fake-'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

const catalogue = JSON.parse(await readFile(path.join(root, CATALOGUE), 'utf8'));

/**
 * `t('Add to cart')` with a catalogue key written out becomes `t("Lisa ostukorvi")` in the
 * browser build (t() returns an unknown key as is, and fills `{name}` placeholders in it), so
 * each island carries its own texts instead of every page loading every island's texts. Only
 * in modules that import `t` from ui/i18n/t; other calls and keys are left alone.
 */
const T_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"][^'"]*\bi18n\/t['"]/;
const T_CALL = /(?<![\w$.])t\(\s*(?:'([^'\\\n]+)'|"([^"\\\n]+)")/g;
function inlineTranslations(source) {
  const imported = T_IMPORT.exec(source);
  if (!imported || !/(^|[\s,])t([\s,]|$)/.test(imported[1])) return source;
  return source.replace(T_CALL, (call, single, double) => {
    const key = single ?? double;
    return Object.hasOwn(catalogue, key) ? `t(${JSON.stringify(catalogue[key])}` : call;
  });
}
/** Comments quote keys too ("the 'Assembly services' button"): not a use. Rough, for scanning only. */
const withoutComments = (source) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Client sources as the browser build sees them (after `inlineTranslations`), by path. */
const transformed = new Map();
const clientSourcePlugin = {
  name: 'inline-translations',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const relative = path.relative(root, file);
      const source = inlineTranslations(await readFile(file, 'utf8'));
      transformed.set(relative, source);
      const own = entryMessages.get(relative.split(path.sep).join('/'));
      const register = own
        ? `import { registerMessages as __registerMessages } from ${JSON.stringify(path.relative(path.dirname(file), path.join(root, 'ui/i18n/t')).split(path.sep).join('/').replace(/^(?!\.)/, './'))}; __registerMessages(${JSON.stringify(own)});\n`
        : '';
      return { contents: register + source, loader: file.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** Entry module (relative path) → the catalogue keys it registers before its island renders. */
const entryMessages = new Map();

/**
 * The catalogue the browser still needs after `inlineTranslations`: keys written as string
 * literals elsewhere in a module of the client bundle (`message: 'Please select product
 * options'`, translated at run time), or in worker/ code whose text the browser translates
 * (flash notices, API error messages). Server-rendered pages translate on the server, so their
 * keys stay out of the bundle. A key built at run time (`t(prefix + x)`) would be missed: write
 * keys out in full.
 *
 * Per entry, so a page loads only the texts of the islands it shows: the shared catalogue module
 * (what every page loads with `t`) holds the worker's keys and those of the boot module's static
 * imports; every other entry (an island, or a chunk loaded on interaction) gets the keys its own
 * static import closure uses, registered by a line prepended to its entry module
 * (`registerMessages` in ui/i18n/t.ts), which runs after its imports and before it renders.
 */
async function clientCatalogue() {
  const probe = await esbuild.build({
    ...buildOptions,
    entryPoints: [BOOT_ENTRY],
    outdir: path.join(assetsDir, '.probe'),
    write: false,
    logLevel: 'error',
    plugins: [clientSourcePlugin],
  });
  const graph = probe.metafile.inputs;
  const isSource = (input) => !input.startsWith('node_modules/') && /\.tsx?$/.test(input);
  const keysIn = (source) => Object.keys(catalogue).filter((key) => ["'", '"', '`'].some((q) => source.includes(`${q}${key}${q}`)));
  const keysOf = new Map(Object.keys(graph).filter(isSource).map((input) => [input, keysIn(withoutComments(transformed.get(input) ?? ''))]));
  /** Source files `entry` loads through static imports (itself included). */
  const closure = (entry, seen = new Set()) => {
    if (seen.has(entry) || !graph[entry]) return seen;
    seen.add(entry);
    for (const i of graph[entry].imports) if (i.kind === 'import-statement' && !i.external) closure(i.path, seen);
    return seen;
  };
  const keysOfClosure = (entry) => new Set([...closure(entry)].flatMap((input) => keysOf.get(input) ?? []));

  // The worker's own t() calls render on the server: only its other literals can reach the browser.
  const workerSources = await Promise.all((await sourceFiles(BROWSER_TEXT_SOURCES)).map(async (file) => withoutComments(await readFile(path.join(root, file), 'utf8')).replace(T_CALL, '')));
  const shared = new Set([...workerSources.flatMap(keysIn), ...keysOfClosure(BOOT_ENTRY)]);
  const lazyEntries = new Set(Object.values(graph).flatMap((input) => input.imports.filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => i.path)));
  for (const entry of lazyEntries) {
    const own = [...keysOfClosure(entry)].filter((key) => !shared.has(key));
    if (own.length) entryMessages.set(entry, Object.fromEntries(own.map((key) => [key, catalogue[key]])));
  }
  return Object.fromEntries([...shared].map((key) => [key, catalogue[key]]));
}

const browserCatalogue = await clientCatalogue();
const catalogueSize = Object.keys(catalogue).length;
const result = await esbuild.build({
  ...buildOptions,
  plugins: [
    clientSourcePlugin,
    {
      name: 'client-catalogue',
      setup(build) {
        build.onLoad({ filter: /[\\/]ui[\\/]i18n[\\/]et-EE\.json$/ }, () => ({ contents: JSON.stringify(browserCatalogue), loader: 'json' }));
      },
    },
  ],
});

const { outputs } = result.metafile;
/** esbuild output path (relative to root) → URL path under the assets binding. */
const toUrl = (output) => `/${path.relative(outdir, path.join(root, output)).split(path.sep).join('/')}`;
const entryOutput = (entry) => {
  const found = Object.keys(outputs).find((o) => outputs[o].entryPoint === entry && !o.endsWith('.map'));
  if (!found) throw new Error(`No output for ${entry}`);
  return found;
};
/** Chunks that `output`'s static closure loads with `import()` (islands' interaction code). */
const lazyEntries = (files) =>
  [...new Set(files.flatMap((f) => outputs[f].imports.filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => i.path)))];
/** The output plus every chunk it imports statically, depth first, each once. */
const staticClosure = (output, seen = new Set()) => {
  if (seen.has(output)) return [];
  seen.add(output);
  const imports = outputs[output].imports.filter((i) => i.kind === 'import-statement' && !i.external);
  return [output, ...imports.flatMap((i) => staticClosure(i.path, seen))];
};

/** ui/island/registry.ts; each name's client module is `client/islands/<name>.tsx` (island-loaders.ts). */
const islandNames = (await registeredIslands(root)).sort();
const { layouts, pages } = await pageIslands(root, islandNames);

const boot = entryOutput(BOOT_ENTRY);
const css = entryOutput(CSS_ENTRY);
/**
 * The output holding an island's module: its own entry, or the chunk of the group that loads it
 * (client/islands/product-page.ts bundles the product page's islands into one chunk).
 */
/** The output holding source file `input`, if any. */
const outputHolding = (input) => Object.keys(outputs).find((o) => !o.endsWith('.map') && Object.hasOwn(outputs[o].inputs, input));
const islandOutput = (name) => outputHolding(`${ISLANDS_DIR}/${name}.tsx`) ?? entryOutput(`${ISLANDS_DIR}/${name}.tsx`);
const islandFiles = Object.fromEntries(islandNames.map((name) => [name, staticClosure(islandOutput(name))]));
/** React's side of hydrating (client/island-hydrate.ts), loaded with the first island that hydrates. */
const hydrateFiles = staticClosure(outputHolding(HYDRATE_MODULE) ?? entryOutput(HYDRATE_MODULE));
/** Each island's prelude (client/islands/<name>.prelude.ts), when it has one: loaded with the page. */
const preludeFiles = Object.fromEntries(
  islandNames.map((name) => {
    const output = outputHolding(`${ISLANDS_DIR}/${name}.prelude.ts`);
    return [name, output ? staticClosure(output) : []];
  }),
);
const strategies = islandStrategies(root);
/**
 * Whether an island hydrates without the shopper doing anything (so its code counts at load). An
 * island with a prelude hydrates when the prelude allows it (the newsletter popup's timer, the
 * recently viewed list's earlier views): not counted at load; the bench's Chromium measure
 * (bench/interactions.mjs) is the check that no prelude allows it at once.
 */
const hydratesAtLoad = (name) => preludeFiles[name].length === 0 && (strategies[name] === 'load' || strategies[name] === 'idle');
/** An island's code with React's side, when it hydrates at load; nothing otherwise. */
const codeAtStart = (name) => (hydratesAtLoad(name) ? [...islandFiles[name], ...hydrateFiles] : []);
/** What a page loads at start for one island: its prelude, and its code when it hydrates at load. */
const atStart = (name) => [...preludeFiles[name], ...codeAtStart(name)];
/** What each island loads on interaction, beyond its static closure. */
const islandLazyFiles = Object.fromEntries(
  Object.entries(islandFiles).map(([name, files]) => [name, lazyEntries(files).flatMap((entry) => staticClosure(entry)).filter((f) => !files.includes(f))]),
);

// Islands share state only if every module (React, each store) exists once across all outputs.
const holders = new Map();
for (const [output, { inputs }] of Object.entries(outputs)) {
  for (const input of Object.keys(inputs)) holders.set(input, [...(holders.get(input) ?? []), output]);
}
for (const [input, files] of holders) {
  if (files.length !== 1) throw new Error(`${input} is bundled ${files.length} times: ${files.join(', ')}`);
}
for (const pkg of SINGLE_FILE_PACKAGES) {
  const files = new Set([...holders].filter(([input]) => input.startsWith(`node_modules/${pkg}/`)).flatMap(([, f]) => f));
  if (files.size !== 1) throw new Error(`${pkg} must be in exactly one output file, found ${files.size}: ${[...files].join(', ')}`);
}

// Each page kind's stylesheets: the rules its first screen uses block rendering, the rest load
// after (scripts/page-styles.mjs splits the whole stylesheet).
const styles = await pageStyles(root, await readFile(path.join(root, css), 'utf8'), pages);
for (const [file, text] of styles.files) await writeFile(path.join(assetsDir, file), text);
const styleUrl = (file) => file && toUrl(path.relative(root, path.join(assetsDir, file)));

const manifest = {
  boot: toUrl(boot),
  /** The chunks the boot module imports statically (preloaded with it: no request waterfall). */
  bootImports: staticClosure(boot).slice(1).map(toUrl),
  /** The whole stylesheet, split into `styles`; pages load only their kind's two parts. */
  css: toUrl(css),
  /** `id` hashes every file below; `pages`: page kind → its blocking and deferred stylesheet. */
  styles: {
    id: styles.id,
    pages: Object.fromEntries(Object.entries(styles.pages).map(([kind, { blocking, deferred }]) => [kind, { blocking: styleUrl(blocking), deferred: styleUrl(deferred) }])),
  },
  islands: Object.fromEntries(Object.entries(islandFiles).map(([name, files]) => [name, files.map(toUrl)])),
  /** Island name → what a page loads for it at start, which the server preloads (`atStart`). */
  atStart: Object.fromEntries(islandNames.map((name) => [name, [...new Set(atStart(name))].map(toUrl)])),
  /** Island name → its code and React's side, for the islands that hydrate at load (else empty). */
  hydrateAtStart: Object.fromEntries(islandNames.map((name) => [name, [...new Set(codeAtStart(name))].map(toUrl)])),
  /** Layout name → the islands it renders (preloaded with the boot module). */
  layouts,
  /** Page kind (route id, or an error page) → its layout and every island it may render. */
  pages: Object.fromEntries(Object.entries(pages).map(([kind, { layout, islands }]) => [kind, { layout, islands }])),
};
await mkdir(path.dirname(manifestPath), { recursive: true });
await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
if (args.metafile) await writeFile(path.resolve(args.metafile), JSON.stringify(result.metafile));

// Sizes: each file, then the page totals that the budget is about.
const gzipSize = async (output) => gzipSync(await readFile(path.join(root, output)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = new Map(
  await Promise.all(
    Object.keys(outputs)
      .filter((o) => o.endsWith('.js') || o.endsWith('.css'))
      .map(async (o) => [o, await gzipSize(o)]),
  ),
);
for (const [output, size] of [...sizes].sort((a, b) => b[1] - a[1])) {
  log(`${kb(size).padStart(9)} gzip  ${toUrl(output)}`);
}
const sum = (files) => [...new Set(files)].reduce((total, o) => total + (sizes.get(o) ?? 0), 0);
const bootFiles = staticClosure(boot);
log(`catalogue: ${Object.keys(browserCatalogue).length} of ${catalogueSize} keys in the shared module, ${[...entryMessages.values()].reduce((n, m) => n + Object.keys(m).length, 0)} registered by ${entryMessages.size} entries`);
log(`JS per island: own = its chunk + chunks no other island or boot loads; on interaction = its import() chunks`);
const shared = (file) => Object.values(islandFiles).filter((files) => files.includes(file)).length > 1 || bootFiles.includes(file);
const report = { budget: jsBudget(), catalogueKeys: Object.keys(browserCatalogue).length, islands: {}, pages: {}, css: 0 };
for (const [name, files] of Object.entries(islandFiles)) {
  const own = sum(files.filter((f, i) => i === 0 || !shared(f)));
  const lazy = sum(islandLazyFiles[name]);
  report.islands[name] = { own, lazy };
  log(`${kb(own).padStart(9)}  ${name}${lazy ? ` (+ ${kb(lazy)} on interaction)` : ''}`);
}
for (const [kind, { islands }] of Object.entries(pages)) {
  const atLoad = [...bootFiles, ...islands.flatMap(atStart)];
  const withInteraction = [...atLoad, ...islands.flatMap((n) => [...islandFiles[n], ...hydrateFiles, ...islandLazyFiles[n]])];
  report.pages[kind] = { atLoad: sum(atLoad), withInteraction: sum(withInteraction), budget: jsBudget(kind), islands };
}
// Kinds rendering the same islands weigh the same: one line each.
const groups = Map.groupBy(Object.entries(report.pages), ([, page]) => `${page.islands.join(' ')}|${page.budget}`);
for (const entries of groups.values()) {
  const [, page] = entries[0];
  const kinds = entries.map(([kind]) => kind).join(', ');
  log(`JS  ${kinds}: ${kb(page.atLoad)} gzip at load, ${kb(page.withInteraction)} after every interaction (budget ${kb(page.budget)}; ${page.islands.length} islands: ${page.islands.join(', ')})`);
}
const unrendered = islandNames.filter((n) => !Object.values(pages).some((page) => page.islands.includes(n)));
if (unrendered.length) log(`note: registered islands no page renders (not in any budget or preload): ${unrendered.join(', ')}`);
const cssSize = sizes.get(css) ?? 0;
report.css = cssSize;
log(`CSS ${kb(cssSize)} gzip (budget ${kb(CSS_BUDGET_GZIP)})`);
const styleSizes = new Map([...styles.files].map(([file, text]) => [file, gzipSync(text, { level: 9 }).length]));
report.styles = Object.fromEntries(
  Object.entries(styles.pages).map(([kind, { blocking, deferred }]) => [kind, { blocking: styleSizes.get(blocking), deferred: styleSizes.get(deferred) ?? 0 }]),
);
for (const entries of Map.groupBy(Object.entries(styles.pages), ([, files]) => files.blocking).values()) {
  const { blocking, deferred } = report.styles[entries[0][0]];
  log(`CSS ${entries.map(([kind]) => kind).join(', ')}: ${kb(blocking)} gzip blocking the first paint (budget ${kb(CSS_BLOCKING_BUDGET_GZIP)}), ${kb(deferred)} after it`);
}
log(`manifest: ${path.relative(root, manifestPath)}`);
// { budget, catalogueKeys, islands: { name: { own, lazy } },
//   pages: { kind: { atLoad, withInteraction, budget, islands } }, css,
//   styles: { kind: { blocking, deferred } } }, bytes gzip.
if (args.report) await writeFile(path.resolve(args.report), `${JSON.stringify(report, null, 2)}\n`);
const failures = budgetFailures(report);
if (failures.length) {
  console.error(`Client build over budget (gzip):\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exitCode = 1;
}
