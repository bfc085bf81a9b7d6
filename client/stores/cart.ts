import { atom } from 'nanostores';
import type { CartErrorCode } from '../../domain/cart-errors';
import { t } from '../../ui/i18n/t';
import { announceSignedOut, onSignedOut } from '../api-fetch';
import { writeStorage } from '../browser-storage';
import { type CookieJar, readCookie } from '../flash-message-cookie';
import { pushToast } from './notifications';
import { AUTHORIZATION_CATEGORY, bySchema, callCartApi, type CartApiResult, type ReplyParser } from './cart-api';
import { publishCartCount } from './cart-count';
import { type Cart, CreateEmptyCartReplySchema, parseAddProductsReply, parseCart, parseCartReply } from './cart-schema';
import { addedItems, cartChanges } from '../tracking/cart-items';
import { publishTracking } from './ui';

export type { Cart, CartLine } from './cart-schema';

/*
 * The shopper's cart in the browser (storefront.md §4, issue 7 §1): loaded and changed only
 * through the middleware API, never rendered into server HTML (the page stays cacheable). This
 * module is loaded on first use (the header's cart button, an add to cart), not at page load.
 *
 * Lifecycle (§4): the guest cart id lives in the `vsf-cart` cookie (readable, as §3 wants, and
 * what the edge's `?cartId=` restore sets); a cart is created on the first add, or when a load
 * finds no id; a load the backend refuses (cart gone, ordered, not ours) drops the id and
 * starts a new empty cart; a network failure keeps the id (a blip must never lose a cart).
 * A signed-in shopper (customer token cookie) loads `customerCart`; if that fails for any reason
 * but authorization, the token is dropped and the guest cart is used. An authorization error in
 * any reply logs out (§4): token and cart id removed, persistent warning, sent home.
 *
 * Concurrency: every call that changes the cart runs in one queue, one at a time, so a double
 * click can neither create two carts nor race two adds into two lines; quantity changes of a
 * line are coalesced (the newest wanted quantity is sent when its turn comes), and whatever the
 * server answers last is the cart shown (`$cart` is only ever set from a server answer).
 */

/** Cookie names of storefront.md §3 (domain/session-cookies.ts; not imported: it carries classic zod). */
const CART_COOKIE = 'vsf-cart';
const CUSTOMER_COOKIE = 'vsf-customer';
const COOKIE_TAIL = '; path=/; secure; samesite=strict';
const CART_ID = /^[A-Za-z0-9]{32}$/;
/** worker/api/cart-methods.ts MAX_CART_QUANTITY (Magento's default maximum per line). */
export const MAX_LINE_QUANTITY = 10_000;
/** extensions.graphqls: the gift card amount's entered option, uid base64("giftcard/custom_giftcard_amount"). */
export const GIFT_CARD_AMOUNT_OPTION_UID = 'Z2lmdGNhcmQvY3VzdG9tX2dpZnRjYXJkX2Ftb3VudA==';

/** The cart as the server last answered it; `null` before a load or without a cart. */
export const $cart = atom<Cart | null>(null);
/** 'idle' until the first load; 'error' when the last load could not reach the backend. */
export const $cartStatus = atom<'idle' | 'loading' | 'ready' | 'error'>('idle');

/** The actions whose last failure is kept (storefront.md §8: each shown under its own control). */
export type CartAction = 'load' | 'addToCart' | 'updateItem' | 'removeItem' | 'applyCoupon' | 'removeCoupon' | 'applyGiftCard' | 'removeGiftCard' | 'setGuestEmail';
/** Each action's last error as an et-EE text (already translated), absent after a success. */
export const $cartErrors = atom<Partial<Record<CartAction, string>>>({});
/**
 * Line uid → the last refused change of that line (quantity or removal), shown under the line it
 * concerns; cleared when that line's next change goes through. The same text is also the
 * `updateItem` / `removeItem` error.
 */
