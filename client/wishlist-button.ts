/**
 * The header's wish list button and the hearts need no island: this glue, run once by the boot
 * module, shows the button to a signed-in shopper (the `vsf-customer` cookie; its count only
 * above zero, customer.md §2), enables the hearts and hands every press to the wish list chunk
 * (client/wishlist-sidebar.tsx: the sidebar, the `$wishlist` store, the hearts' state). That
 * chunk loads on the first press, or at load for a signed-in shopper on a page with hearts. It is on
 * every page, so it stays tiny: names are repeated, not imported, where an import would pull a
 * module into the boot chunk.
 */
import { createRoot } from 'react-dom/client';
import {
  WISHLIST_BUTTON_ATTRIBUTE,
  WISHLIST_COUNT_ATTRIBUTE,
  WISHLIST_SIDEBAR_ID,
  WISHLIST_SIDEBAR_ROOT_ATTRIBUTE,
  WISHLIST_TOGGLE_ATTRIBUTE,
} from '../ui/header/wishlist-markers';
import { lazyModule } from './chunk-reload';

/** client/stores/wishlist.ts WISHLIST_COUNT_EVENT; client/stores/ui.ts `sidebarEvent('wishlist')`. */
const COUNT_EVENT = 'vsf-wishlist-count';
const OPEN_EVENT = 'open-wishlist-sidebar';
const chunk = lazyModule(() => import('./wishlist-sidebar'));
type WishlistChunk = Awaited<ReturnType<typeof chunk>>;
const run = (action: (module: WishlistChunk) => unknown) => void chunk().then(action);

/** Whether `cookies` (a `document.cookie` string) hold a customer token. */
export const signedIn = (cookies: string) => /(?:^|;\s*)vsf-customer=[^;\s]/.test(cookies);

/** Wires the wish list button and the hearts of `root`. */
export function enhanceWishlist(root: Document = document, events: EventTarget = window): void {
  const button = root.querySelector<HTMLElement>(`[${WISHLIST_BUTTON_ATTRIBUTE}]`);
  const badge = button?.querySelector<HTMLElement>(`[${WISHLIST_COUNT_ATTRIBUTE}]`);
  // A count (from the store): the badge only above zero; `null` (signed out) hides the button.
  events.addEventListener(COUNT_EVENT, (event) => {
    const count = (event as CustomEvent).detail as unknown;
    if (!button || !badge) return;
    const shown = typeof count === 'number' && count > 0;
    badge.hidden = !shown;
    badge.textContent = shown ? String(count) : '';
    button.hidden = count === null || !signedIn(root.cookie);
  });
  // The count arrives from the store: a signed-in page load and the login flow load it
  // (client/stores/customer.ts loadRelatedData → loadWishlistCount), a sign-out clears it (null).
  const dialog = root.getElementById(WISHLIST_SIDEBAR_ID);
  const container = dialog?.querySelector(`[${WISHLIST_SIDEBAR_ROOT_ATTRIBUTE}]`);
  if (dialog instanceof HTMLDialogElement && container) {
    const open = () => run((module) => module.openWishlistSidebar(dialog, container, createRoot));
    button?.addEventListener('click', open);
    events.addEventListener(OPEN_EVENT, open);
  }
  // The chunk reads a heart's product from its data attributes (`dataset.wishlistToggle`: the SKU).
  const hearts = [...root.querySelectorAll<HTMLButtonElement>(`[${WISHLIST_TOGGLE_ATTRIBUTE}]`)];
  for (const heart of hearts) {
    heart.disabled = false;
    heart.addEventListener('click', () => run((module) => module.toggleHeart(heart, hearts)));
  }
  // A signed-in shopper's hearts show what is in the list.
  if (hearts.length > 0 && signedIn(root.cookie)) run((module) => module.watchHearts(hearts));
}
