/**
 * The grid/list toggle of product listings (ui/listing/listing-view-toggle.tsx) and the sort
 * select that applies on change: server HTML made to act by this glue, run once by the boot
 * module (no React, no island). The choice is remembered per browser in localStorage
 * `listingView` and adopted at load, before the shopper starts reading.
 */
import { LISTING_SORT_ID, LISTING_VIEW_ATTRIBUTE } from '../ui/listing/listing-markers';
import { readStorage, writeStorage } from './browser-storage';

export const LISTING_VIEWS = ['grid', 'list'] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];
export const LISTING_VIEW_STORAGE_KEY = 'listingView';

const isListingView = (value: unknown): value is ListingView => (LISTING_VIEWS as readonly unknown[]).includes(value);

/** The remembered view; `null` when none (or an unknown value) is stored: the server's grid stays. */
export function storedListingView(): ListingView | null {
  const stored = readStorage(LISTING_VIEW_STORAGE_KEY);
  return isListingView(stored) ? stored : null;
}

/** Wires the toggles and the sort select of `root`, if it has them. */
export function enhanceListingView(root: Document = document): void {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(`button[${LISTING_VIEW_ATTRIBUTE}]`)];
  const show = (view: ListingView) => {
    for (const button of buttons) {
      button.setAttribute('aria-pressed', String(button.getAttribute(LISTING_VIEW_ATTRIBUTE) === view));
      root.getElementById(button.getAttribute('aria-controls') ?? '')?.setAttribute('data-view', view);
    }
  };
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const view = button.getAttribute(LISTING_VIEW_ATTRIBUTE);
      if (!isListingView(view)) return;
      show(view);
      writeStorage(LISTING_VIEW_STORAGE_KEY, view);
    });
  }
  const stored = buttons.length ? storedListingView() : null;
  if (stored) show(stored);
  // The sort applies on change; its form's Apply button is the path without JavaScript.
  const select = root.getElementById(LISTING_SORT_ID);
  if (select instanceof HTMLSelectElement && select.form) {
    const form = select.form;
    select.addEventListener('change', () => form.requestSubmit());
  }
}