export const $cartLineErrors = atom<Readonly<Record<string, string | undefined>>>({});
/** Line uid → the quantity the shopper asked for while the server has not answered it yet. */
export const $cartPending = atom<Readonly<Record<string, number | undefined>>>({});
/** Line uids being removed. */
export const $cartRemoving = atom<Readonly<Record<string, true | undefined>>>({});

/**
 * domain/cart-errors.ts `CART_ERROR_MESSAGE` (the code → message contract, never Magento's
 * English text), written out as `t('…')` calls: the build inlines their Estonian text into this
 * lazily loaded chunk, where importing the domain module would put its keys into the catalogue
 * that every page loads at start (scripts/build-client.mjs `clientCatalogue`). cart.test.ts
 * checks every code gives exactly the domain's message.
 */
export const CART_ERROR_TEXT = {
  INSUFFICIENT_STOCK: () => t('The requested qty is not available'),
  NOT_SALABLE: () => t('This product cannot be bought at the moment'),
  PRODUCT_NOT_FOUND: () => t('This product is no longer available'),
  UNDEFINED: () => t('Something went wrong'),
} as const satisfies Record<CartErrorCode, () => string>;

/** A user error's code as the shopper's message; an unknown code (a newer Magento's, a forged reply) is UNDEFINED. */
export function cartErrorText(code: unknown): string {
  return (typeof code === 'string' && Object.hasOwn(CART_ERROR_TEXT, code) ? CART_ERROR_TEXT[code as CartErrorCode] : CART_ERROR_TEXT.UNDEFINED)();
}

export type CartResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/* ---------------------------------------------------------------------------------------------
 * Browser seams (STYLE.md §12): tests inject a cookie jar and an event target.
 */
export type CartEnvironment = { readonly jar: CookieJar; readonly events?: EventTarget };
let injected: CartEnvironment | null = null;
/** Tests: use `environment`; `null` restores `document` and `location`. */
export function setCartEnvironment(environment: CartEnvironment | null): void {
  injected = environment;
}
const environment = (): CartEnvironment => injected ?? { jar: document };

/** The guest cart id of the `vsf-cart` cookie, or `null` when absent or not a masked id. */
export function currentCartId(): string | null {
  const value = readCookie(environment().jar.cookie, CART_COOKIE);
  return value !== null && CART_ID.test(value) ? value : null;
}
function storeCartId(id: string | null): void {
  environment().jar.cookie = id === null ? `${CART_COOKIE}=${COOKIE_TAIL}; max-age=0` : `${CART_COOKIE}=${id}${COOKIE_TAIL}`;
}
const hasCustomerToken = () => Boolean(readCookie(environment().jar.cookie, CUSTOMER_COOKIE));
function dropCustomerToken(): void {
  environment().jar.cookie = `${CUSTOMER_COOKIE}=${COOKIE_TAIL}; max-age=0`;
}

/* ---------------------------------------------------------------------------------------------
 * State changes: only from server answers.
 */
const lineCount = (cart: Cart | null) => cart?.items.length ?? 0;

/**
 * §4: when the cart becomes empty the checkout storage is reset (both keys). An empty object
 * restores as fresh defaults (domain/checkout-steps.ts `restoreCheckoutData`); writing it rather
 * than `defaultCheckoutData()` keeps the checkout schema (and the zod it needs) out of the
 * cart's chunk, which every page may load.
 */
export const RESET_CHECKOUT_DATA = '{}';
/** domain/checkout-steps.ts CHECKOUT_STORAGE_KEY and CHECKOUT_BACKUP_STORAGE_KEY (cart.test.ts checks they match). */
export const CHECKOUT_STORAGE_KEYS = ['vsf-checkout', 'vsf-checkout-dump'] as const;
function resetCheckoutStorage(): void {
  for (const key of CHECKOUT_STORAGE_KEYS) writeStorage(key, RESET_CHECKOUT_DATA);
}

/**
 * What an add tells tracking: the lines it sent and, from the product page, the product's
 * category path (GA4 item_category…; the cart's lines do not carry it).
 */
