import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBrowserEnvironment } from '../browser-env';
import { t } from '../../ui/i18n/t';
import { announceSignedOut } from '../api-fetch';
import { fakeApi, json } from '../test/fake-api';
import { $notifications } from './notifications';
import { TRACK_EVENT } from './ui';
import type { TrackEvent } from '../tracking/events';
import {
  $wishlist,
  addToWishlist,
  addWishlistItemToCart,
  followUpCartAdd,
  loadWishlist,
  loadWishlistCount,
  NEED_AUTHENTICATION_LOG,
  removeFromWishlist,
  toggleWishlist,
} from './wishlist';
import { WISHLIST_COUNT_EVENT } from './ui';

type Item = { id: string; sku: string; typename: string; variantSku?: string };
const CART_ID = 'C'.repeat(32);

const price = { regular_price: { value: 100, currency: 'EUR' }, final_price: { value: 100, currency: 'EUR' } };
const itemView = (item: Item) => ({
  id: item.id,
  quantity: 1,
  typename: item.typename,
  path: `/p/1/${item.sku.toLowerCase()}.html`,
  product: { sku: item.sku, name: `Toode ${item.sku}`, stock_status: 'IN_STOCK', small_image: null, price_range: { minimum_price: price } },
  options: [],
  variant: item.variantSku ? { sku: item.variantSku, name: null, image: null, price } : null });

/** A signed-in customer's wish list and cart in memory, answering a little later (calls overlap). */
function backend({ cartError = null as string | null, keepAfterCart = true } = {}) {
  const items: Item[] = [];
  const cart: string[] = [];
  let next = 10;
  const wishlist = () => ({ id: '7', items_count: items.length, items: items.map(itemView) });
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
  const api = fakeApi({
    '/api/magento/wishlist': async () => {
      await tick();
      return json({ data: { wishlist: wishlist() } });
    },
    '/api/magento/wishlistItemsCount': async () => json({ data: { items_count: items.length } }),
    '/api/magento/addProductsToWishlist': async (body) => {
      await tick();
      const [{ wishlistItems }] = body as [{ wishlistItems: { sku: string; parent_sku?: string }[] }];
      for (const input of wishlistItems) {
        const sku = input.parent_sku ?? input.sku;
        items.push({ id: String(next++), sku, typename: input.parent_sku ? 'ConfigurableProduct' : 'SimpleProduct', ...(input.parent_sku ? { variantSku: input.sku } : {}) });
      }
      return json({ data: { wishlist: wishlist(), user_errors: [] } });
    },
    '/api/magento/removeProductsFromWishlist': async (body) => {
      await tick();
      const [{ wishlistItemsIds }] = body as [{ wishlistItemsIds: string[] }];
      for (const id of wishlistItemsIds) items.splice(items.findIndex((item) => item.id === id) >>> 0, 1);
      return json({ data: { wishlist: wishlist(), user_errors: [] } });
    },
    '/api/magento/addWishlistItemsToCart': async (body) => {
      await tick();
      const [{ wishlistItemIds }] = body as [{ wishlistItemIds: string[] }];
      if (cartError) return json({ data: { status: false, user_errors: [{ code: cartError, message: 'Magento English text', wishlistItemId: wishlistItemIds[0] }], wishlist: wishlist() } });
      for (const id of wishlistItemIds) {
        const item = items.find((entry) => entry.id === id);
        if (item) cart.push(item.sku);
        if (!keepAfterCart) items.splice(items.indexOf(item!), 1);
      }
      return json({ data: { status: true, user_errors: [], wishlist: wishlist() } });
    },
    '/api/magento/customerCart': async () =>
      json({ data: { cart: { id: CART_ID, email: null, total_quantity: cart.length, items: [], prices: null, applied_coupons: [], applied_gift_cards: [] } } }) });
  return { ...api, items, cart, callsTo: (method: string) => api.calls.filter((call) => call.url === `/api/magento/${method}`) };
}

let cookies: string;
let events: EventTarget;
let logged: string[];
let counts: (number | null)[];
let authRequests: unknown[];
let api: ReturnType<typeof backend>;

function signIn(signedIn = true) {
  cookies = signedIn ? 'vsf-customer=token-1' : '';
}

beforeEach(() => {
  signIn();
  events = new EventTarget();
  logged = [];
  counts = [];
  authRequests = [];
  const jar = {
    get cookie() {
      return cookies;
    },
    set cookie(_written: string) {
      // The cart store stores its cart id; nothing here reads it back.
    } };
  events.addEventListener(WISHLIST_COUNT_EVENT, (event) => counts.push((event as CustomEvent<number | null>).detail));
  events.addEventListener('open-auth-sidebar', (event) => authRequests.push((event as CustomEvent).detail));
  setBrowserEnvironment({ cookies: jar, events, log: (message) => logged.push(message) });
  setBrowserEnvironment({ cookies: jar, events });
  setBrowserEnvironment({ navigate: () => undefined });
  api = backend();
});

