import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsBudget } from '../scripts/budgets.mjs';
import { usedRules } from '../scripts/first-screen-css.mjs';
import { ISLAND_NAMES } from '../ui/island/registry';

// Runs scripts/build-client.mjs into a temporary folder (never touching dist/, which
// `wrangler dev` may be serving) and checks its manifest against the esbuild metafile.
const root = path.resolve(import.meta.dirname, '..');
let dir = '';
let manifest: {
  boot: string;
  css: string;
  styles: { id: string; pages: Record<string, { blocking: string; deferred: string | null }> };
  islands: Record<string, string[]>;
  atStart: Record<string, string[]>;
  layouts: Record<string, string[]>;
  pages: Record<string, { layout: string; islands: string[] }>;
};
/** The build's exit status and what it printed on stderr (it fails when over budget). */
let build: { code: number; stderr: string };
let metafile: Metafile;
let report: {
  budget: number;
  catalogueKeys: number;
  islands: Record<string, { own: number; lazy: number }>;
  pages: Record<string, { atLoad: number; withInteraction: number; budget: number; islands: string[] }>;
  css: number;
  styles: Record<string, { blocking: number; deferred: number }>;
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'client-build-'));
  // Over budget, the build still writes everything, then exits with status 1.
  build = await promisify(execFile)(
    process.execPath,
    [
      'scripts/build-client.mjs',
      '--outdir', path.join(dir, 'client'),
      '--manifest', path.join(dir, 'client-manifest.json'),
      '--metafile', path.join(dir, 'meta.json'),
      '--report', path.join(dir, 'report.json'),
      '--quiet',
    ],
    { cwd: root },
  ).then(
    ({ stderr }) => ({ code: 0, stderr }),
    (error: Error & { code?: number; stderr?: string }) => ({ code: error.code ?? -1, stderr: error.stderr ?? error.message }),
  );
  manifest = JSON.parse(await readFile(path.join(dir, 'client-manifest.json'), 'utf8'));
  metafile = JSON.parse(await readFile(path.join(dir, 'meta.json'), 'utf8'));
  report = JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8'));
}, 60_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The metafile key (relative to the repo root) of a manifest URL. */
const outputOf = (url: string) => path.relative(root, path.join(dir, 'client', url));
const holders = (predicate: (input: string) => boolean) =>
  Object.entries(metafile.outputs)
    .filter(([, output]) => Object.keys(output.inputs).some(predicate))
    .map(([file]) => file);
/** Manifest URLs of the chunks `urls` load with `import()` (interaction code), one level deep. */
const lazyOf = (urls: readonly string[]) =>
  urls.flatMap((url) => metafile.outputs[outputOf(url)]!.imports.filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => `/${path.relative(path.join(dir, 'client'), path.join(root, i.path))}`));

/** The output files `file` loads with static imports, itself included. */
const closure = (file: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const i of metafile.outputs[file]!.imports) if (i.kind === 'import-statement' && !i.external) closure(i.path, seen);
  return seen;
};

const PRODUCT_PAGE_ISLANDS = new Set(['assembly-products', 'product-gallery', 'product-purchase', 'recently-viewed', 'review-form']);