export type TrackedAdd = {
  readonly items: readonly CartItemInput[];
  readonly product?: { readonly sku: string; readonly categories: readonly string[] };
};

/**
 * `shopperChange`: an update or remove the shopper made (`true`), or the add they made
 * (tracked: add_to_cart / remove_from_cart).
 */
function showCart(cart: Cart | null, shopperChange: boolean | TrackedAdd = false): void {
  const before = $cart.get();
  $cart.set(cart);
  if (shopperChange) trackCartChange(before, cart, shopperChange === true ? null : shopperChange);
  publishCartCount(cart ? cart.total_quantity : null, environment().events);
  if (lineCount(before) > 0 && cart !== null && lineCount(cart) === 0) resetCheckoutStorage();
}

function trackCartChange(before: Cart | null, after: Cart | null, add: TrackedAdd | null): void {
  // A page that never loaded the cart knows only what it sent: each line of the add is reported
  // with the quantity sent (the cart's other lines, and the lines' earlier quantities, are unknown).
  if (before === null && !add) return;
  const changes = before === null && add ? { added: addedItems(after, add.items), removed: [] } : cartChanges(before, after);
  const product = add?.product;
  const added = product ? changes.added.map((item) => (item.sku === product.sku && product.categories.length ? { ...item, categories: product.categories } : item)) : changes.added;
  const target = environment().events;
  if (added.length) publishTracking({ type: 'add_to_cart', items: added }, target);
  if (changes.removed.length) publishTracking({ type: 'remove_from_cart', items: changes.removed }, target);
}

/** Plain atoms rather than nanostores' `map` (smaller shared nanostores chunk): set one key. */
function setKey<T>(store: { get(): Readonly<Record<string, T | undefined>>; set(value: Record<string, T | undefined>): void }, key: string, value: T | undefined): void {
  const current = store.get();
  if (current[key] === value) return;
  const next = { ...current };
  if (value === undefined) delete next[key];
  else next[key] = value;
  store.set(next);
}

function setError(action: CartAction, message: string | null): void {
  setKey($cartErrors, action, message ?? undefined);
}

/**
 * §4 authorization error (and sign-out): the worker has removed the token and cart id cookies
 * and left the warning; client/api-fetch.ts tells every loaded store and sends the shopper home.
 * Here the cart only forgets what it showed.
 */
onSignedOut(() => {
  showCart(null);
  $cartErrors.set({});
  $cartLineErrors.set({});
  $cartStatus.set('idle');
});

/** Every call goes through here (an authorization error is handled in client/api-fetch.ts). */
function call<T>(method: string, args: readonly unknown[], parse: ReplyParser<T>): Promise<CartApiResult<T>> {
  return callCartApi(method, args, parse);
}

/** The message for a failed call: the action's own text for a backend refusal, else the §8 server error. */
const failure = (result: { kind: 'backend' | 'unavailable' }, backendMessage: string) =>
  result.kind === 'backend' ? backendMessage : t('Internal server error: try again');

/* ---------------------------------------------------------------------------------------------
 * The queue.
 */
let tail: Promise<unknown> = Promise.resolve();
/** Run `task` after every task queued before it (whatever their outcome). */
function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const run = tail.then(task, task);
  tail = run.catch(() => undefined);
  return run;
}

/** A new empty guest cart, stored in `vsf-cart`; `null` when it could not be created. */
async function createCart(): Promise<string | null> {
  const created = await call('createEmptyCart', [], bySchema(CreateEmptyCartReplySchema));
  if (!created.ok || !CART_ID.test(created.data.cartId)) return null;
  storeCartId(created.data.cartId);
  return created.data.cartId;
}

/** The cart id to add to: the stored one, or a new cart (§4 "created on first add"). Inside the queue only. */
async function ensureCartId(): Promise<string | null> {
  return currentCartId() ?? (await createCart());
}

