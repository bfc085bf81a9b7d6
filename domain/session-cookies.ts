import { z } from 'zod';
import { CART_ID_PATTERN, COOKIE, type CookieName } from './session-cookie-names';

export { COOKIE, type CookieName } from './session-cookie-names';

/** storefront.md §3: readable by client JavaScript (not httpOnly), `secure`, `SameSite=Strict`, `path=/`. */
export const COOKIE_ATTRIBUTES = { path: '/', secure: true, sameSite: 'Strict', httpOnly: false } as const;

/** Magento masked cart ids are 32 alphanumerics; storefront.md §5: a restored id is exactly 32. */
export const CartIdSchema = z.string().regex(CART_ID_PATTERN);
/** Customer tokens are opaque (Magento JWT or 32-char token); bounded and cookie-safe. */
const TokenSchema = z.string().regex(/^[A-Za-z0-9._~+/=-]{1,2048}$/);

const SessionSchema = z.object({
  currency: z.literal('EUR').catch('EUR'),
  country: z.string().regex(/^[A-Z]{2}$/).catch('EE'),
  locale: z.literal('et').catch('et'),
  store: z.string(),
  cartId: CartIdSchema.nullable().catch(null),
  customerToken: TokenSchema.nullable().catch(null),
});

/** The typed session every request carries (`c.var.session`). */
export type Session = z.output<typeof SessionSchema>;

/** The store when no configuration is given (tests, tools): the reference backend's only store. */
export const DEFAULT_STORE_CODES = ['default'] as const;

/**
 * Parse raw cookie values into a session. Never throws: a malformed value is treated as
 * absent (or as the store default), so a broken cookie can never turn into a 500.
 * `vsf-store` is accepted only when it names one of `storeCodes` (configuration `STORE_CODES`);
 * anything else is the default store, the first of the list. The store code reaches the backend
 * (`Store` header) and KV keys, so a free value would split caches and probe the backend.
 */
export function parseSession(
  cookies: Readonly<Record<string, string | undefined>>,
  storeCodes: readonly [string, ...string[]] | readonly string[] = DEFAULT_STORE_CODES,
): Session {
  const requested = cookies[COOKIE.store];
  const defaultStore = storeCodes[0] ?? DEFAULT_STORE_CODES[0];
  // An absent cookie is its default before the schema runs: the same session, without the cost
  // of a caught failure per field on every first visit (edge-cache hits parse a session each).
  return SessionSchema.parse({
    currency: cookies[COOKIE.currency] ?? 'EUR',
    country: cookies[COOKIE.country] ?? 'EE',
    locale: cookies[COOKIE.locale] ?? 'et',
    store: requested !== undefined && storeCodes.includes(requested) ? requested : defaultStore,
    cartId: cookies[COOKIE.cart] ?? null,
    customerToken: cookies[COOKIE.customer] ?? null,
  });
}

/**
 * The cart of the redirect-payment order this browser placed last (issue 17 item 1): set by the
 * worker's `placeOrder` when the order leaves for a payment provider, read by the `?cartId=`
 * restore, so the restore adopts only a cart this browser owned. HttpOnly (no script needs it),
 * `__Host-` (no subdomain can plant it), `SameSite=Lax` (the provider sends the shopper back with a
 * cross-site top-level GET, which carries Lax cookies, not Strict ones), one hour (a payment
 * session's lifetime).
 */
export const PLACED_CART_COOKIE = '__Host-vsf-placed-cart';
export const PLACED_CART_ATTRIBUTES = { path: '/', secure: true, sameSite: 'Lax', httpOnly: true, maxAge: 3600 } as const;

/**
 * Whether `?cartId=` may be adopted: a well-formed id that this browser already owned, i.e. its
 * own `vsf-cart`, or the cart of the redirect-payment order it placed (`PLACED_CART_COOKIE`).
 * Anyone can create a cart and send its id in a link: adopting a foreign id would let them read
 * what the victim types into it (cart fixation).
 */
export function isOwnedCartId(requested: string | undefined, owned: { readonly cartId: string | null; readonly placedCartId: string | undefined }): requested is string {
  return isRestorableCartId(requested) && (requested === owned.cartId || requested === owned.placedCartId);
}

/**
 * The ID-card sign-in's anti-forgery `state` (issue 17 item 2): set by `/id-card-auth` when the
 * shopper leaves for the card service, which returns it with the card token; the card sign-in is
 * accepted only with the same value, so a link carrying someone else's card token signs no one in
 * (login CSRF). HttpOnly, `__Host-`, Lax (the service's return is a cross-site top-level GET), 10 minutes.
 */
export const CARD_STATE_COOKIE = '__Host-vsf-card-state';
export const CARD_STATE_ATTRIBUTES = { path: '/', secure: true, sameSite: 'Lax', httpOnly: true, maxAge: 600 } as const;
/** A `state` value as `/id-card-auth` makes it (32 base64url characters) and as the card service echoes it. */
export const CardStateSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/);

/** Whether `value` may be restored as a cart id from `?cartId=` (exactly 32 characters). */
export function isRestorableCartId(value: string | undefined): value is string {
  return CartIdSchema.safeParse(value).success;
}

/**
 * The spec's store cookies (storefront.md §3: vsf-currency, vsf-country, vsf-locale, vsf-store)
 * that a response should set: those missing from the request or holding another value, with
 * the spec's attributes (`COOKIE_ATTRIBUTES`). `wanted`: the request's store, locale code,
 * currency and country. Empty when the browser already has them all.
 */
export function storeCookiesToSet(
  present: Readonly<Record<string, string | undefined>>,
  wanted: { readonly store: string; readonly locale: string; readonly currency: string; readonly country: string },
): [CookieName, string][] {
  const values: [CookieName, string][] = [
    [COOKIE.currency, wanted.currency],
    [COOKIE.country, wanted.country],
    [COOKIE.locale, wanted.locale],
    [COOKIE.store, wanted.store],
  ];
  return values.filter(([name, value]) => present[name] !== value);
}
