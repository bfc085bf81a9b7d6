import type { ComponentType } from 'react';

/** What `client/islands/<name>.tsx` exports. */
export type IslandModule = {
  default: ComponentType<never>;
  /** Validates the JSON props before hydration (any zod schema; zod/mini keeps chunks small). */
  propsSchema?: { safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: unknown } };
};

/**
 * Island name → lazy chunk. A static map (not a computed `import()` path) so esbuild sees every
 * island and splits each into its own chunk sharing React and the stores.
 * Keep in sync with client/islands/ (island-loaders.test.ts checks both ways).
 */
export const ISLAND_LOADERS = {
  'account-button': () => import('./islands/account-button'),
  'assembly-products': () => import('./islands/assembly-products'),
  'cart-button': () => import('./islands/cart-button'),
  'listing-view': () => import('./islands/listing-view'),
  'live-search': () => import('./islands/live-search'),
  'mobile-menu-button': () => import('./islands/mobile-menu-button'),
  'newsletter-modal': () => import('./islands/newsletter-modal'),
  notifications: () => import('./islands/notifications'),
  'product-gallery': () => import('./islands/product-gallery'),
  'product-purchase': () => import('./islands/product-purchase'),
  'recently-viewed': () => import('./islands/recently-viewed'),
  'review-form': () => import('./islands/review-form'),
  sidebars: () => import('./islands/sidebars'),
  'wishlist-button': () => import('./islands/wishlist-button'),
} satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof ISLAND_LOADERS;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLAND_LOADERS, name);
}
