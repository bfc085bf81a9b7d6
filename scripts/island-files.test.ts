import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedIslandFiles, islandFiles } from './island-files.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('the islands derived from client/islands/ (scripts/island-files.mjs)', () => {
  it('the committed names and loaders are what the files give (run `npm run build` after adding or removing an island)', () => {
    for (const [file, content] of Object.entries(generatedIslandFiles(root))) {
      expect(readFileSync(path.join(root, file), 'utf8'), file).toBe(content);
    }
  });

  it('loads the product page group through its one chunk, every other island from its own', () => {
    const grouped = islandFiles(root).filter((island) => island.groupExport !== null).map((island) => island.name);
    expect(grouped).toEqual(['assembly-products', 'product-gallery', 'product-purchase', 'recently-viewed', 'review-form']);
  });
});
