import type { MagentoArgs, MagentoMethod, MagentoReply } from '../../worker/api/contract';
import { AUTHORIZATION_CATEGORY } from '../../domain/api-envelope';
import { callMagento } from '../api-fetch';

export type AccountResult<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly message: string };

/**
 * A my-account call of the middleware API, typed by the method's declaration
 * (worker/api/contract.ts). `{ ok: false, message }` carries the backend's first error message
 * (customer.md §8: failures show the error text), or 'Internal server error: try again' when
 * there is none (network, 503). A 401 `graphql-authorization` answer means the session is over:
 * client/api-fetch.ts has already cleared the stores and sent the shopper home (storefront.md
 * §4), so the promise never settles (nothing more to show here).
 */
export async function callAccount<M extends MagentoMethod>(method: M, args: MagentoArgs<M>): Promise<AccountResult<MagentoReply<M>>> {
  const reply = await callMagento(method, args);
  if (reply.ok) return reply;
  if (reply.status === 401 && reply.category === AUTHORIZATION_CATEGORY) return new Promise<never>(() => undefined);
  return { ok: false, message: reply.message || 'Internal server error: try again' };
}