async function loadNow(): Promise<CartResult> {
  $cartStatus.set('loading');
  if (hasCustomerToken()) {
    const customer = await call('customerCart', [], parseCartReply);
    if (customer.ok && customer.data.cart) {
      storeCartId(customer.data.cart.id);
      return loaded(customer.data.cart);
    }
    // Signed out by the reply (client/api-fetch.ts cleared the stores and leaves the page).
    if (!customer.ok && customer.category === AUTHORIZATION_CATEGORY) return { ok: false, message: t('You are not authorized, please log in.') };
    // §4: continue as a guest. The stored id is the customer's cart, which a guest may not use
    // (every call would answer the authorization error): it stays with the account, for the next sign-in.
    dropCustomerToken();
    storeCartId(null);
    // Signed in is "a token exists" (§4): the header, wish list and account islands follow now,
    // not at the next page (issue 17 item 9: the header kept 'Minu konto' over a guest cart).
    // The cart's own listener resets it to idle: this load goes on.
    announceSignedOut();
    $cartStatus.set('loading');
  }
  let id = currentCartId();
  if (id !== null) {
    const guest = await call('cart', [id], parseCartReply);
    if (guest.ok && guest.data.cart) return loaded(guest.data.cart);
    if (!guest.ok && guest.kind === 'unavailable') return unavailable('load');
    // Gone, ordered or not this shopper's (a guest refused a customer's cart: the authorization
    // error without a token): §4 "the id is reset and a new cart created".
    storeCartId(null);
  }
  id = await createCart();
  if (id === null) return unavailable('load');
  const fresh = await call('cart', [id], parseCartReply);
  if (fresh.ok && fresh.data.cart) return loaded(fresh.data.cart);
  return unavailable('load');
}

function loaded(cart: Cart): CartResult {
  showCart(cart);
  setError('load', null);
  $cartStatus.set('ready');
  return { ok: true };
}

function unavailable(action: CartAction): CartResult {
  const message = t('Internal server error: try again');
  setError(action, message);
  if (action === 'load') $cartStatus.set('error');
  return { ok: false, message };
}

/** Load the cart (§4 lifecycle above). Resolves when the load is done; never rejects. */
export function loadCart(): Promise<CartResult> {
  return enqueue(loadNow);
}

/* ---------------------------------------------------------------------------------------------
 * Add to cart.
 */

/** One line of an add (worker/api/cart-methods.ts `CartItemInput`). */
export type CartItemInput = {
  readonly sku: string;
  readonly quantity: number;
  readonly parent_sku?: string;
  readonly selected_options?: readonly string[];
  readonly entered_options?: readonly { readonly uid: string; readonly value: string }[];
};

/** What the product page knows of the product being added. */
export type AddableProduct = {
  readonly typename: string;
  readonly sku: string;
  readonly name: string;
  /** A configurable product's chosen variant and the option value uids that chose it. */
  readonly variant?: { readonly sku: string; readonly optionUids: readonly string[] } | null;
  /** A gift card's amount in euros and whether it is the virtual (E-gift) card. */
  readonly giftCard?: { readonly amount: number; readonly virtual: boolean } | null;
  /** Its category path, outermost first (the product page's breadcrumbs), for tracking. */
  readonly categories?: readonly string[];
};

/** The product types an add knows how to send (storefront.md §8 names the others' error). */
const SIMPLE_TYPES = new Set(['SimpleProduct', 'VirtualProduct']);

/**
 * The call an add of `product` makes: the method and its one line, or the §8 message for a
 * product type we do not sell through the cart ('Product Type {type} not supported in add to cart
 * yet'). Gift cards: the E-gift card through addVirtualProductsToCart, the paper card through
 * addProductsToCart, each with its amount as the entered option.
 */
