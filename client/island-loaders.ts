import type { ComponentType } from 'react';
import type { IslandName } from '../ui/island/registry';
import type * as ProductPage from './islands/product-page';

export type { IslandName };

/** What `client/islands/<name>.tsx` exports. */
export type IslandModule = {
  default: ComponentType<never>;
  /** Validates the JSON props before hydration (any zod schema; zod/mini keeps chunks small). */
  propsSchema?: { safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: unknown } };
};

/**
 * Island name → lazy chunk. A static map (not a computed `import()` path) so esbuild sees every
 * island and splits each into its own chunk sharing React and the stores (the product page's
 * own islands share one chunk: client/islands/product-page.ts). Its type is checked against
 * ui/island/registry.ts: a registered island without a loader, or a loader for a name nobody
 * registered, does not compile.
 */
type ProductPageIslands = typeof ProductPage;
/** An island of the product page's shared chunk (generic, so each keeps its own module type). */
const fromProductPage =
  <K extends keyof ProductPageIslands>(key: K) =>
  (): Promise<ProductPageIslands[K]> =>
    import('./islands/product-page').then((islands) => islands[key]);

export const ISLAND_LOADERS = {
  'account-addresses': () => import('./islands/account-addresses'),
  'account-gdpr': () => import('./islands/account-gdpr'),
  'account-password': () => import('./islands/account-password'),
  'account-personal-data': () => import('./islands/account-personal-data'),
  'account-subscriptions': () => import('./islands/account-subscriptions'),
  'assembly-products': fromProductPage('assemblyProducts'),
  checkout: () => import('./islands/checkout'),
  'gdpr-request': () => import('./islands/gdpr-request'),
  'listing-view': () => import('./islands/listing-view'),
  'live-search': () => import('./islands/live-search'),
  'newsletter-form': () => import('./islands/newsletter-form'),
  'newsletter-popup': () => import('./islands/newsletter-popup'),
  'product-gallery': fromProductPage('productGallery'),
  'product-purchase': fromProductPage('productPurchase'),
  'recently-viewed': fromProductPage('recentlyViewed'),
  'review-form': fromProductPage('reviewForm'),
  'thank-you': () => import('./islands/thank-you'),
} satisfies { readonly [name in IslandName]: () => Promise<IslandModule> };

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLAND_LOADERS, name);
}
