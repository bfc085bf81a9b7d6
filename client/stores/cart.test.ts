import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBrowserEnvironment } from '../browser-env';
import { CART_ERROR_CODES, cartErrorMessage } from '../../domain/cart-errors';
import { CHECKOUT_BACKUP_STORAGE_KEY, CHECKOUT_STORAGE_KEY, defaultCheckoutData, restoreCheckoutData, serializeCheckoutData } from '../../domain/checkout-steps';
import { t } from '../../ui/i18n/t';
import { memoryStorage } from '../browser-storage';
import { onSignedOut } from '../api-fetch';
import { fakeApi, json } from '../test/fake-api';
import { $notifications } from './notifications';
import { CART_COUNT_EVENT } from './ui';
import { TRACK_EVENT } from './ui';
import type { TrackEvent } from '../tracking/events';
import { cookieJar } from '../test/cookie-jar';
import {
  $cart,
  $cartErrors,
  $cartLineErrors,
  $cartPending,
  $cartStatus,
  addItemsToCart,
  addProductToCart,
  addToCartRequest,
  applyCoupon,
  cartErrorText,
  CHECKOUT_STORAGE_KEYS,
  applyGiftCard,
  clearCart,
  GIFT_CARD_AMOUNT_OPTION_UID,
  loadCart,
  removeCartItem,
  updateCartItem } from './cart';

const ID_A = 'A'.repeat(32);
const ID_B = 'B'.repeat(32);

type Line = { uid: string; sku: string; quantity: number };
const cartOf = (id: string, lines: Line[], extra: Record<string, unknown> = {}) => ({
  id,
  email: null,
  is_virtual: false,
  total_quantity: lines.reduce((n, l) => n + l.quantity, 0),
  items: lines.map((l) => ({
    __typename: 'SimpleCartItem',
    uid: l.uid,
    quantity: l.quantity,
    product: { __typename: 'SimpleProduct', uid: `p-${l.sku}`, sku: l.sku, name: `Toode ${l.sku}`, url_key: l.sku, small_image: null },
    prices: null })),
  prices: null,
  applied_coupons: [],
  applied_gift_cards: [],
  ...extra });

/** A backend with carts in memory that answers slowly enough for calls to overlap. */
function backend() {
  const carts = new Map<string, Line[]>();
  let next = 0;
  const ids = [ID_A, ID_B];
  const answer = (id: string) => json({ data: { cart: cartOf(id, carts.get(id) ?? []) } });
  const missing = () => json({ error: { message: 'Could not find a cart with ID', category: 'graphql-no-such-entity' } }, 400);
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
  const handlers: Record<string, (body: unknown, init: RequestInit | undefined) => Response | Promise<Response>> = {
    '/api/magento/createEmptyCart': async () => {
      await tick();
      const id = ids[next++] ?? 'C'.repeat(32);
      carts.set(id, []);
      return json({ data: { cartId: id } });
    },
    '/api/magento/cart': async (body) => {
      await tick();
      const [id] = body as [string];
      return carts.has(id) ? answer(id) : missing();
    },
    '/api/magento/addProductsToCart': async (body) => {
      await tick();
      const [{ cartId, cartItems }] = body as [{ cartId: string; cartItems: { sku: string; quantity: number }[] }];
      const lines = carts.get(cartId);
      if (!lines) return missing();
      for (const item of cartItems) {
        if (item.sku === 'SOLDOUT') return json({ data: { cart: cartOf(cartId, lines), user_errors: [{ code: 'INSUFFICIENT_STOCK', message: 'Only 0 of 1 available' }] } });
        const line = lines.find((l) => l.sku === item.sku);
        // Two adds racing on a real backend can make two lines; here each add is applied as sent.
        if (line) line.quantity += item.quantity;
        else lines.push({ uid: `line-${lines.length + 1}`, sku: item.sku, quantity: item.quantity });
      }
      return json({ data: { cart: cartOf(cartId, lines), user_errors: [] } });
    },
    '/api/magento/addVirtualProductsToCart': async () => json({ data: { cart: null } }),
    '/api/magento/updateCartItems': async (body) => {
      await tick();
      const [{ cart_id, cart_items }] = body as [{ cart_id: string; cart_items: { cart_item_uid: string; quantity: number }[] }];
      const lines = carts.get(cart_id) ?? [];
      // Magento's refusal of a quantity it cannot sell.
      if (cart_items.some((item) => item.quantity > 50)) return json({ error: { message: 'The requested qty is not available', category: 'graphql-input' } }, 400);
      for (const item of cart_items) {
        const line = lines.find((l) => l.uid === item.cart_item_uid);
        if (line) line.quantity = item.quantity;
      }
      return answer(cart_id);
    },
    '/api/magento/removeItemFromCart': async (body) => {
      await tick();
      const [{ cart_id, cart_item_uid }] = body as [{ cart_id: string; cart_item_uid: string }];
      const lines = carts.get(cart_id) ?? [];
      if (!lines.some((l) => l.uid === cart_item_uid)) return json({ error: { message: 'The cart doesn\'t contain the item', category: 'graphql-no-such-entity' } }, 400);
      carts.set(cart_id, lines.filter((l) => l.uid !== cart_item_uid));
      return answer(cart_id);
    },
    '/api/magento/applyCouponToCart': async () => json({ error: { message: "The coupon code isn't valid. Verify the code and try again.", category: 'graphql-no-such-entity' } }, 400),
    '/api/magento/applyGiftCardToCart': async () => json({ error: { message: 'Gift card not found', category: 'graphql-input' } }, 400) };
  const api = fakeApi(handlers);
  return { ...api, handlers, carts, callsTo: (method: string) => api.calls.filter((c) => c.url === `/api/magento/${method}`) };
}

