#!/usr/bin/env node
// Writes the Strapi project's content model (cms/src/api/**, cms/src/components/**) from
// domain/cms-content.ts through scripts/cms-model.ts, and removes generated files that no longer
// have a source. Run after changing the content model: `node scripts/write-cms-model.mjs`;
// scripts/cms-model.test.ts fails until the committed files match.
// scripts/cms-model.ts is TypeScript importing TypeScript without extensions, which Node cannot
// load by itself: esbuild (already used by vitest.config.ts) bundles it into one module first.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const cms = path.join(root, 'cms');
const outfile = path.join(root, '.wrangler/cms-model/cms-model.mjs');
await build({ entryPoints: [path.join(root, 'scripts/cms-model.ts')], outfile, bundle: true, format: 'esm', platform: 'node', logLevel: 'warning' });
const { cmsModelFiles, GENERATED_FOLDERS } = await import(pathToFileURL(outfile).href);

/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });

/** @type {Map<string, string>} */
const files = cmsModelFiles();
let written = 0;
for (const [file, text] of files) {
  const full = path.join(cms, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  written++;
}
let removed = 0;
for (const folder of GENERATED_FOLDERS) {
  const dir = path.join(cms, folder);
  for (const full of walk(dir)) {
    if (!files.has(path.relative(cms, full))) {
      rmSync(full);
      removed++;
    }
  }
}
console.log(`cms/: ${written} generated files written, ${removed} stale removed`);
