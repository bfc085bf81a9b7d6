import { requestJson } from '../api-fetch';

export type AccountResult<T = unknown> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly message: string };

/**
 * A my-account call of the middleware API. `{ ok: false, message }` carries the backend's first
 * error message (customer.md §8: failures show the error text), or 'Internal server error: try
 * again' when there is none (network, 503). A 401 `graphql-authorization` answer means the
 * session is over: requestJson has already cleared the stores and sent the shopper home
 * (storefront.md §4), so the promise never settles (nothing more to show here).
 */
export async function callAccount<T = unknown>(method: string, args: readonly unknown[]): Promise<AccountResult<T>> {
  const reply = await requestJson(`/api/magento/${method}`, args);
  const body = (reply?.json ?? null) as { data?: T; error?: { message?: unknown; category?: unknown } } | null;
  if (reply?.status === 200 && body && 'data' in body) return { ok: true, data: body.data as T };
  if (reply?.status === 401 && body?.error?.category === 'graphql-authorization') return new Promise<never>(() => undefined);
  const message = typeof body?.error?.message === 'string' && body.error.message ? body.error.message : 'Internal server error: try again';
  return { ok: false, message };
}