const simple = (sku: string) => ({ typename: 'SimpleProduct', sku, name: `Toode ${sku}` });

let jar: ReturnType<typeof cookieJar>;
let navigations: string[];
let storage: ReturnType<typeof memoryStorage>;
let api: ReturnType<typeof backend>;
/** The badge's numbers as the store announced them. */
let counts: (number | null)[];
let events: EventTarget;
const onCount = (event: Event) => counts.push((event as CustomEvent<number | null>).detail);

beforeEach(() => {
  jar = cookieJar();
  navigations = [];
  events = new EventTarget();
  setBrowserEnvironment({ cookies: jar, events });
  setBrowserEnvironment({ navigate: (path) => navigations.push(path) });
  storage = memoryStorage();
  setBrowserEnvironment({ storage: storage });
  api = backend();
  counts = [];
  events.addEventListener(CART_COUNT_EVENT, onCount);
});

afterEach(() => {
  api.restore();
  clearCart();
  setBrowserEnvironment(null);
  // $cart keeps its reactions (cart-reactions.ts listens for good): clearCart() above resets it.
  cleanStores($cartErrors, $cartLineErrors, $cartPending, $cartStatus, $notifications);
  $notifications.set([]);
});

describe('cart lifecycle (storefront.md §4)', () => {
  it('creates a cart on the first add, stores its id in vsf-cart and shows the line, count and toast', async () => {
    const result = await addProductToCart(simple('TOOL-1'), 2);
    expect(result).toEqual({ ok: true });
    expect(jar.cookies.get('vsf-cart')).toBe(ID_A);
    expect($cart.get()?.items.map((l) => [l.product.sku, l.quantity])).toEqual([['TOOL-1', 2]]);
    expect(counts.at(-1)).toBe(2);
    expect($notifications.get().map((n) => n.title)).toEqual(['Lisasid toote Toode TOOL-1 ostukorvi.']);
  });

  it('a double-clicked first add creates one cart and one line holding both', async () => {
    await Promise.all([addProductToCart(simple('TOOL-1'), 1), addProductToCart(simple('TOOL-1'), 1)]);
    expect(api.callsTo('createEmptyCart')).toHaveLength(1);
    expect($cart.get()?.items).toHaveLength(1);
    expect($cart.get()?.items[0]?.quantity).toBe(2);
  });

  it('loads the stored cart by its id', async () => {
    api.carts.set(ID_B, [{ uid: 'line-1', sku: 'X', quantity: 3 }]);
    jar.cookies.set('vsf-cart', ID_B);
    expect(await loadCart()).toEqual({ ok: true });
    expect($cart.get()?.id).toBe(ID_B);
    expect($cartStatus.get()).toBe('ready');
    expect(api.callsTo('createEmptyCart')).toHaveLength(0);
  });

  it('without a stored id, a load creates an empty cart and stores it', async () => {
    await loadCart();
    expect(jar.cookies.get('vsf-cart')).toBe(ID_A);
    expect($cart.get()?.items).toEqual([]);
  });

  it('a load the backend refuses resets the id and starts a new cart', async () => {
    jar.cookies.set('vsf-cart', 'Z'.repeat(32));
    await loadCart();
    expect(jar.cookies.get('vsf-cart')).toBe(ID_A);
    expect($cart.get()?.id).toBe(ID_A);
  });

  it('a load that cannot reach the backend keeps the id and reports the server error', async () => {
    api.restore();
    const down = fakeApi({ '/api/magento/cart': () => json({ error: { message: 'Internal server error: try again' } }, 503) });
    jar.cookies.set('vsf-cart', ID_B);
    expect(await loadCart()).toEqual({ ok: false, message: 'Serveri viga: proovi uuesti' });
    expect(jar.cookies.get('vsf-cart')).toBe(ID_B);
    expect($cartStatus.get()).toBe('error');
    down.restore();
  });

  it('resets both checkout storage keys when the cart becomes empty', async () => {
    const typed = serializeCheckoutData({ ...defaultCheckoutData(), contactInfo: { email: 'a@b.ee', firstName: 'Mari', lastName: 'Maasikas', phoneNumber: '', submitted: true } });
    storage.setItem(CHECKOUT_STORAGE_KEY, typed);
    storage.setItem(CHECKOUT_BACKUP_STORAGE_KEY, typed);
    await addProductToCart(simple('TOOL-1'), 1);
    expect(storage.getItem(CHECKOUT_STORAGE_KEY)).toBe(typed);
    await removeCartItem('line-1');
    const current = storage.getItem(CHECKOUT_STORAGE_KEY);
    expect(restoreCheckoutData(current, storage.getItem(CHECKOUT_BACKUP_STORAGE_KEY))).toEqual(defaultCheckoutData());
    expect(restoreCheckoutData(storage.getItem(CHECKOUT_BACKUP_STORAGE_KEY))).toEqual(defaultCheckoutData());
  });

  it('writes the checkout storage under the keys the checkout reads', () => {
    expect(CHECKOUT_STORAGE_KEYS).toEqual([CHECKOUT_STORAGE_KEY, CHECKOUT_BACKUP_STORAGE_KEY]);
  });
});

