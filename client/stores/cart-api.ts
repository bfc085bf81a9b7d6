import * as z from 'zod/mini';
import { requestJson } from '../api-fetch';

/**
 * The cart's calls to the middleware API (`POST /api/magento/{method}`, worker/api/cart-methods.ts),
 * with what the `$cart` store needs to decide on a failure: Magento's error category (e.g.
 * graphql-no-such-entity for a cart that is gone, graphql-authorization for the §4 logout),
 * never its English text.
 */
export type CartApiFailure = {
  readonly ok: false;
  /** 'backend': Magento answered with an error (400); 'unavailable': network, 503 or a reply we cannot read. */
  readonly kind: 'backend' | 'unavailable';
  readonly message: string | null;
  readonly category: string | null;
};
export type CartApiResult<T> = { readonly ok: true; readonly data: T } | CartApiFailure;

export const AUTHORIZATION_CATEGORY = 'graphql-authorization';

const ErrorEnvelope = z.object({ error: z.object({ message: z.string(), category: z.optional(z.string()) }) });
const DataEnvelope = z.object({ data: z.unknown() });

/** Reads a reply's `data`: the value, or `null` when it is not what the method answers. */
export type ReplyParser<T> = (data: unknown) => T | null;

/** A zod schema as a `ReplyParser`. */
export const bySchema =
  <T>(schema: z.ZodMiniType<T>): ReplyParser<T> =>
  (data) => {
    const parsed = schema.safeParse(data);
    return parsed.success ? parsed.data : null;
  };

/**
 * Call `method` with `args` and read the reply's `data` with `parse`. Never throws (an abort
 * is rethrown by requestJson only when a signal is passed, and none is here).
 */
export async function callCartApi<T>(method: string, args: readonly unknown[], parse: ReplyParser<T>): Promise<CartApiResult<T>> {
  const reply = await requestJson(`/api/magento/${method}`, args);
  if (reply === null) return { ok: false, kind: 'unavailable', message: null, category: null };
  if (reply.status === 200) {
    const envelope = DataEnvelope.safeParse(reply.json);
    const data = envelope.success ? parse(envelope.data.data) : null;
    if (data !== null) return { ok: true, data };
    return { ok: false, kind: 'unavailable', message: null, category: null };
  }
  const error = ErrorEnvelope.safeParse(reply.json);
  return {
    ok: false,
    kind: reply.status === 400 && error.success ? 'backend' : 'unavailable',
    message: error.success ? error.data.error.message : null,
    category: error.success ? (error.data.error.category ?? null) : null,
  };
}
