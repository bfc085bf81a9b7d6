import { atom } from 'nanostores';
import type { CartErrorCode } from '../../domain/cart-errors';
import { t } from '../../ui/i18n/t';
import type { MagentoArgs, MagentoReply } from '../../worker/api/contract';

/*
 * The `$cart` store's state (storefront.md §4, issue 7 §1): what the server last answered and
 * what each action last refused. Set only by the actions (cart-lifecycle.ts, cart-adds.ts,
 * cart-lines.ts, cart-codes.ts), from server answers; the reactions to a change (header badge,
 * checkout storage reset, tracking) are listeners in cart-reactions.ts.
 */

/** The cart as the middleware API answers it (worker/api/cart-methods.ts `cartView`). */
export type Cart = NonNullable<MagentoReply<'cart'>['cart']>;
export type CartLine = Cart['items'][number];

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
 * What an add tells tracking: the lines it sent and, from the product page, the product's
 * category path (GA4 item_category…; the cart's lines do not carry it).
 */
export type TrackedAdd = {
  readonly items: readonly CartItemInput[];
  readonly product?: { readonly sku: string; readonly categories: readonly string[] };
};

/**
 * The shopper's last change of the cart, for tracking (cart-reactions.ts): the carts before and
 * after, and the add that made it (`null`: an update or removal). Loads are not changes.
 */
export const $cartChange = atom<{ readonly before: Cart | null; readonly after: Cart | null; readonly add: TrackedAdd | null } | null>(null);

/** One line of an add (worker/api/cart-methods.ts `CartItemInput`). */
export type CartItemInput = MagentoArgs<'addProductsToCart'>[0]['cartItems'][number];

export type CartResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

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

/**
 * Set (or, with `undefined`, remove) one key of a record store. Plain atoms rather than
 * nanostores' `map`: nanostores sits whole in one chunk that every page loads at start, and
 * `map` would add about 100 bytes gzip there (scripts/build-client.mjs budgets).
 */
export function setKey<T>(store: { get(): Readonly<Record<string, T | undefined>>; set(value: Record<string, T | undefined>): void }, key: string, value: T | undefined): void {
  const current = store.get();
  if (current[key] === value) return;
  const next = { ...current };
  if (value === undefined) delete next[key];
  else next[key] = value;
  store.set(next);
}

/** Keep (or, with `null`, clear) `action`'s error. */
export function setCartError(action: CartAction, message: string | null): void {
  setKey($cartErrors, action, message ?? undefined);
}

/** A failure kept as `action`'s error. */
export function cartFailure(action: CartAction, message: string): CartResult {
  setCartError(action, message);
  return { ok: false, message };
}
