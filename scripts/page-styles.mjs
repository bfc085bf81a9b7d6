// The words (class names among them) that each kind of page's server markup may carry, derived
// from the code, for the client build's split of the stylesheet into what blocks a page kind's
// first paint and what loads after it (scripts/first-screen-css.mjs). Nobody lists a page's
// styles by hand, so a page cannot start rendering a class whose rules arrive late.
//
// - A page kind's markup comes from its layout, its page module (scripts/page-islands.mjs finds
//   both) and what the worker splices into every page (`SPLICED`).
// - Each module is bundled (tree-shaken, packages left out) and every word of the bundle
//   counts: more words only make more rules block, never fewer. An island's server render is
//   in the bundle; what the browser alone renders later (a sidebar's content, a toast, a popup)
//   lives in client/ and is not, so its rules load after the first paint.
//
// worker/render/page-styles.test.ts renders the pages and checks that every class in their
// first-screen HTML has its rules in the kind's blocking stylesheet.
import { createHash } from 'node:crypto';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { classMatcher, splitFirstScreen } from './first-screen-css.mjs';
import { layoutModule, manifestExternal } from './page-islands.mjs';

/** Markup the worker adds to pages outside the layouts: the first-visit banner (worker/middleware/consent-banner.tsx). */
const SPLICED = ['ui/consent/consent-banner.tsx'];
/** An island's client module, which renders it again when it hydrates (scripts/build-client.mjs). */
const islandModule = (name) => `client/islands/${name}.tsx`;

/** The words of each module's bundle, by module path (relative to root). */
async function moduleWords(root, modules) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: modules,
    outdir: path.join(root, '.page-styles'),
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    platform: 'neutral',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'error',
    plugins: [manifestExternal],
  });
  const text = new Map(result.outputFiles.map((file) => [path.relative(root, file.path), file.text]));
  const words = new Map();
  for (const [output, { entryPoint }] of Object.entries(result.metafile.outputs)) {
    if (entryPoint) words.set(entryPoint, new Set(text.get(output)?.match(/[\w-]+/g) ?? []));
  }
  return words;
}

/**
 * @param pages `{ kind: { layout, module } }` (scripts/page-islands.mjs `pageIslands().pages`)
 * @returns `{ kind: Set<word> }`: the words of its layout, its page module and `SPLICED`.
 * @throws Error when a module does not build.
 */
export async function pageWords(root, pages) {
  const sources = ({ layout, module, islands }) => [...SPLICED, layoutModule(layout), module, ...islands.map(islandModule)];
  const words = await moduleWords(root, [...new Set(Object.values(pages).flatMap(sources))]);
  return Object.fromEntries(Object.entries(pages).map(([kind, page]) => [kind, new Set(sources(page).flatMap((module) => [...(words.get(module) ?? [])]))]));
}

/** A short content hash, upper case like the client build's own. */
const contentHash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase();

/**
 * Each page kind's stylesheets, split from `css` (the whole bundled stylesheet) by the words of
 * its markup (`pageWords`): `blocking` (its first screen's rules) and `deferred` (the rest, null
 * when there is none). Kinds whose first screens use the same rules share both files.
 * @returns `{ id, files, pages }`: `files` maps a file name to its CSS; `pages[kind]` names its
 *   two files; `id` is a hash of every file, for cache keys of pages that reference them.
 */
export async function pageStyles(root, css, pages) {
  const words = await pageWords(root, pages);
  const files = new Map();
  const add = (name, text) => {
    const file = `${name}-${contentHash(text)}.css`;
    files.set(file, text);
    return file;
  };
  const styles = Object.fromEntries(
    Object.entries(words).map(([kind, kindWords]) => {
      const { blocking, deferred } = splitFirstScreen(css, classMatcher(kindWords));
      return [kind, { blocking: add('first-screen', blocking), deferred: deferred ? add('after-first-screen', deferred) : null }];
    }),
  );
  return { id: contentHash([...files.keys()].sort().join('\n')), files, pages: styles };
}
