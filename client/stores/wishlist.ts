import { atom } from 'nanostores';
import { followUpItem, itemsOfProduct, type WishlistProduct, wishlistItemInput } from '../../domain/wishlist';
import { t } from '../../ui/i18n/t';
import type { MagentoReply } from '../../worker/api/contract';
import { callMagento, onSignedOut } from '../api-fetch';
import { browser } from '../browser-env';
import { hasCustomerToken } from '../session-cookies';
import { pushNotification, pushToast } from './notifications';
import { openSidebar, publishTracking, WISHLIST_COUNT_EVENT } from './ui';

/** The wish list as the middleware API answers it (worker/api/wishlist-methods.ts `wishlistView`). */
export type Wishlist = NonNullable<MagentoReply<'wishlist'>['wishlist']>;
export type WishlistItem = Wishlist['items'][number];
export { hasCustomerToken };
export type { WishlistProduct } from '../../domain/wishlist';

/*
 * The signed-in customer's wish list in the browser (customer.md §4 Wishlist, §7): loaded and
 * changed only through the middleware API (worker/api/wishlist-methods.ts), never rendered into
 * server HTML. Loaded from its own chunk: the header's wish list button, a heart, or the login
 * flow's "load related data" step (`loadWishlistCount`).
 *
 * Rules: nothing is loaded without a customer token (`vsf-customer`); an add without one is
 * logged and opens the sign-in sidebar; only the types of domain/wishlist.ts can be added; a
 * product already in the list is not added again, the toggle removes it; an item added to the
 * cart from the list leaves the list. Every change runs in one queue, so a double click adds once.
 */

/** customer.md §7: the mutations name the customer's own wish list '0'. */
export const OWN_WISHLIST_ID = '0';
/** customer.md §5: the log line of an add without a token. */
export const NEED_AUTHENTICATION_LOG = 'Need to be authenticated to add a product to wishlist';

/** The wish list as the server last answered it; `null` before a load, signed out or without one. */
export const $wishlist = atom<Wishlist | null>(null);
export const $wishlistStatus = atom<'idle' | 'loading' | 'ready' | 'error'>('idle');
/** Item id → what is being done with it ('cart' or 'remove'), for the sidebar's busy lines. */
export const $wishlistBusy = atom<Readonly<Record<string, 'cart' | 'remove' | undefined>>>({});

export type WishlistResult = { readonly ok: true } | { readonly ok: false; readonly message: string | null };

/** The header badge's count (client/wishlist-button.ts listens). */
function publishCount(count: number | null): void {
  browser().events.dispatchEvent(new CustomEvent(WISHLIST_COUNT_EVENT, { detail: count }));
}
/** Reaction: every list the server answers is the badge's count. */
$wishlist.listen((wishlist) => publishCount(wishlist ? wishlist.items_count : 0));
/** Listeners of `$wishlist` that are not something showing the list: the reaction above. */
const OWN_LISTENERS = 1;

const show = (wishlist: Wishlist | null) => $wishlist.set(wishlist);

function setBusy(id: string, value: 'cart' | 'remove' | undefined): void {
  const next = { ...$wishlistBusy.get() };
  if (value) next[id] = value;
  else delete next[id];
  $wishlistBusy.set(next);
}

/** Sign-out (customer.md §4 Logout) or an authorization error: nothing of the list stays. */
export function clearWishlist(): void {
  $wishlist.set(null);
  $wishlistBusy.set({});
  $wishlistStatus.set('idle');
  publishCount(null);
}

// An authorization error in any reply (client/api-fetch.ts: the edge has signed the shopper
// out and the shopper goes home) or a sign-out: the list is forgotten (storefront.md §4).
onSignedOut(clearWishlist);

const failureText = (result: { kind: 'backend' | 'unavailable' }) => (result.kind === 'unavailable' ? t('Internal server error: try again') : t('Something went wrong'));

/** A refused wish list or cart call as a danger notice titled 'Wishlist error' (customer.md §7). */
function wishlistError(message: string): WishlistResult {
  pushNotification({ title: t('Wishlist error'), message, type: 'danger', timeToLive: 5000 });
  return { ok: false, message };
}

let tail: Promise<unknown> = Promise.resolve();
/** Every change runs in one queue (a double click adds once). */
function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const run = tail.then(task, task);
  tail = run.catch(() => undefined);
  return run;
}

