import * as z from 'zod/mini';
import { requestJson } from '../api-fetch';

export type AccountResult<T = unknown> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly message: string };

const DataEnvelope = z.object({ data: z.unknown() });
const ErrorEnvelope = z.object({ error: z.object({ message: z.optional(z.string()), category: z.optional(z.string()) }) });

/**
 * A my-account call of the middleware API. `{ ok: false, message }` carries the backend's first
 * error message (customer.md §8: failures show the error text), or 'Internal server error: try
 * again' when there is none (network, 503). A 401 `graphql-authorization` answer means the
 * session is over: requestJson has already cleared the stores and sent the shopper home
 * (storefront.md §4), so the promise never settles (nothing more to show here). `T` is what the
 * method answers (worker/api/customer-methods.ts); the caller trusts its own method's shape.
 */
export async function callAccount<T = unknown>(method: string, args: readonly unknown[]): Promise<AccountResult<T>> {
  const reply = await requestJson(`/api/magento/${method}`, args);
  const data = reply?.status === 200 ? DataEnvelope.safeParse(reply.json) : null;
  if (data?.success) return { ok: true, data: data.data.data as T };
  const error = ErrorEnvelope.safeParse(reply?.json);
  if (reply?.status === 401 && error.success && error.data.error.category === 'graphql-authorization') return new Promise<never>(() => undefined);
  return { ok: false, message: (error.success && error.data.error.message) || 'Internal server error: try again' };
}
