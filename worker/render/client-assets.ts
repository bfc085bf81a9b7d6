import { z } from 'zod';
import manifest from '../../dist/client-manifest.json';
import type { ClientAssets } from '../../ui/document';

/** Written by scripts/build-client.mjs; `npm run build` runs before start, test and deploy. */
const ManifestSchema = z.object({
  boot: z.string().startsWith('/'),
  css: z.string().startsWith('/'),
  islands: z.record(z.string(), z.array(z.string().startsWith('/'))),
});

const MANIFEST = ManifestSchema.parse(manifest);

/**
 * The boot module, the stylesheet and the chunks of the given islands (each island's own chunk
 * plus the shared chunks it imports), without duplicates.
 * @throws Error for an island the build does not know (a layout and the registry disagree).
 */
export function clientAssets(islands: readonly string[]): ClientAssets {
  const preload = new Set<string>();
  for (const name of islands) {
    const chunks = MANIFEST.islands[name];
    if (!chunks) throw new Error(`island "${name}" is not in dist/client-manifest.json`);
    for (const chunk of chunks) preload.add(chunk);
  }
  return { boot: MANIFEST.boot, css: MANIFEST.css, preload: [...preload] };
}
