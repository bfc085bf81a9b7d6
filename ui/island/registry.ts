/**
 * Every island there is: the single list the rest is typed or derived from (ARCHITECTURE.md
 * "Islands"). `client/island-loaders.ts` must map each name to `client/islands/<name>.tsx`
 * (its type is checked against this list), the server `<Island>` accepts only these names, and
 * scripts/build-client.mjs derives each page kind's islands, preloads and JS budget from what
 * layouts and pages actually render (scripts/page-islands.mjs), never from a hand-kept list.
 *
 * Adding an island: its name here, `client/islands/<name>.tsx` (the component the browser
 * hydrates), `ui/islands/<name>.tsx` (the server wrapper rendering `<Island name="<name>">`),
 * and the loader line in client/island-loaders.ts.
 */
export const ISLAND_NAMES = [
  'account-addresses',
  'account-gdpr',
  'account-password',
  'account-personal-data',
  'account-subscriptions',
  'assembly-products',
  'checkout',
  'gdpr-request',
  'listing-view',
  'live-search',
  'newsletter-form',
  'newsletter-popup',
  'product-gallery',
  'product-purchase',
  'recently-viewed',
  'review-form',
  'thank-you',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(ISLAND_NAMES);

export function isIslandName(name: string): name is IslandName {
  return NAMES.has(name);
}