describe('add_to_cart tracking (issue 10 point 1)', () => {
  const tracked = () => {
    const seen: TrackEvent[] = [];
    events.addEventListener(TRACK_EVENT, (event) => seen.push((event as CustomEvent<TrackEvent>).detail));
    return seen;
  };

  it('a product with its assembly service on a page that never loaded the cart: both lines, the product with its category path', async () => {
    const seen = tracked();
    await addProductToCart(simple('LAMP'), 1);
    // Another page: the store starts again without a cart (the cookie keeps the id).
    $cart.set(null);
    seen.length = 0;
    const result = await addItemsToCart(
      [
        { sku: 'SOFA', quantity: 1 },
        { sku: 'ASSEMBLY-SOFA', quantity: 1 },
      ],
      { sku: 'SOFA', categories: ['Mööbel', 'Diivanid'] },
    );
    expect(result).toEqual({ ok: true });
    expect(seen).toEqual([
      {
        type: 'add_to_cart',
        items: [
          { sku: 'SOFA', name: 'Toode SOFA', price: 0, quantity: 1, index: 1, categories: ['Mööbel', 'Diivanid'] },
          { sku: 'ASSEMBLY-SOFA', name: 'Toode ASSEMBLY-SOFA', price: 0, quantity: 1, index: 2 },
        ] },
    ]);
  });

  it('a product page add carries the category path, on a fresh cart and on a loaded one', async () => {
    const seen = tracked();
    const sofa = { ...simple('SOFA'), categories: ['Mööbel', 'Diivanid', 'Nurgadiivanid'] };
    await addProductToCart(sofa, 1);
    await addProductToCart(sofa, 2);
    expect(seen).toEqual([
      { type: 'add_to_cart', items: [{ sku: 'SOFA', name: 'Toode SOFA', price: 0, quantity: 1, index: 0, categories: sofa.categories }] },
      { type: 'add_to_cart', items: [{ sku: 'SOFA', name: 'Toode SOFA', price: 0, quantity: 2, index: 0, categories: sofa.categories }] },
    ]);
  });
});

