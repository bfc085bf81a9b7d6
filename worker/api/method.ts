import { z } from 'zod';
import type { GraphqlClient } from '../../graphql/client';

export const Sku = z.string().min(1).max(64);

export type MethodContext = {
  /** Anonymous catalogue reads: no token, safe for shared caches. */
  commerce: GraphqlClient;
  /** A shopper's own data (cart): queries sent with `cache: 'no-store'`. */
  shopper: GraphqlClient;
};

/** One method of the middleware API: its argument array schema and what it does. */
export type ApiMethod<A extends z.ZodType> = {
  args: A;
  run: (args: z.output<A>, context: MethodContext) => Promise<unknown>;
};
export const method = <A extends z.ZodType>(definition: ApiMethod<A>) => definition;
