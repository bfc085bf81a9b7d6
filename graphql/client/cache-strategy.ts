/**
 * How long the sub-request cache (worker/upstream/subrequest-cache.ts) may keep a query's answer,
 * written at the call as Hydrogen does (`storefront.query(Q, { cache: CacheLong() })`):
 * `client.query(DOC, variables, { cache: CacheShort })`. A call without one is not cached.
 * A strategy is a wish, never an order: a shopper's query (a customer token, or variables that
 * name a cart) is never cached whatever the call says, and neither is an answer with errors.
 */
export type CacheStrategy =
  | { mode: 'none' }
  | {
      mode: 'cache';
      /** Served without a refresh for this long. */
      maxAgeSeconds: number;
      /** Then served stale (and refreshed in the background) for this much longer. */
      staleWhileRevalidateSeconds: number;
      /**
       * The key includes the global content version: a CMS publish that bumps it (blocks,
       * newsletter) makes these entries miss at once.
       */
      contentVersioned?: boolean;
    };

/** Not cached: what a call without a `cache` option gets. */
export const CacheNone = { mode: 'none' } satisfies CacheStrategy;
/** Catalogue data (prices, stock, listings): fresh 10 s, stale up to a minute. */
export const CacheShort = { mode: 'cache', maxAgeSeconds: 10, staleWhileRevalidateSeconds: 50 } satisfies CacheStrategy;
/**
 * Configuration and navigation: fresh 1 h, stale up to a day (Hydrogen's CacheLong).
 * `{ ...CacheLong, contentVersioned: true }` for data a CMS publish changes.
 */
export const CacheLong = { mode: 'cache', maxAgeSeconds: 3600, staleWhileRevalidateSeconds: 82_800 } satisfies CacheStrategy;
