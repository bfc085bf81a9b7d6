/**
 * The seven session cookies of storefront.md §3 by name, and the cart id's form: what the worker
 * (domain/session-cookies.ts) and the browser (client/session-cookies.ts) both read, declared
 * once. No imports, so the browser takes these few bytes without zod.
 */
export const COOKIE = {
  currency: 'vsf-currency',
  country: 'vsf-country',
  locale: 'vsf-locale',
  cart: 'vsf-cart',
  customer: 'vsf-customer',
  store: 'vsf-store',
  message: 'vsf-message',
} as const;
export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

/** Magento masked cart ids are 32 alphanumerics; storefront.md §5: a restored id is exactly 32. */
export const CART_ID_PATTERN = /^[A-Za-z0-9]{32}$/;