afterEach(() => {
  announceSignedOut();
  api.restore();
  setBrowserEnvironment(null);
  // $wishlist keeps its reaction (the header count): announceSignedOut() above resets it.
  cleanStores($notifications);
  $notifications.set([]);
});

const toastTitles = () => $notifications.get().map((notification) => notification.title);
const simple = (sku: string) => ({ typename: 'SimpleProduct', sku });

describe('loading', () => {
  it('is skipped without a customer token: no call, nothing shown', async () => {
    signIn(false);
    await loadWishlist();
    await loadWishlistCount();
    expect(api.calls).toEqual([]);
    expect($wishlist.get()).toBeNull();
  });

  it('loads the list with a token and announces its count to the header', async () => {
    api.items.push({ id: '1', sku: 'TOOL', typename: 'SimpleProduct' });
    await loadWishlist();
    expect($wishlist.get()?.items.map((item) => item.product.sku)).toEqual(['TOOL']);
    expect(counts).toEqual([1]);
  });

  it('loadWishlistCount (the login flow) announces the count without loading the items', async () => {
    api.items.push({ id: '1', sku: 'TOOL', typename: 'SimpleProduct' }, { id: '2', sku: 'LAUD', typename: 'SimpleProduct' });
    await loadWishlistCount();
    expect(counts).toEqual([2]);
    expect(api.callsTo('wishlist')).toHaveLength(0);
  });
});

describe('adding', () => {
  it("without a token: logs the spec's line, opens the sign-in sidebar, calls nothing", async () => {
    signIn(false);
    const result = await addToWishlist(simple('TOOL'));
    expect(result.ok).toBe(false);
    expect(logged).toEqual([NEED_AUTHENTICATION_LOG]);
    expect(NEED_AUTHENTICATION_LOG).toBe('Need to be authenticated to add a product to wishlist');
    expect(authRequests).toEqual([{ mode: 'login' }]);
    expect(api.calls).toEqual([]);
  });

  it('an unsupported product type is logged as unsupported and not sent', async () => {
    await addToWishlist({ typename: 'ConfigurableProductVariant', sku: 'X' });
    expect(logged).toEqual(['Product Type ConfigurableProductVariant not supported in add to wishlist yet']);
    expect(api.callsTo('addProductsToWishlist')).toHaveLength(0);
  });

  it("adds to wish list '0' with quantity 1, shows 'Product added to wishlist' and the new count", async () => {
    expect((await addToWishlist(simple('TOOL'))).ok).toBe(true);
    expect(api.callsTo('addProductsToWishlist')[0]?.body).toEqual([{ wishlistId: '0', wishlistItems: [{ sku: 'TOOL', quantity: 1 }] }]);
    expect(toastTitles()).toEqual([t('Product added to wishlist')]);
    expect(counts.at(-1)).toBe(1);
  });

  it('adding a product already in the list does nothing, even on a double click', async () => {
    await Promise.all([addToWishlist(simple('TOOL')), addToWishlist(simple('TOOL'))]);
    await addToWishlist(simple('TOOL'));
    expect(api.callsTo('addProductsToWishlist')).toHaveLength(1);
    expect(api.items).toHaveLength(1);
  });

  it('add_to_wishlist carries the category path the page gave (the product page heart), never sent to the backend', async () => {
    const seen: TrackEvent[] = [];
    events.addEventListener(TRACK_EVENT, (event) => seen.push((event as CustomEvent<TrackEvent>).detail));
    await addToWishlist({ ...simple('TOOL'), categories: ['Aed', 'Tööriistad'] });
    expect(api.callsTo('addProductsToWishlist')[0]?.body).toEqual([{ wishlistId: '0', wishlistItems: [{ sku: 'TOOL', quantity: 1 }] }]);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ type: 'add_to_wishlist', items: [{ sku: 'TOOL', categories: ['Aed', 'Tööriistad'] }] });
  });

  it("sends a configurable's chosen variant with the parent SKU", async () => {
    await addToWishlist({ typename: 'ConfigurableProduct', sku: 'DIIVAN', variantSku: 'DIIVAN-HALL' });
    expect(api.callsTo('addProductsToWishlist')[0]?.body).toEqual([{ wishlistId: '0', wishlistItems: [{ sku: 'DIIVAN-HALL', parent_sku: 'DIIVAN', quantity: 1 }] }]);
  });
});

