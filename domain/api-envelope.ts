/**
 * The middleware API's reply envelope (worker/api/api-router.ts, read by client/api-fetch.ts):
 * `{ data }` on success, else `{ error: { message, category? } }` with Magento's error category
 * when the backend gave one, so an island can react by kind, never by matching text.
 */
export type ApiErrorBody = { readonly error: { readonly message: string; readonly category?: string } };

/** The category of the 401 that ends a session (storefront.md §4, api-router.ts `signedOut`). */
export const AUTHORIZATION_CATEGORY = 'graphql-authorization';