export function addToCartRequest(
  product: AddableProduct,
  quantity: number,
): { readonly method: 'addProductsToCart' | 'addVirtualProductsToCart'; readonly item: CartItemInput } | { readonly error: string } {
  if (product.typename === 'ConfigurableProduct' && product.variant) {
    return { method: 'addProductsToCart', item: { sku: product.variant.sku, parent_sku: product.sku, quantity, selected_options: [...product.variant.optionUids] } };
  }
  if (product.typename === 'GiftCardProduct' && product.giftCard) {
    const item = { sku: product.sku, quantity, entered_options: [{ uid: GIFT_CARD_AMOUNT_OPTION_UID, value: String(product.giftCard.amount) }] };
    return { method: product.giftCard.virtual ? 'addVirtualProductsToCart' : 'addProductsToCart', item };
  }
  if (SIMPLE_TYPES.has(product.typename)) return { method: 'addProductsToCart', item: { sku: product.sku, quantity } };
  return { error: t('Product Type {type} not supported in add to cart yet', { type: product.typename }) };
}

async function addNow(method: 'addProductsToCart' | 'addVirtualProductsToCart', item: CartItemInput, tracked: TrackedAdd, retried = false): Promise<CartResult> {
  const id = await ensureCartId();
  if (id === null) return unavailable('addToCart');
  let cart: Cart | null;
  let userError: unknown = undefined;
  if (method === 'addProductsToCart') {
    const reply = await call(method, [{ cartId: id, cartItems: [item] }], parseAddProductsReply);
    if (!reply.ok) return addFailed(reply, method, item, tracked, retried);
    cart = reply.data.cart;
    if (reply.data.user_errors[0]) userError = reply.data.user_errors[0].code;
  } else {
    const reply = await call(method, [{ cart_id: id, cart_items: [{ data: item }] }], parseCartReply);
    if (!reply.ok) return addFailed(reply, method, item, tracked, retried);
    cart = reply.data.cart;
    // §8: a null virtual-product reply.
    if (!cart) return addError(t('addVirtualProductsToCart Error'));
  }
  if (cart) showCart(cart, tracked);
  // §8 "the first user_errors message", as the Estonian text of its code (domain/cart-errors.ts).
  if (userError !== undefined) return addError(cartErrorText(userError));
  if (!cart) return addError(t('Something went wrong'));
  setError('addToCart', null);
  return { ok: true };
}

function addFailed(
  reply: Extract<CartApiResult<unknown>, { ok: false }>,
  method: 'addProductsToCart' | 'addVirtualProductsToCart',
  item: CartItemInput,
  tracked: TrackedAdd,
  retried: boolean,
): Promise<CartResult> | CartResult {
  // With a token this is the §4 logout (client/api-fetch.ts); without one, the stored id is a cart
  // this guest may not use (a customer's cart left behind): like a cart that is gone.
  const notOurs = reply.category === AUTHORIZATION_CATEGORY && !hasCustomerToken();
  if (reply.category === AUTHORIZATION_CATEGORY && !notOurs) return addError(t('You are not authorized, please log in.'));
  // The stored cart is gone (ordered in another tab, expired) or not ours: a new one, and the add once more.
  if (reply.kind === 'backend' && (reply.category === 'graphql-no-such-entity' || notOurs) && !retried) {
    storeCartId(null);
    return addNow(method, item, tracked, true);
  }
  if (reply.kind === 'unavailable') return unavailable('addToCart');
  return addError(t('Something went wrong'));
}

function addError(message: string): CartResult {
  setError('addToCart', message);
  return { ok: false, message };
}

/**
 * Add `quantity` of `product` (the product page's rules, domain/add-to-cart.ts, are checked by
 * the caller). Creates the cart on the first add. Toast on success: 'You added {product} to your
 * shopping cart.'. Resolves to the failure's message otherwise (also kept as the addToCart error).
 */
export function addProductToCart(product: AddableProduct, quantity: number): Promise<CartResult> {
  const request = addToCartRequest(product, quantity);
  if ('error' in request) return Promise.resolve(addError(request.error));
  return enqueue(async () => {
    const tracked = { items: [request.item], ...(product.categories ? { product: { sku: product.sku, categories: product.categories } } : {}) };
    const result = await addNow(request.method, request.item, tracked);
    if (result.ok) pushToast(t('You added {product} to your shopping cart.', { product: product.name }));
    return result;
  });
}

