import { CART_ID_PATTERN, COOKIE } from '../domain/session-cookie-names';

/*
 * The session cookies (storefront.md §3: readable by script, `secure`, `SameSite=Strict`,
 * `path=/`). Names and the cart id's form come from domain/session-cookie-names.ts, which the
 * worker reads too.
 */

/**
 * The cookie jar in use: `document`, replaced only through client/browser-env.ts
 * `setBrowserEnvironment({ cookies })` (tests).
 */
export const cookieSeam: { injected?: { cookie: string } | undefined } = {};
export const cookieJar = (): { cookie: string } => cookieSeam.injected ?? document;

const ATTRIBUTES = '; path=/; secure; samesite=strict';

/** The raw value of cookie `name` in a `document.cookie` string, or `null`. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** Write (or, with `null`, delete) a session cookie. */
function writeCookie(name: string, value: string | null): void {
  cookieJar().cookie = value === null ? `${name}=${ATTRIBUTES}; max-age=0` : `${name}=${value}${ATTRIBUTES}`;
}

/** The guest cart id of `vsf-cart`, or `null` when absent or not a masked id. */
export function currentCartId(): string | null {
  const value = readCookie(cookieJar().cookie, COOKIE.cart);
  return value !== null && CART_ID_PATTERN.test(value) ? value : null;
}

/** Store the cart id in `vsf-cart`; `null` removes it. */
export function storeCartId(id: string | null): void {
  writeCookie(COOKIE.cart, id);
}

/** storefront.md §4: signed in while a customer token exists (its value is the worker's business). */
export function hasCustomerToken(): boolean {
  return Boolean(readCookie(cookieJar().cookie, COOKIE.customer));
}

/** Forget the customer token (§4: a customer cart that cannot load continues as a guest). */
export function dropCustomerToken(): void {
  writeCookie(COOKIE.customer, null);
}