async function loadNow(): Promise<WishlistResult> {
  if (!hasCustomerToken()) {
    clearWishlist();
    return { ok: true };
  }
  $wishlistStatus.set('loading');
  const reply = await callMagento('wishlist', []);
  if (!reply.ok) {
    $wishlistStatus.set('error');
    return { ok: false, message: failureText(reply) };
  }
  show(reply.data.wishlist);
  $wishlistStatus.set('ready');
  return { ok: true };
}

/** Load the wish list; skipped (nothing called) without a customer token. Never rejects. */
export function loadWishlist(): Promise<WishlistResult> {
  return enqueue(loadNow);
}

/**
 * The login flow's "load related data" step (customer.md §4; storefront.md §4 "customer,
 * wishlist count and cart are loaded"): the header count only, or the whole list when something
 * on the page shows it. Skipped without a token.
 */
export async function loadWishlistCount(): Promise<void> {
  if (!hasCustomerToken()) return;
  // Hearts or the sidebar show the list (e.g. a guest pressed a heart, then signed in): load it whole.
  if ($wishlist.lc > OWN_LISTENERS) {
    await loadWishlist();
    return;
  }
  const reply = await callMagento('wishlistItemsCount', []);
  if (reply.ok) publishCount(reply.data.items_count);
}

/** The list as loaded, loading it first when it is not (inside the queue only). */
async function ensureLoaded(): Promise<Wishlist | null | undefined> {
  if ($wishlistStatus.get() !== 'ready') {
    const loaded = await loadNow();
    if (!loaded.ok) return undefined;
  }
  return $wishlist.get();
}

/** Whether product `sku` is in the loaded list. */
export function isInWishlist(sku: string): boolean {
  return itemsOfProduct($wishlist.get()?.items ?? [], sku).length > 0;
}

/** customer.md §5: the checks every add makes first; `null` when the add may go ahead. */
function refuseAdd(product: WishlistProduct): WishlistResult | null {
  const { log, events } = browser();
  if (!hasCustomerToken()) {
    log(NEED_AUTHENTICATION_LOG);
    openSidebar('auth', { mode: 'login' }, events);
    return { ok: false, message: null };
  }
  if (!wishlistItemInput(product)) {
    log(`Product Type ${product.typename} not supported in add to wishlist yet`);
    return { ok: false, message: null };
  }
  return null;
}

/** domain/cart-errors' messages of the wish list's own user error codes (PRODUCT_NOT_FOUND, UNDEFINED). */
const userErrorText = (code: string) => (code === 'PRODUCT_NOT_FOUND' ? t('This product is no longer available') : t('Something went wrong'));

/** What an add knows: the product and, where the page has it (the product page), its category path for tracking. */
export type WishlistAdd = WishlistProduct & { readonly categories?: readonly string[] };

/** GA4 add_to_wishlist with the item as the backend listed it (name, price, chosen variant) and the page's category path. */
function trackAdded(wishlist: Wishlist | null, { sku, categories }: WishlistAdd): void {
  const [added] = itemsOfProduct(wishlist?.items ?? [], sku);
  if (!added) return;
  const { product, variant } = added;
  const price = variant?.price.final_price.value ?? product.price_range.minimum_price.final_price.value ?? 0;
  const item = { sku, name: product.name, price, ...(variant?.sku ? { variant: variant.sku } : {}), ...(categories?.length ? { categories } : {}) };
  publishTracking({ type: 'add_to_wishlist', items: [item] }, browser().events);
}

async function addNow(product: WishlistAdd): Promise<WishlistResult> {
  const item = wishlistItemInput(product);
  const current = await ensureLoaded();
  if (current === undefined || !item) return wishlistError(t('Internal server error: try again'));
  // customer.md §4: an item already present is not added again.
  if (itemsOfProduct(current?.items ?? [], product.sku).length > 0) return { ok: true };
  const reply = await callMagento('addProductsToWishlist', [{ wishlistId: OWN_WISHLIST_ID, wishlistItems: [item] }]);
  if (!reply.ok) return wishlistError(failureText(reply));
  show(reply.data.wishlist);
  const [error] = reply.data.user_errors;
  if (error) return wishlistError(userErrorText(error.code));
  trackAdded(reply.data.wishlist, product);
  pushToast(t('Product added to wishlist'));
  return { ok: true };
}