/**
 * Add lines by SKU (e.g. a product with its assembly service): one call, toast 'Product added to
 * cart' when every line went in. add_to_cart reports every line that went in, also on a page that
 * never loaded the cart; `product` gives the main product's category path to its line.
 */
export function addItemsToCart(items: readonly CartItemInput[], product?: TrackedAdd['product']): Promise<CartResult> {
  return enqueue(async () => {
    const id = await ensureCartId();
    if (id === null) return unavailable('addToCart');
    const reply = await call('addProductsToCart', [{ cartId: id, cartItems: items }], parseAddProductsReply);
    if (!reply.ok) return reply.kind === 'unavailable' ? unavailable('addToCart') : addError(t('Something went wrong'));
    if (reply.data.cart) showCart(reply.data.cart, { items, ...(product ? { product } : {}) });
    const first = reply.data.user_errors[0];
    if (first) return addError(cartErrorText(first.code));
    setError('addToCart', null);
    pushToast(t('Product added to cart'));
    return { ok: true };
  });
}

/* ---------------------------------------------------------------------------------------------
 * Lines.
 */
const queuedUpdates = new Map<string, Promise<CartResult>>();

/**
 * Set line `uid` to `quantity` (§4: only above 0; remove a line with `removeCartItem`). Calls
 * for the same line while one waits are merged into it: the newest quantity is sent.
 */
export function updateCartItem(uid: string, quantity: number): Promise<CartResult> {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    return Promise.resolve({ ok: false, message: t('Please enter a valid quantity') });
  }
  setKey($cartPending, uid, quantity);
  const waiting = queuedUpdates.get(uid);
  if (waiting) return waiting;
  const run = enqueue(async (): Promise<CartResult> => {
    queuedUpdates.delete(uid);
    const wanted = $cartPending.get()[uid];
    const id = currentCartId();
    if (wanted === undefined || id === null || $cartRemoving.get()[uid]) return { ok: true };
    const reply = await call('updateCartItems', [{ cart_id: id, cart_items: [{ cart_item_uid: uid, quantity: wanted }] }], parseCartReply);
    // Only the answer to the newest wish ends the wait; an older one still updates the cart.
    if ($cartPending.get()[uid] === wanted || !reply.ok) setKey($cartPending, uid, undefined);
    if (!reply.ok) {
      // Magento refuses a quantity it cannot sell as an input error; its text is English, so ours.
      const message = failure(reply, reply.category === 'graphql-input' ? t('The requested qty is not available') : t('Something went wrong'));
      setError('updateItem', message);
      setKey($cartLineErrors, uid, message);
      return { ok: false, message };
    }
    if (reply.data.cart) showCart(reply.data.cart, true);
    setError('updateItem', null);
    setKey($cartLineErrors, uid, undefined);
    return { ok: true };
  });
  queuedUpdates.set(uid, run);
  return run;
}

const queuedRemovals = new Map<string, Promise<CartResult>>();

/** Remove line `uid`; a second call while the first is pending is the same removal. Toast 'Product removed from cart'. */
export function removeCartItem(uid: string): Promise<CartResult> {
  const waiting = queuedRemovals.get(uid);
  if (waiting) return waiting;
  setKey($cartRemoving, uid, true);
  const run = enqueue(async (): Promise<CartResult> => {
    const id = currentCartId();
    try {
      if (id === null || !$cart.get()?.items.some((line) => line.uid === uid)) return { ok: true };
      const reply = await call('removeItemFromCart', [{ cart_id: id, cart_item_uid: uid }], parseCartReply);
      if (!reply.ok) {
        const message = failure(reply, t('Something went wrong'));
        setError('removeItem', message);
        setKey($cartLineErrors, uid, message);
        return { ok: false, message };
      }
      if (reply.data.cart) showCart(reply.data.cart, true);
      setKey($cartPending, uid, undefined);
      setKey($cartLineErrors, uid, undefined);
      setError('removeItem', null);
      pushToast(t('Product removed from cart'));
      return { ok: true };
    } finally {
      queuedRemovals.delete(uid);
      setKey($cartRemoving, uid, undefined);
    }
  });
  queuedRemovals.set(uid, run);
  return run;
}

