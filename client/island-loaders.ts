import type { ComponentType } from 'react';
import type { IslandName } from '../ui/island/registry';
import { ISLAND_LOADERS as GENERATED_LOADERS } from './island-loaders.generated';

export type { IslandName };

/** What `client/islands/<name>.tsx` exports. */
export type IslandModule = {
  default: ComponentType<never>;
  /** Validates the JSON props before hydration (any zod schema; zod/mini keeps chunks small). */
  propsSchema?: { safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: unknown } };
};

/**
 * Island name → lazy chunk, written from the files in client/islands/ (scripts/island-files.mjs).
 * Checked against ui/island/registry.ts here: every island's module has the shape boot needs.
 */
export const ISLAND_LOADERS = GENERATED_LOADERS satisfies { readonly [name in IslandName]: () => Promise<IslandModule> };

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLAND_LOADERS, name);
}
