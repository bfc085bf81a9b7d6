import { ISLAND_NAMES } from './island-names';

/**
 * Every island there is, as written from the files in client/islands/ (scripts/island-files.mjs:
 * an island is `client/islands/<name>.tsx` with its server wrapper `ui/islands/<name>.tsx`; the
 * names, the browser's loaders, each page kind's islands, preloads and budgets are derived).
 */
export { ISLAND_NAMES };

export type IslandName = (typeof ISLAND_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(ISLAND_NAMES);

export function isIslandName(name: string): name is IslandName {
  return NAMES.has(name);
}
