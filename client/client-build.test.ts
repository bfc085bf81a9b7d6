import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISLAND_LOADERS } from './island-loaders';

// Runs scripts/build-client.mjs into a temporary folder (never touching dist/, which
// `wrangler dev` may be serving) and checks its manifest against the esbuild metafile.
const root = path.resolve(import.meta.dirname, '..');
let dir = '';
let manifest: { boot: string; css: string; islands: Record<string, string[]> };
let metafile: Metafile;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'client-build-'));
  await promisify(execFile)(
    process.execPath,
    [
      'scripts/build-client.mjs',
      '--outdir', path.join(dir, 'client'),
      '--manifest', path.join(dir, 'client-manifest.json'),
      '--metafile', path.join(dir, 'meta.json'),
      '--quiet',
    ],
    { cwd: root },
  );
  manifest = JSON.parse(await readFile(path.join(dir, 'client-manifest.json'), 'utf8'));
  metafile = JSON.parse(await readFile(path.join(dir, 'meta.json'), 'utf8'));
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

describe('client build', () => {
  it('writes hashed boot and CSS files under /assets', async () => {
    expect(manifest.boot).toMatch(/^\/assets\/boot-[A-Z0-9]+\.js$/);
    expect(manifest.css).toMatch(/^\/assets\/app-[A-Z0-9]+\.css$/);
    await stat(path.join(dir, 'client', manifest.boot));
    const css = await readFile(path.join(dir, 'client', manifest.css), 'utf8');
    expect(css).toContain('sf-island{display:contents}');
  });

  it('lists every island, its own chunk first, and every listed file exists', async () => {
    expect(Object.keys(manifest.islands).sort()).toEqual(Object.keys(ISLAND_LOADERS).sort());
    for (const [name, files] of Object.entries(manifest.islands)) {
      expect(files[0]).toMatch(new RegExp(`^/assets/${name}-[A-Z0-9]+\\.js$`));
      expect(metafile.outputs[outputOf(files[0]!)]?.entryPoint).toBe(`client/islands/${name}.tsx`);
      for (const file of files) await stat(path.join(dir, 'client', file));
    }
  });

  it('bundles react-dom and nanostores each into exactly one file', () => {
    expect(holders((input) => input.startsWith('node_modules/react-dom/'))).toEqual([outputOf(manifest.boot)]);
    expect(holders((input) => input.startsWith('node_modules/nanostores/'))).toHaveLength(1);
  });

  it('shares one React and one copy of each store across all islands', () => {
    const [reactChunk, ...more] = holders((input) => input === 'node_modules/react/cjs/react.production.js');
    expect(more).toEqual([]);
    const [storeChunk] = holders((input) => input === 'client/stores/open-sidebar.ts');
    for (const [name, files] of Object.entries(manifest.islands)) {
      expect(files.map(outputOf), name).toContain(reactChunk);
    }
    for (const name of ['account-button', 'wishlist-button', 'cart-button', 'sidebars']) {
      expect(manifest.islands[name]!.map(outputOf), name).toContain(storeChunk);
    }
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

  it('copies client/public (when present) into the output root', async () => {
    const entries = await readdir(path.join(root, 'client/public')).catch(() => []);
    for (const entry of entries) await stat(path.join(dir, 'client', entry));
  });
});
