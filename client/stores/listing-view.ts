import { atom } from 'nanostores';
import { readStorage, writeStorage } from '../browser-storage';

/** Grid or list view of product listings (storefront.md §4 toggles), remembered per browser. */
export const LISTING_VIEWS = ['grid', 'list'] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];
export const LISTING_VIEW_STORAGE_KEY = 'listingView';
/** What the server renders. */
export const DEFAULT_LISTING_VIEW: ListingView = 'grid';

const isListingView = (value: unknown): value is ListingView => (LISTING_VIEWS as readonly unknown[]).includes(value);

export const $listingView = atom<ListingView>(DEFAULT_LISTING_VIEW);

/** Adopt the stored choice, if any (an unknown stored value is ignored). */
export function loadListingView(): void {
  const stored = readStorage(LISTING_VIEW_STORAGE_KEY);
  if (isListingView(stored)) $listingView.set(stored);
}

/** Switch the view and remember it. */
export function setListingView(view: ListingView): void {
  $listingView.set(view);
  writeStorage(LISTING_VIEW_STORAGE_KEY, view);
}
