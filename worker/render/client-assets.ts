import { z } from 'zod';
import manifest from '../../dist/client-manifest.json';
import type { LayoutName } from '../../routes/route-module';
import type { ClientAssets } from '../../ui/document';

/**
 * Written by scripts/build-client.mjs; `npm run build` runs before start, test and deploy.
 * `layouts` and `pages` are derived by the build from what each layout and page renders
 * (scripts/page-islands.mjs), so the preloads follow the markup without a list to keep.
 */
const ManifestSchema = z.object({
  boot: z.string().startsWith('/'),
  bootImports: z.array(z.string().startsWith('/')),
  css: z.string().startsWith('/'),
  styles: z.object({
    id: z.string(),
    pages: z.record(z.string(), z.object({ blocking: z.string().startsWith('/'), deferred: z.string().startsWith('/').nullable() })),
  }),
  islands: z.record(z.string(), z.array(z.string().startsWith('/'))),
  atStart: z.record(z.string(), z.array(z.string().startsWith('/'))),
  hydrateAtStart: z.record(z.string(), z.array(z.string().startsWith('/'))),
  layouts: z.record(z.string(), z.array(z.string())),
  pages: z.record(z.string(), z.object({ layout: z.string(), islands: z.array(z.string()) })),
});

const MANIFEST = ManifestSchema.parse(manifest);

/**
 * The client build these pages reference: the content hashes of the boot module (its island
 * imports name every island chunk), of the stylesheet and of the page kinds' parts of it. Part
 * of the edge HTML cache key, so a deploy never serves a page cached by the previous one, whose
 * asset files are gone.
 */
export const CLIENT_BUILD_ID = [
  ...[MANIFEST.boot, MANIFEST.css].map((file) => /-([A-Z0-9]+)\.\w+$/.exec(file)?.[1] ?? file),
  MANIFEST.styles.id,
].join('.');

/**
 * The boot module, the page kind's stylesheets (what its first screen uses, and the rest) and
 * what to preload, without duplicates: the chunks the boot module imports; what the layout's
 * islands load at start (an island's prelude; its chunks and React's side only when it hydrates
 * at load: `interaction` and `visible` ones load theirs later); and the code of the page kind's
 * islands that hydrate at load (checkout, the account forms). Not the page kind's preludes: a
 * kind lists every island its pages may render (the newsletter popup only where the CMS shows
 * it), and a preload of code the page does not run is waste. A page kind the build did not see
 * (a route outside routes/, as tests add) gets the whole stylesheet, blocking: complete, only
 * slower to first paint.
 * @throws Error for a layout or island the build does not know (a stale dist/: rebuild).
 */
export function clientAssets(layout: LayoutName, kind: string): ClientAssets {
  const styles = MANIFEST.styles.pages[kind] ?? { blocking: MANIFEST.css, deferred: null };
  const layoutIslands = MANIFEST.layouts[layout];
  if (!layoutIslands) throw new Error(`layout "${layout}" is not in dist/client-manifest.json`);
  const chunksOf = (table: Record<string, string[]>, name: string) => {
    const chunks = table[name];
    if (!chunks) throw new Error(`island "${name}" is not in dist/client-manifest.json`);
    return chunks;
  };
  const pageIslands = MANIFEST.pages[kind]?.islands ?? [];
  const preload = new Set([
    ...MANIFEST.bootImports,
    ...layoutIslands.flatMap((name) => chunksOf(MANIFEST.atStart, name)),
    ...pageIslands.flatMap((name) => chunksOf(MANIFEST.hydrateAtStart, name)),
  ]);
  return { boot: MANIFEST.boot, styles, preload: [...preload] };
}