/* ---------------------------------------------------------------------------------------------
 * Coupons, gift cards, guest e-mail: each action keeps its own error (§8).
 */
async function cartCall(action: CartAction, method: string, input: Record<string, unknown>, backendMessage: string): Promise<CartResult> {
  const id = currentCartId();
  if (id === null) {
    setError(action, backendMessage);
    return { ok: false, message: backendMessage };
  }
  const reply = await call(method, [{ cart_id: id, ...input }], parseCartReply);
  if (!reply.ok || !reply.data.cart) {
    const message = reply.ok ? t('Something went wrong') : failure(reply, backendMessage);
    setError(action, message);
    return { ok: false, message };
  }
  showCart(reply.data.cart);
  setError(action, null);
  return { ok: true };
}

function required(action: CartAction, value: string): CartResult | null {
  if (value.trim()) return null;
  const message = t('Please fill this field to continue');
  setError(action, message);
  return { ok: false, message };
}

/** Apply a coupon; a refused code is 'Coupon code not valid' (§8), kept as the applyCoupon error. */
export function applyCoupon(code: string): Promise<CartResult> {
  const empty = required('applyCoupon', code);
  if (empty) return Promise.resolve(empty);
  return enqueue(() => cartCall('applyCoupon', 'applyCouponToCart', { coupon_code: code.trim() }, t('Coupon code not valid')));
}

export function removeCoupon(): Promise<CartResult> {
  return enqueue(() => cartCall('removeCoupon', 'removeCouponFromCart', {}, t('Something went wrong')));
}

/**
 * Apply a gift card code: one already on the cart is 'Gift card already applied' without a call;
 * a refused one is 'Invalid gift card code' (§8), kept as the applyGiftCard error.
 */
export function applyGiftCard(code: string): Promise<CartResult> {
  const empty = required('applyGiftCard', code);
  if (empty) return Promise.resolve(empty);
  const wanted = code.trim();
  return enqueue(async () => {
    const applied = $cart.get()?.applied_gift_cards ?? [];
    if (applied.some((card) => card.code?.toUpperCase() === wanted.toUpperCase())) {
      const message = t('Gift card already applied');
      setError('applyGiftCard', message);
      return { ok: false, message };
    }
    return cartCall('applyGiftCard', 'applyGiftCardToCart', { gift_card_code: wanted }, t('Invalid gift card code'));
  });
}

export function removeGiftCard(code: string): Promise<CartResult> {
  return enqueue(() => cartCall('removeGiftCard', 'removeGiftCardFromCart', { gift_card_code: code }, t('Something went wrong')));
}

/** Checkout: the guest's e-mail on the cart (the backend checks the address again). */
export function setGuestEmail(email: string): Promise<CartResult> {
  return enqueue(() => cartCall('setGuestEmail', 'setGuestEmailOnCart', { email }, t('Please enter a valid e-mail address')));
}

/**
 * Checkout and payment: show a cart another call answered (e.g. after setting addresses), so
 * `$cart` stays the server's latest answer. Validated like every reply.
 */
export function showCartFromServer(cart: unknown): boolean {
  const parsed = parseCart(cart);
  if (!parsed) return false;
  showCart(parsed);
  return true;
}

/** After an order is placed (§ issue 7 "cart cleared, `vsf-cart` removed"): forget the cart. */
export function clearCart(): void {
  storeCartId(null);
  showCart(null);
  $cartErrors.set({});
  $cartLineErrors.set({});
  $cartStatus.set('idle');
}