describe('add to cart errors (storefront.md §8)', () => {
  it('shows the first user error by its code in Estonian, never its English text', async () => {
    const result = await addProductToCart(simple('SOLDOUT'), 1);
    expect(result).toEqual({ ok: false, message: 'Soovitud kogus ei ole saadaval' });
    expect($cartErrors.get().addToCart).toBe('Soovitud kogus ei ole saadaval');
    expect($notifications.get()).toEqual([]);
  });

  it('refuses a product type it cannot add, naming the type, without a call', async () => {
    const result = await addProductToCart({ typename: 'BundleProduct', sku: 'B', name: 'Komplekt' }, 1);
    expect(result).toEqual({ ok: false, message: 'Tootetüüpi BundleProduct ei saa veel ostukorvi lisada' });
    expect(api.calls).toEqual([]);
  });

  it('a null virtual-product reply is the addVirtualProductsToCart error', async () => {
    const result = await addProductToCart({ typename: 'GiftCardProduct', sku: 'EGIFTCARD', name: 'E-kinkekaart', giftCard: { amount: 25, virtual: true } }, 1);
    expect(result).toEqual({ ok: false, message: 'Toote lisamine ostukorvi ebaõnnestus' });
  });

  it('adds again to a new cart once when the stored cart is gone', async () => {
    jar.cookies.set('vsf-cart', 'Z'.repeat(32));
    expect(await addProductToCart(simple('TOOL-1'), 1)).toEqual({ ok: true });
    expect(jar.cookies.get('vsf-cart')).toBe(ID_A);
    expect(api.callsTo('addProductsToCart')).toHaveLength(2);
  });
});

describe('cart error codes (domain/cart-errors.ts)', () => {
  it.each([...CART_ERROR_CODES, 'SOMETHING_NEW', undefined, 42])('maps %s to the domain message in Estonian', (code) => {
    expect(cartErrorText(code)).toBe(t(cartErrorMessage(code)));
  });
});

describe('addToCartRequest', () => {
  it('sends a configurable product as its variant with the parent and the chosen option uids', () => {
    expect(addToCartRequest({ typename: 'ConfigurableProduct', sku: 'SOFA', name: 'Diivan', variant: { sku: 'SOFA-GREY', optionUids: ['u1', 'u2'] } }, 1)).toEqual({
      method: 'addProductsToCart',
      item: { sku: 'SOFA-GREY', parent_sku: 'SOFA', quantity: 1, selected_options: ['u1', 'u2'] } });
  });

  it('sends the E-gift card as virtual and the paper card as a product, each with its amount as the entered option', () => {
    const entered = [{ uid: GIFT_CARD_AMOUNT_OPTION_UID, value: '35.5' }];
    expect(atob(GIFT_CARD_AMOUNT_OPTION_UID)).toBe('giftcard/custom_giftcard_amount');
    expect(addToCartRequest({ typename: 'GiftCardProduct', sku: 'EGIFTCARD', name: 'E', giftCard: { amount: 35.5, virtual: true } }, 1)).toEqual({
      method: 'addVirtualProductsToCart',
      item: { sku: 'EGIFTCARD', quantity: 1, entered_options: entered } });
    expect(addToCartRequest({ typename: 'GiftCardProduct', sku: 'GIFTCARD', name: 'P', giftCard: { amount: 35.5, virtual: false } }, 1)).toEqual({
      method: 'addProductsToCart',
      item: { sku: 'GIFTCARD', quantity: 1, entered_options: entered } });
  });
});