describe('toggle and remove', () => {
  it("the toggle removes a product that is in the list ('Product removed from wishlist'), then adds it again", async () => {
    await toggleWishlist(simple('TOOL'));
    expect(api.items.map((item) => item.sku)).toEqual(['TOOL']);
    await toggleWishlist(simple('TOOL'));
    expect(api.items).toEqual([]);
    expect(toastTitles()).toContain(t('Product removed from wishlist'));
    expect(counts.at(-1)).toBe(0);
    await toggleWishlist(simple('TOOL'));
    expect(api.items.map((item) => item.sku)).toEqual(['TOOL']);
  });

  it('a guest toggle opens the sign-in sidebar and calls nothing', async () => {
    signIn(false);
    await toggleWishlist(simple('TOOL'));
    expect(authRequests).toHaveLength(1);
    expect(api.calls).toEqual([]);
  });

  it('removes an item by id', async () => {
    await addToWishlist(simple('TOOL'));
    const [item] = $wishlist.get()?.items ?? [];
    await removeFromWishlist(item!.id);
    expect($wishlist.get()?.items).toEqual([]);
  });
});

describe('add to cart from the wish list', () => {
  it('moves the item into the cart and out of the list (removed here when the backend kept it); the cart reloads', async () => {
    await addToWishlist(simple('TOOL'));
    const [item] = $wishlist.get()?.items ?? [];
    expect((await addWishlistItemToCart(item!.id)).ok).toBe(true);
    expect(api.callsTo('addWishlistItemsToCart')[0]?.body).toEqual([{ wishlistId: '7', wishlistItemIds: [item!.id] }]);
    expect(api.cart).toEqual(['TOOL']);
    expect(api.items).toEqual([]);
    expect($wishlist.get()?.items).toEqual([]);
    expect(api.callsTo('customerCart')).toHaveLength(1);
    expect(toastTitles()).toContain(t('You added {product} to your shopping cart.', { product: 'Toode TOOL' }));
  });

  it('does not remove again when the backend already took the item out', async () => {
    api.restore();
    api = backend({ keepAfterCart: false });
    await addToWishlist(simple('TOOL'));
    await addWishlistItemToCart($wishlist.get()!.items[0]!.id);
    expect(api.callsTo('removeProductsFromWishlist')).toHaveLength(0);
    expect($wishlist.get()?.items).toEqual([]);
  });

  it.each([
    ['INSUFFICIENT_STOCK', 'The requested qty is not available'],
    ['NOT_SALABLE', 'This product cannot be bought at the moment'],
    ['PRODUCT_NOT_FOUND', 'This product is no longer available'],
    ['UNDEFINED', 'Something went wrong'],
  ] as const)("a cart error %s shows its message titled 'Wishlist error'; the item stays", async (code, message) => {
    api.restore();
    api = backend({ cartError: code });
    await addToWishlist(simple('TOOL'));
    const result = await addWishlistItemToCart($wishlist.get()!.items[0]!.id);
    expect(result).toEqual({ ok: false, message: t(message) });
    expect($notifications.get().at(-1)).toMatchObject({ title: t('Wishlist error'), message: t(message), type: 'danger' });
    expect(api.items).toHaveLength(1);
    expect(api.callsTo('removeProductsFromWishlist')).toHaveLength(0);
  });
});

describe('the wishlist query follow-up and sign-out', () => {
  it("after an add to cart on the page opened from the list, the product's item leaves the list", async () => {
    await addToWishlist({ typename: 'ConfigurableProduct', sku: 'DIIVAN' });
    await addToWishlist(simple('TOOL'));
    const sofa = $wishlist.get()!.items.find((item) => item.product.sku === 'DIIVAN')!;
    await followUpCartAdd('DIIVAN', sofa.id);
    expect(api.items.map((item) => item.sku)).toEqual(['TOOL']);
    // A stale link (no item of this product) removes nothing.
    await followUpCartAdd('DIIVAN', sofa.id);
    expect(api.items.map((item) => item.sku)).toEqual(['TOOL']);
  });

  it('sign-out (or an authorization error) forgets the list and hides the count', async () => {
    await addToWishlist(simple('TOOL'));
    announceSignedOut();
    expect($wishlist.get()).toBeNull();
    expect(counts.at(-1)).toBeNull();
  });
});

describe('sign-in with the list on show', () => {
  it('loadWishlistCount loads the whole list when hearts or the sidebar watch it', async () => {
    api.items.push({ id: '1', sku: 'TOOL', typename: 'SimpleProduct' });
    const unbind = $wishlist.listen(() => undefined);
    await loadWishlistCount();
    expect($wishlist.get()?.items.map((item) => item.product.sku)).toEqual(['TOOL']);
    unbind();
  });
});
