/**
 * Which sidebar to open, across islands and header glue (storefront.md §2 header, §4 sidebars):
 * the account button opens the authentication sidebar (signed out) or the account sidebar
 * (signed in); a guest's wishlist press opens the authentication sidebar; and so on.
 *
 * DOM events, not a nanostores atom: the header glue that listens lives in the boot module on
 * every page (client/account-button.ts, like client/cart-button.ts), and importing nanostores
 * there would move the shared nanostores chunk into every page's JavaScript at load (the product
 * page is within 2 KB gzip of its budget). Each sidebar's owner listens for its own event in
 * its boot glue and loads its chunk on the first one:
 * - `open-auth-sidebar` (detail `{ mode?: AuthMode }`): client/account-button.ts (helper "auth");
 * - `open-account-sidebar`: the account sidebar (helper "account");
 * - `open-wishlist-sidebar`: the wishlist sidebar (helper "wishlist");
 * - `open-cart-sidebar`: the cart sidebar.
 * Whoever opens one sidebar first closes the others it owns; a `<dialog>` opened with
 * `showModal()` makes the rest of the page inert anyway.
 */
import type { TrackEvent } from '../tracking/events';

export type SidebarName = 'auth' | 'account' | 'wishlist' | 'cart';

/** The event that asks sidebar `name` to open. */
export const sidebarEvent = (name: SidebarName) => `open-${name}-sidebar` as const;

/** What `open-auth-sidebar` may carry: the mode to open in (domain/query-modes.ts AuthMode). */
export type AuthSidebarRequest = { readonly mode?: 'login' | 'pre-register' | 'register' | 'reset-password' | 'new-password' };

const globalTarget = () => globalThis as Partial<EventTarget> as EventTarget;

/**
 * Ask sidebar `name` to open. Returns whether a sidebar took the request (its listener, added
 * with `onOpenSidebar`, cancels the event), so a caller can fall back (e.g. to a page) while a
 * sidebar is not built or its glue not loaded. `false` where there is no `dispatchEvent`.
 */
export function openSidebar(name: SidebarName, detail?: AuthSidebarRequest, target: EventTarget = globalTarget()): boolean {
  if (typeof target?.dispatchEvent !== 'function') return false;
  return !target.dispatchEvent(new CustomEvent(sidebarEvent(name), { detail, cancelable: true }));
}

/** Take requests to open sidebar `name` (each is marked taken); returns the function that stops listening. */
export function onOpenSidebar(name: SidebarName, listener: (detail: unknown) => void, target: EventTarget = globalTarget()): () => void {
  const handler = (event: Event) => {
    event.preventDefault();
    listener((event as CustomEvent).detail);
  };
  target.addEventListener(sidebarEvent(name), handler);
  return () => target.removeEventListener(sidebarEvent(name), handler);
}

/**
 * Sign-in state changes (login, logout, authorization error), for the header badges of other
 * helpers (wishlist count) that must not import the `$customer` store: detail
 * `{ signedIn: boolean, initial: string | null }` (the first letter of the name, never more).
 */
export const CUSTOMER_CHANGE_EVENT = 'vsf-customer-change';
export type CustomerChange = { readonly signedIn: boolean; readonly initial: string | null };

export function announceCustomer(change: CustomerChange, target: EventTarget = globalTarget()): void {
  if (typeof target?.dispatchEvent === 'function') target.dispatchEvent(new CustomEvent(CUSTOMER_CHANGE_EVENT, { detail: change }));
}

/**
 * The header badges' numbers travel as DOM events too: the cart's `total_quantity` (storefront.md
 * §2 header; `null`: no cart) from the `$cart` store to client/cart-button.ts, the wish list's
 * count from the `$wishlist` store to client/wishlist-button.ts.
 */
export const CART_COUNT_EVENT = 'vsf-cart-count';
export const WISHLIST_COUNT_EVENT = 'vsf-wishlist-count';

/**
 * What the shopper did, for tracking (client/tracking/events.ts): islands and stores publish it
 * here, the boot module's bus (client/tracking/tracker.ts) takes it. An event rather than an
 * import of the bus: a lazy chunk importing a boot module's own code would split it out of the
 * boot module into a chunk of its own, on every page.
 */
export const TRACK_EVENT = 'vsf-track';

export function publishTracking(event: TrackEvent, target: EventTarget = globalTarget()): void {
  if (typeof target?.dispatchEvent === 'function') target.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail: event }));
}