describe('lines', () => {
  beforeEach(async () => {
    await addProductToCart(simple('TOOL-1'), 1);
    $notifications.set([]);
  });

  it('merges fast stepper clicks: the newest quantity is sent, never lost, and the server answer wins', async () => {
    const runs = [2, 3, 4, 5].map((quantity) => updateCartItem('line-1', quantity));
    expect($cartPending.get()['line-1']).toBe(5);
    await Promise.all(runs);
    const sent = api.callsTo('updateCartItems').map((c) => (c.body as [{ cart_items: { quantity: number }[] }])[0].cart_items[0]?.quantity);
    expect(sent.at(-1)).toBe(5);
    expect(sent.length).toBeLessThanOrEqual(2);
    expect($cart.get()?.items).toHaveLength(1);
    expect($cart.get()?.items[0]?.quantity).toBe(5);
    expect($cartPending.get()['line-1']).toBeUndefined();
  });

  it.each([0, -1, 1.5, 10_001])('refuses quantity %s without a call (§4: only above 0)', async (quantity) => {
    expect(await updateCartItem('line-1', quantity)).toEqual({ ok: false, message: 'Palun sisesta korrektne kogus' });
    expect(api.callsTo('updateCartItems')).toEqual([]);
  });

  it('a refused quantity is kept as that line\'s error until the line\'s next change goes through', async () => {
    await addProductToCart(simple('TOOL-2'), 1);
    expect(await updateCartItem('line-1', 60)).toEqual({ ok: false, message: 'Soovitud kogus ei ole saadaval' });
    expect($cartLineErrors.get()).toEqual({ 'line-1': 'Soovitud kogus ei ole saadaval' });
    expect($cart.get()?.items[0]?.quantity).toBe(1);
    await updateCartItem('line-2', 2);
    expect($cartLineErrors.get()['line-1']).toBe('Soovitud kogus ei ole saadaval');
    await updateCartItem('line-1', 2);
    expect($cartLineErrors.get()).toEqual({});
  });

  it('a double-clicked remove removes once and toasts once', async () => {
    const [first, second] = await Promise.all([removeCartItem('line-1'), removeCartItem('line-1')]);
    expect(first).toEqual({ ok: true });
    expect(second).toEqual({ ok: true });
    expect(api.callsTo('removeItemFromCart')).toHaveLength(1);
    expect($cart.get()?.items).toEqual([]);
    expect(counts.at(-1)).toBe(0);
    expect($notifications.get().map((n) => n.title)).toEqual(['Toode eemaldati ostukorvist']);
  });
});

describe('coupons and gift cards (storefront.md §8)', () => {
  beforeEach(async () => {
    await addProductToCart(simple('TOOL-1'), 1);
  });

  it('keeps a refused coupon as the applyCoupon error: Coupon code not valid', async () => {
    expect(await applyCoupon('NOPE')).toEqual({ ok: false, message: 'Sooduskood ei kehti' });
    expect($cartErrors.get()).toMatchObject({ applyCoupon: 'Sooduskood ei kehti' });
    expect($cartErrors.get().applyGiftCard).toBeUndefined();
  });

  it('keeps a refused gift card as the applyGiftCard error: Invalid gift card code', async () => {
    expect(await applyGiftCard('XXXX')).toEqual({ ok: false, message: 'Vigane kinkekaardi kood' });
    expect($cartErrors.get().applyGiftCard).toBe('Vigane kinkekaardi kood');
  });

  it('a gift card already on the cart is Gift card already applied, without a call', async () => {
    $cart.set({ ...$cart.get()!, applied_gift_cards: [{ code: 'GC-1', applied_balance: null }] });
    expect(await applyGiftCard('gc-1')).toEqual({ ok: false, message: 'See kinkekaart on juba kasutusel' });
    expect(api.callsTo('applyGiftCardToCart')).toEqual([]);
  });

  it('an empty code asks to fill the field', async () => {
    expect(await applyCoupon('  ')).toEqual({ ok: false, message: 'Jätkamiseks täida see väli' });
  });
});

