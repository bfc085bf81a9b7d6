import type { ComponentType } from 'react';
import type { IslandName } from '../ui/island/registry';
import { ISLAND_LOADERS as GENERATED_LOADERS, ISLAND_PRELUDES as GENERATED_PRELUDES } from './island-loaders.generated';

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

/**
 * What `client/islands/<name>.prelude.ts` exports: React-free work done with the page whatever
 * the island's strategy (client/boot.ts), given the island's element and its raw JSON props (the
 * prelude checks what it reads). `false`: the island is not needed on this page, never hydrate it.
 */
export type IslandPrelude = { prelude(element: Element, props: unknown): boolean | Promise<boolean> };

export const ISLAND_PRELUDES = GENERATED_PRELUDES satisfies { readonly [name in IslandName]?: () => Promise<IslandPrelude> };

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLAND_LOADERS, name);
}
