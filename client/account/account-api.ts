import { requestJson } from '../api-fetch';

export type AccountResult<T = unknown> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly message: string };

/** Where the shopper goes after an authorization error (the router already cleared the cookies). */
let leave: () => void = () => window.location.assign('/');

/** Tests: replace the navigation home. */
export function setAccountLeave(fn: () => void): void {
  leave = fn;
}

/**
 * A my-account call of the middleware API. `{ ok: false, message }` carries the backend's first
 * error message (customer.md §8: failures show the error text), or 'Internal server error: try
 * again' when there is none (network, 503). A 401 `graphql-authorization` answer means the
 * session is over: the router removed the cookies and left the notice, so the shopper is sent
 * home (storefront.md §4), and the promise never resolves (nothing more to show here).
 */
export async function callAccount<T = unknown>(method: string, args: readonly unknown[]): Promise<AccountResult<T>> {
  const reply = await requestJson(`/api/magento/${method}`, args);
  const body = (reply?.json ?? null) as { data?: T; error?: { message?: unknown; category?: unknown } } | null;
  if (reply?.status === 200 && body && 'data' in body) return { ok: true, data: body.data as T };
  if (reply?.status === 401 && body?.error?.category === 'graphql-authorization') {
    leave();
    return new Promise<never>(() => undefined);
  }
  const message = typeof body?.error?.message === 'string' && body.error.message ? body.error.message : 'Internal server error: try again';
  return { ok: false, message };
}