describe('client build', () => {
  it('writes hashed boot and CSS files under /assets', async () => {
    expect(manifest.boot).toMatch(/^\/assets\/boot-[A-Z0-9]+\.js$/);
    expect(manifest.css).toMatch(/^\/assets\/app-[A-Z0-9]+\.css$/);
    await stat(path.join(dir, 'client', manifest.boot));
    const css = await readFile(path.join(dir, 'client', manifest.css), 'utf8');
    expect(css).toContain('sf-island{display:contents}');
  });

  it('lists every island, its own chunk first, and every listed file exists', async () => {
    expect(Object.keys(manifest.islands).sort()).toEqual([...ISLAND_NAMES].sort());
    for (const [name, files] of Object.entries(manifest.islands)) {
      // The product page's own islands share one chunk (client/islands/product-page.ts).
      const chunk = PRODUCT_PAGE_ISLANDS.has(name) ? 'product-page' : name;
      expect(files[0]).toMatch(new RegExp(`^/assets/${chunk}-[A-Z0-9]+\\.js$`));
      expect(metafile.outputs[outputOf(files[0]!)]?.entryPoint).toBe(`client/islands/${chunk}.${chunk === name ? 'tsx' : 'ts'}`);
      expect(Object.keys(metafile.outputs[outputOf(files[0]!)]!.inputs)).toContain(`client/islands/${name}.tsx`);
      for (const file of files) await stat(path.join(dir, 'client', file));
    }
  });

  it('bundles react-dom and nanostores each into exactly one file, react-dom not the boot module', () => {
    const [reactDom, ...more] = holders((input) => input.startsWith('node_modules/react-dom/'));
    expect(more).toEqual([]);
    expect(reactDom).not.toBe(outputOf(manifest.boot));
    expect(holders((input) => input.startsWith('node_modules/nanostores/'))).toHaveLength(1);
  });

  it('shares one React and one copy of each store across all islands', () => {
    const [reactChunk, ...more] = holders((input) => input === 'node_modules/react/cjs/react.production.js');
    expect(more).toEqual([]);
    const [storeChunk, ...moreStores] = holders((input) => input === 'client/stores/notifications.ts');
    expect(moreStores).toEqual([]);
    for (const [name, files] of Object.entries(manifest.islands)) {
      expect(files.map(outputOf), name).toContain(reactChunk);
    }
    // The notices load on the first one (client/notifications.ts): the store is in no island's static closure.
    for (const files of Object.values(manifest.islands)) expect(files.map(outputOf)).not.toContain(storeChunk);
    const inputs = Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(inputs.length).toBe(new Set(inputs).size);
  });

  it('ships neither the full zod build nor any server code to the browser', () => {
    const inputs = Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(inputs.filter((input) => input.startsWith('node_modules/zod/v4/classic/'))).toEqual([]);
    expect(inputs.filter((input) => input.includes('zod/v4/locales/') && !input.endsWith('/en.js'))).toEqual([]);
    expect(inputs.filter((input) => /^(worker|routes|graphql|kv-schema|backend)\//.test(input))).toEqual([]);
    expect(inputs).not.toContain('node_modules/react-dom/cjs/react-dom-server.browser.production.js');
  });

  it('loads no JSX with the boot module: its header glue imports only marker constants', () => {
    // A constant imported from a JSX module (ui/header/*.tsx) brings that module's imports along.
    const inputs = [...closure(outputOf(manifest.boot))].flatMap((file) => Object.keys(metafile.outputs[file]!.inputs));
    expect(inputs.filter((input) => input.endsWith('.tsx') || input === 'node_modules/react/jsx-runtime.js')).toEqual([]);
  });

  it('leaves zod/mini\'s built-in checks (z.minLength, z.int, z.regex…) out of the browser bundle', async () => {
    // They cost every island page about 1.1 KB gzip in the shared zod chunk; browser code states
    // such rules with one z.refine (ui/island/props-schema.ts).
    const files = Object.keys(metafile.outputs).filter((output) => output.endsWith('.js'));
    const sources = await Promise.all(files.map((output) => readFile(path.join(root, output), 'utf8')));
    expect(sources.flatMap((source) => source.match(/\$ZodCheck[A-Z]\w*/g) ?? [])).toEqual([]);
  });

  it('loads interaction code only on interaction: never in an island\'s static closure', () => {
    const lazy = ['client/live-search-engine.ts', 'client/recently-viewed-products.ts', 'client/assembly-products.ts', 'ui/islands/assembly-products-list.tsx', 'client/review-form-panel.tsx', 'client/review-submission.ts'];
    for (const input of lazy) {
      const [file, ...more] = holders((i) => i === input);
      expect(more, input).toEqual([]);
      for (const [name, files] of Object.entries(manifest.islands)) expect(files.map(outputOf), `${name} loads ${input}`).not.toContain(file);
    }
    // e.g. the product cards of recently viewed come with that chunk, not with the island.
    const [cards] = holders((i) => i === 'ui/product/product-card.tsx');
    expect(manifest.islands['recently-viewed']!.map(outputOf)).not.toContain(cards);
  });

  it("loads checkout's delivery and payment steps from chunks of their own, not with the island; the payment step's without the delivery form", () => {
    for (const input of ['client/checkout/shipping-step.tsx', 'client/checkout/payment-step.tsx']) {
      const [file, ...more] = holders((i) => i === input);
      expect(more, input).toEqual([]);
      expect(manifest.islands.checkout!.map(outputOf), `checkout loads ${input}`).not.toContain(file);
      expect(lazyOf(manifest.islands.checkout!).map(outputOf), `checkout imports ${input} on demand`).toContain(file);
    }
    // A page opened on the payment step loads that step and the delivery recap, not the delivery form.
    const [payment] = holders((i) => i === 'client/checkout/payment-steps.ts');
    const [form] = holders((i) => i === 'client/checkout/shipping-step.tsx');
    expect(closure(payment!)).not.toContain(form);
    expect([...closure(payment!)].some((file) => Object.keys(metafile.outputs[file]!.inputs).includes('client/checkout/shipping-done.tsx'))).toBe(true);
  });

  it('translates t() calls at build time and ships each island only the rest of the catalogue it uses', async () => {
    const [catalogueChunk] = holders((i) => i === 'ui/i18n/et-EE.json');
    const shared = await readFile(path.join(root, catalogueChunk!), 'utf8');
    expect(shared).toContain('Sul puudub ligipääs, palun logi sisse.'); // a flash notice the worker sets
    expect(shared).toContain('Serveri viga: proovi uuesti'); // an API error message
    expect(shared).not.toContain('Kõik õigused kaitstud.'); // the footer's, rendered on the server only
    expect(shared).not.toContain('Tellimisel'); // t('Available to order'): inlined into the island that shows it
    expect(shared).not.toContain('Jätkamiseks täida see väli'); // run-time keys travel with the islands that use them
    const purchase = await readFile(path.join(dir, 'client', manifest.islands['product-purchase']![0]!), 'utf8');
    expect(purchase).toContain('"Tellimisel"');
    expect(purchase).not.toContain('Available to order');

    // A run-time key (domain/product-review.ts's message) is registered by the review form's own code…
    const reviewForm = [...manifest.islands['review-form']!, ...lazyOf(manifest.islands['review-form']!)];
    const reviewTexts = await Promise.all(reviewForm.map((url) => readFile(path.join(dir, 'client', url), 'utf8')));
    expect(reviewTexts.some((text) => text.includes('"Please fill this field to continue":"Jätkamiseks täida see väli"'))).toBe(true);
    // …while the checkout's (domain/checkout-validation.ts) never loads with the product page.
    const productAtLoad = [manifest.boot, ...manifest.pages.product!.islands.flatMap((name) => manifest.islands[name]!)];
    for (const url of new Set(productAtLoad)) {
      expect(await readFile(path.join(dir, 'client', url), 'utf8'), url).not.toContain('Vigane mobiilinumbri vorming');
    }
    expect(report.catalogueKeys).toBeLessThan(Object.keys(JSON.parse(await readFile(path.join(root, 'ui/i18n/et-EE.json'), 'utf8'))).length / 4);
  });

  it('loads no React at start on catalogue, search, content and account pages: only a boot module and preludes, no island code', async () => {
    const [reactDom] = holders((input) => input.startsWith('node_modules/react-dom/'));
    const [react] = holders((input) => input === 'node_modules/react/cjs/react.production.js');
    for (const kind of ['home', 'category', 'campaigns', 'search', 'content-page', 'contacts', 'not-found', 'product']) {
      const atStart = new Set([...closure(outputOf(manifest.boot)), ...manifest.pages[kind]!.islands.flatMap((name) => manifest.atStart[name]!.map(outputOf))]);
      expect(atStart, kind).not.toContain(reactDom);
      expect(atStart, kind).not.toContain(react);
      expect(report.pages[kind]!.atLoad, kind).toBeLessThanOrEqual(kind === 'product' ? 30 * 1024 : 20 * 1024);
    }
    // The account forms hydrate on first use too: a signed-in page load brings no React.
    for (const kind of ['my-account-personal-data', 'my-account-shipping-details', 'my-account-password-change', 'my-account-subscriptions', 'my-account-gdpr-acceptance-details']) {
      const atStart = new Set([...closure(outputOf(manifest.boot)), ...manifest.pages[kind]!.islands.flatMap((name) => manifest.atStart[name]!.map(outputOf))]);
      expect(atStart, kind).not.toContain(reactDom);
    }
    // Checkout hydrates at load: React with it, preloaded.
    expect(manifest.atStart.checkout!.map(outputOf)).toContain(reactDom);
  });

  it('derives page kinds from the routes and error pages, each with its layout\'s islands', () => {
    for (const kind of ['home', 'category', 'search', 'product', 'checkout', 'not-found', 'maintenance']) expect(manifest.pages[kind], kind).toBeDefined();
    expect(manifest.pages.checkout!.layout).toBe('minimal');
    for (const [kind, { layout, islands }] of Object.entries(manifest.pages)) {
      for (const name of manifest.layouts[layout]!) expect(islands, kind).toContain(name);
      for (const name of islands) expect(manifest.islands[name], `${kind}: ${name}`).toBeDefined();
    }
    expect(manifest.pages.gdpr!.islands).toContain('gdpr-request');
    expect(manifest.pages.home!.islands).not.toContain('gdpr-request');
    expect(manifest.pages.product!.islands).toContain('product-purchase');
    expect(manifest.pages['not-found']!.islands).toContain('live-search');
    expect(report.pages.product!.islands).toEqual(manifest.pages.product!.islands);
  });

  it('fails the build, naming the page kind and its size, exactly when a budget is exceeded', () => {
    const over = Object.entries(report.pages).filter(([, page]) => page.atLoad > page.budget);
    const overStyles = Object.values(report.styles).some(({ blocking, deferred }) => blocking > 8 * 1024 || blocking + deferred > 20 * 1024);
    expect(build.code).toBe(over.length > 0 || report.css > 20 * 1024 || overStyles ? 1 : 0);
    for (const [kind, { atLoad, budget }] of over) {
      expect(build.stderr).toContain(`"${kind}": ${(atLoad / 1024).toFixed(1)} KB at load, budget ${(budget / 1024).toFixed(1)} KB`);
    }
  });

  it('keeps every page kind within its budget of JavaScript at load (scripts/budgets.mjs); CSS 20 KB', () => {
    for (const [kind, { atLoad, budget }] of Object.entries(report.pages)) {
      expect(budget, kind).toBe(jsBudget(kind));
      expect(atLoad, kind).toBeLessThanOrEqual(budget);
    }
    expect(report.css).toBeLessThanOrEqual(20 * 1024);
    expect(build.code).toBe(0);
  });

  it('copies client/public (when present) into the output root', async () => {
    const entries = await readdir(path.join(root, 'client/public')).catch(() => []);
    for (const entry of entries) await stat(path.join(dir, 'client', entry));
  });
});

describe('client build: the stylesheet split per page kind (scripts/page-styles.mjs)', () => {
  const read = (url: string) => readFile(path.join(dir, 'client', url), 'utf8');
  const all = () => true;

  it('gives every page kind a blocking subset of the stylesheet, then the whole stylesheet (the same file for all: the cascade is the original)', async () => {
    expect(Object.keys(manifest.styles.pages).sort()).toEqual(Object.keys(manifest.pages).sort());
    const whole = usedRules(await read(manifest.css), all).sort();
    for (const [kind, { blocking, deferred }] of Object.entries(manifest.styles.pages)) {
      expect(blocking, kind).toMatch(/^\/assets\/first-screen-[A-Z0-9]+\.css$/);
      expect(deferred, kind).toMatch(/^\/assets\/after-first-screen-[A-Z0-9]+\.css$/);
      expect(usedRules(await read(deferred!), all).sort(), kind).toEqual(whole);
      for (const rule of usedRules(await read(blocking), all)) expect(whole, kind).toContain(rule);
      expect(await read(blocking), kind).not.toContain('@layer');
    }
  });

  it("blocks on a page kind's own sheets only where it shows them: checkout, account and content pages", async () => {
    const blocking = async (kind: string) => read(manifest.styles.pages[kind]!.blocking);
    const deferred = async (kind: string) => read(manifest.styles.pages[kind]!.deferred!);
    expect(await blocking('checkout')).toContain('.checkout-step{');
    expect(await blocking('home')).not.toContain('.checkout-step{');
    expect(await blocking('my-account-order-history')).toContain('.account-orders{');
    expect(await blocking('product')).not.toContain('.account-orders{');
    expect(await blocking('content-page')).toContain('.cms-html{');
    expect(await blocking('category')).not.toContain('.cms-html{');
    // Rendered in the browser on demand: the cart's lines, the sign-in forms, toasts.
    for (const kind of ['home', 'category', 'product', 'search']) {
      expect(await blocking(kind), kind).not.toContain('.cart-line{');
      expect(await deferred(kind), kind).toContain('.cart-line{');
      expect(await blocking(kind), kind).not.toContain('.auth-form{');
      expect(await blocking(kind), kind).toContain('.consent-banner{');
    }
  });

  it('reports blocking and deferred gzip bytes per page kind, within 8 KB blocking and 20 KB in all', () => {
    expect(Object.keys(report.styles).sort()).toEqual(Object.keys(manifest.pages).sort());
    for (const [kind, { blocking, deferred }] of Object.entries(report.styles)) {
      expect(blocking, kind).toBeGreaterThan(1024);
      expect(blocking, kind).toBeLessThanOrEqual(8 * 1024);
      expect(blocking + deferred, kind).toBeLessThanOrEqual(20 * 1024);
    }
  });
});
