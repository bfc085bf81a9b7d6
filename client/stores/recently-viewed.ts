import { atom } from 'nanostores';
import { addRecentlyViewed, parseRecentlyViewed, RECENTLY_VIEWED_STORAGE_KEY, serializeRecentlyViewed } from '../../domain/recently-viewed';
import { readStorage, writeStorage } from '../browser-storage';

/**
 * Recently viewed SKUs, most recent first (customer.md §4, §9), mirrored from localStorage
 * `lastViewedProductSkus`. Empty until the browser records a view: the server never knows it.
 */
export const $recentlyViewedSkus = atom<readonly string[]>([]);

/**
 * Record a product view: re-read the stored list (another tab may have changed it), move `sku`
 * to the front, store it back and publish it. The storage is the source of truth, so the write
 * happens here rather than in a listener that could miss views made while nothing listens.
 * Returns the new list.
 */
export function recordRecentlyViewed(sku: string): readonly string[] {
  const next = addRecentlyViewed(parseRecentlyViewed(readStorage(RECENTLY_VIEWED_STORAGE_KEY)), sku);
  writeStorage(RECENTLY_VIEWED_STORAGE_KEY, serializeRecentlyViewed(next));
  $recentlyViewedSkus.set(next);
  return next;
}
