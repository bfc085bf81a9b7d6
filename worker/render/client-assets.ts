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
  css: z.string().startsWith('/'),
  styles: z.object({
    id: z.string(),
    pages: z.record(z.string(), z.object({ blocking: z.string().startsWith('/'), deferred: z.string().startsWith('/').nullable() })),
  }),
  islands: z.record(z.string(), z.array(z.string().startsWith('/'))),
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
 * the chunks of the islands the layout renders (each island's own chunk plus the shared chunks
 * it imports), without duplicates. A page kind the build did not see (a route outside routes/,
 * as tests add) gets the whole stylesheet, blocking: complete, only slower to first paint.
 * @throws Error for a layout or island the build does not know (a stale dist/: rebuild).
 */
export function clientAssets(layout: LayoutName, kind: string): ClientAssets {
  const styles = MANIFEST.styles.pages[kind] ?? { blocking: MANIFEST.css, deferred: null };
  const islands = MANIFEST.layouts[layout];
  if (!islands) throw new Error(`layout "${layout}" is not in dist/client-manifest.json`);
  const preload = new Set<string>();
  for (const name of islands) {
    const chunks = MANIFEST.islands[name];
    if (!chunks) throw new Error(`island "${name}" is not in dist/client-manifest.json`);
    for (const chunk of chunks) preload.add(chunk);
  }
  return { boot: MANIFEST.boot, styles, preload: [...preload] };
}
