import type { Context } from 'hono';

/**
 * Whether the page of a request was rendered degraded: a deferred part (reviews, related
 * products, home products…) failed and its section was left out. Such a page is served but never
 * stored by the edge HTML cache, so the next request after the backend recovers shows it whole.
 * Request-scoped (keyed by the Hono context), set by loaders through `LoaderArgs.markDegraded`.
 */
const degraded = new WeakSet<Context>();

export function markPageDegraded(c: Context): void {
  degraded.add(c);
}

export function isPageDegraded(c: Context): boolean {
  return degraded.has(c);
}
