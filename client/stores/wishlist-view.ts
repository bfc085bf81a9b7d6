import { atom } from 'nanostores';
import { readStorage, writeStorage } from '../browser-storage';

/**
 * Grid or list view of the wish list sidebar (storefront.md §4 toggles: the wishlist's own,
 * beside the category one), remembered per browser like the listing view (client/listing-view.ts).
 */
export type WishlistViewMode = 'grid' | 'list';
export const WISHLIST_VIEW_STORAGE_KEY = 'wishlistView';
export const $wishlistView = atom<WishlistViewMode>('list');

/** Adopt the stored choice, if any (an unknown stored value is ignored). */
export function loadWishlistView(): void {
  const stored = readStorage(WISHLIST_VIEW_STORAGE_KEY);
  if (stored === 'grid' || stored === 'list') $wishlistView.set(stored);
}

export function setWishlistView(view: WishlistViewMode): void {
  $wishlistView.set(view);
  writeStorage(WISHLIST_VIEW_STORAGE_KEY, view);
}