/** Add `product` (customer.md §4–§7 rules above). Resolves when done; never rejects. */
export function addToWishlist(product: WishlistAdd): Promise<WishlistResult> {
  const refused = refuseAdd(product);
  return refused ? Promise.resolve(refused) : enqueue(() => addNow(product));
}

async function removeNow(ids: readonly string[], toast = true): Promise<WishlistResult> {
  const current = $wishlist.get();
  if (!current || ids.length === 0) return { ok: true };
  for (const id of ids) setBusy(id, 'remove');
  try {
    const reply = await callMagento('removeProductsFromWishlist', [{ wishlistId: current.id, wishlistItemsIds: ids }]);
    if (!reply.ok) return wishlistError(failureText(reply));
    show(reply.data.wishlist);
    const [error] = reply.data.user_errors;
    if (error) return wishlistError(userErrorText(error.code));
    if (toast) pushToast(t('Product removed from wishlist'));
    return { ok: true };
  } finally {
    for (const id of ids) setBusy(id, undefined);
  }
}

/** Remove item `id`; toast 'Product removed from wishlist'. */
export function removeFromWishlist(id: string): Promise<WishlistResult> {
  return enqueue(() => removeNow([id]));
}

/** The heart: remove `product` when it is in the list (customer.md §4), else add it. */
export function toggleWishlist(product: WishlistAdd): Promise<WishlistResult> {
  if (!hasCustomerToken()) return Promise.resolve(refuseAdd(product) ?? { ok: false, message: null });
  return enqueue(async () => {
    const current = await ensureLoaded();
    if (current === undefined) return wishlistError(t('Internal server error: try again'));
    const present = itemsOfProduct(current?.items ?? [], product.sku);
    if (present.length > 0) return removeNow(present.map((item) => item.id));
    return refuseAdd(product) ?? addNow(product);
  });
}

/**
 * Add item `id` to the customer's cart (customer.md §7 addWishlistItemsToCart). A cart user
 * error shows its code's message titled 'Wishlist error'; on success the item leaves the list
 * (customer.md §4: removed here when the backend kept it) and the `$cart` store reloads.
 */
export function addWishlistItemToCart(id: string): Promise<WishlistResult> {
  return enqueue(async () => {
    const current = $wishlist.get();
    const item = current?.items.find((entry) => entry.id === id);
    if (!current || !item) return { ok: true };
    setBusy(id, 'cart');
    try {
      const reply = await callMagento('addWishlistItemsToCart', [{ wishlistId: current.id, wishlistItemIds: [id] }]);
      if (!reply.ok) return wishlistError(failureText(reply));
      const cart = await import('./cart');
      const error = reply.data.user_errors.find((entry) => !entry.wishlistItemId || entry.wishlistItemId === id);
      if (error || !reply.data.status) {
        if (reply.data.wishlist) show(reply.data.wishlist);
        return wishlistError(error ? cart.cartErrorText(error.code) : t('Something went wrong'));
      }
      show(reply.data.wishlist);
      if (reply.data.wishlist?.items.some((entry) => entry.id === id)) {
        const removed = await removeNow([id], false);
        if (!removed.ok) return removed;
      }
      pushToast(t('You added {product} to your shopping cart.', { product: item.product.name }));
      await cart.loadCart();
      return { ok: true };
    } finally {
      setBusy(id, undefined);
    }
  });
}

/**
 * storefront.md §3 `wishlist` query mode: the product page was opened from the wish list (an
 * item the sidebar could not add by itself, e.g. a configurable without its options); after the
 * shopper adds it to the cart there, its wish list item leaves the list (customer.md §4).
 * `requestedId` is the query's item id (`?wishlist=13`), or `null` for a bare `?wishlist`.
 * Does nothing without a token or when the list holds no item of this product.
 */
export function followUpCartAdd(productSku: string, requestedId: string | null): Promise<WishlistResult> {
  if (!hasCustomerToken()) return Promise.resolve({ ok: true });
  return enqueue(async () => {
    const current = await ensureLoaded();
    const item = followUpItem(current?.items ?? [], productSku, requestedId);
    return item ? removeNow([item.id]) : { ok: true };
  });
}
