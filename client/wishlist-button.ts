/**
 * The header's wish list button and the hearts need no island: this glue, run once by the boot
 * module, shows the button to a signed-in shopper (the `vsf-customer` cookie; its count only
 * above zero, customer.md §2), enables the hearts and hands every press to the wish list chunk
 * (client/wishlist-sidebar.tsx: the sidebar, the `$wishlist` store, the hearts' state). That
 * chunk loads on the first press, or at load for a signed-in shopper on a page with hearts. It is on
 * every page, so it stays tiny: names are repeated, not imported, where an import would pull a
 * module into the boot chunk.
 */
import { WISHLIST_BUTTON_ATTRIBUTE, WISHLIST_COUNT_ATTRIBUTE, WISHLIST_TOGGLE_ATTRIBUTE } from '../ui/header/wishlist-markers';
import { signedInByCookie } from './account-button';
import { lazyModule } from './chunk-reload';
import { WISHLIST_COUNT_EVENT } from './stores/ui';

const OPEN_EVENT = 'open-wishlist-sidebar';
const chunk = lazyModule(() => import('./wishlist-sidebar'));
type WishlistChunk = Awaited<ReturnType<typeof chunk>>;
const run = (action: (module: WishlistChunk) => unknown) => void chunk().then(action);

/** Whether `cookies` (a `document.cookie` string) hold a customer token (the header button's rule; both are in the boot module). */
export const signedIn = signedInByCookie;

/** Wires the wish list button and the hearts of `root`. */
export function enhanceWishlist(root: Document = document, events: EventTarget = window): void {
  const button = root.querySelector<HTMLElement>(`[${WISHLIST_BUTTON_ATTRIBUTE}]`);
  const badge = button?.querySelector<HTMLElement>(`[${WISHLIST_COUNT_ATTRIBUTE}]`);
  // The count comes from the `$wishlist` store only (a number, or `null` once signed out), loaded
  // on a signed-in page load and by the login flow (client/stores/customer.ts loadRelatedData →
  // loadWishlistCount): the badge shows above zero, the button while signed in.
  events.addEventListener(WISHLIST_COUNT_EVENT, (event) => {
    const count = (event as CustomEvent<number | null>).detail;
    if (!button || !badge) return;
    badge.hidden = !count;
    badge.textContent = count ? String(count) : '';
    button.hidden = count === null;
  });
  const open = () => run((module) => module.openWishlistSidebar(root));
  button?.addEventListener('click', open);
  events.addEventListener(OPEN_EVENT, open);
  // The chunk reads a heart's product from its data attributes (`dataset.wishlistToggle`: the SKU).
  const hearts = [...root.querySelectorAll<HTMLButtonElement>(`[${WISHLIST_TOGGLE_ATTRIBUTE}]`)];
  for (const heart of hearts) {
    heart.disabled = false;
    heart.addEventListener('click', () => run((module) => module.toggleHeart(heart, hearts)));
  }
  // A signed-in shopper's hearts show what is in the list.
  if (hearts.length > 0 && signedIn(root.cookie)) run((module) => module.watchHearts(hearts));
}