describe('authorization error in any reply (storefront.md §4)', () => {
  it('forgets the cart and goes home on the worker\'s 401 (the worker removed the cookies and left the warning)', async () => {
    api.restore();
    const denied = fakeApi({
      '/api/magento/customerCart': () => json({ error: { message: 'Sul puudub ligipääs, palun logi sisse.', category: 'graphql-authorization' } }, 401) });
    jar.cookies.set('vsf-customer', 'token');
    jar.cookies.set('vsf-cart', ID_A);
    await loadCart();
    expect(navigations).toEqual(['/']);
    expect($cart.get()).toBeNull();
    expect($cartStatus.get()).toBe('idle');
    denied.restore();
  });

  it('a guest\'s 400 authorization error (no token sent) does not navigate', async () => {
    api.restore();
    const denied = fakeApi({
      '/api/magento/customerCart': () => json({ error: { message: "The current customer isn't authorized.", category: 'graphql-authorization' } }, 400) });
    jar.cookies.set('vsf-customer', 'token');
    await loadCart();
    expect(navigations).toEqual([]);
    denied.restore();
  });
});

describe('a failed customer-cart load (storefront.md §4: the shopper continues on a guest cart)', () => {
  const CUSTOMER_CART = 'K'.repeat(32);
  /** The worker's answer to a guest (no token) asking for a customer's cart: Magento's authorization error, 400. */
  const notYours = () => json({ error: { message: "The current user cannot perform operations on cart \"KKK\"", category: 'graphql-authorization' } }, 400);

  it('drops the token and the customer cart id, then adds go to a new guest cart, also after a reload', async () => {
    api.restore();
    const guest = backend();
    const wrapped = fakeApi({
      '/api/magento/customerCart': () => json({ error: { message: 'Serveri viga: proovi uuesti' } }, 503),
      '/api/magento/cart': (body: unknown, init: RequestInit | undefined) => ((body as [string])[0] === CUSTOMER_CART ? notYours() : guestRoute(guest, 'cart', body, init)),
      '/api/magento/createEmptyCart': (body: unknown, init: RequestInit | undefined) => guestRoute(guest, 'createEmptyCart', body, init),
      '/api/magento/addProductsToCart': (body: unknown, init: RequestInit | undefined) => guestRoute(guest, 'addProductsToCart', body, init) });
    jar.cookies.set('vsf-customer', 'token');
    jar.cookies.set('vsf-cart', CUSTOMER_CART);
    let signedOut = 0;
    const stopListening = onSignedOut(() => signedOut++);
    expect(await loadCart()).toEqual({ ok: true });
    stopListening();
    expect(jar.cookies.get('vsf-customer') ?? '').toBe('');
    expect(jar.cookies.get('vsf-cart')).toBe(ID_A);
    // The header and the other islands learn it (they follow the token, §4), without a reload.
    expect(signedOut).toBe(1);
    expect($cartStatus.get()).toBe('ready');
    expect(await addProductToCart(simple('SKU-1'), 1)).toEqual({ ok: true });
    expect($cart.get()?.id).toBe(ID_A);
    expect(navigations).toEqual([]);
    wrapped.restore();
  });

  it('an add with a cart id a guest may not use (the customer cart left behind) starts a new guest cart and adds there', async () => {
    api.restore();
    const guest = backend();
    const wrapped = fakeApi({
      '/api/magento/createEmptyCart': (body: unknown, init: RequestInit | undefined) => guestRoute(guest, 'createEmptyCart', body, init),
      '/api/magento/addProductsToCart': (body: unknown, init: RequestInit | undefined) =>
        (body as [{ cartId: string }])[0].cartId === CUSTOMER_CART ? notYours() : guestRoute(guest, 'addProductsToCart', body, init) });
    jar.cookies.set('vsf-cart', CUSTOMER_CART);
    expect(await addProductToCart(simple('SKU-1'), 2)).toEqual({ ok: true });
    expect(jar.cookies.get('vsf-cart')).toBe(ID_A);
    expect($cart.get()?.total_quantity).toBe(2);
    wrapped.restore();
  });
});

/** Answer one route from a `backend()`'s handlers (without its own fetch hook). */
async function guestRoute(guest: ReturnType<typeof backend>, method: string, body: unknown, init: RequestInit | undefined): Promise<Response> {
  return guest.handlers[`/api/magento/${method}`]!(body, init);
}
