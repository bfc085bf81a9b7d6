import { z } from 'zod';
import type { GraphqlClient } from '../../graphql/client';

export const Sku = z.string().min(1).max(64);

export type MethodContext = {
  /** Anonymous catalogue reads: no token, safe for shared caches. */
  commerce: GraphqlClient;
  /**
   * A shopper's own data (cart, account, wish list): carries the customer token of the
   * `vsf-customer` cookie when there is one; queries sent with `cache: 'no-store'`.
   */
  shopper: GraphqlClient;
  /** `shopper` with extra request headers, e.g. `{ 'X-ReCaptcha': token }` (Magento's captcha header). */
  shopperWith: (headers: Readonly<Record<string, string>>) => GraphqlClient;
  /** The client's address (`CF-Connecting-IP`) for rate limits such as sign-in attempts; null when unknown. */
  clientAddress: string | null;
  /** The request's session cookies, as parsed (a malformed value is null). */
  session: { readonly customerToken: string | null; readonly cartId: string | null };
  /**
   * Sign-in: store the customer token in `vsf-customer` (a session cookie: storefront.md §9,
   * the token expires with the browser session). The token never goes into the JSON answer.
   */
  setCustomerToken: (token: string) => void;
  /** Sign-out: remove `vsf-customer` and `vsf-cart` (customer.md §4 Logout). */
  clearCustomerSession: () => void;
  /** Store the cart id (`vsf-cart`), e.g. the customer cart after a merge (customer.md §4). */
  setCartId: (cartId: string) => void;
  /**
   * Remember the cart of an order that left for a payment provider (domain/session-cookies.ts
   * `PLACED_CART_COOKIE`): the provider's `?cartId=` return may restore only that cart.
   */
  bindPlacedCart: (cartId: string) => void;
  /**
   * Whether `returned` (the `state` the ID-card service sent back) is this browser's own
   * (`CARD_STATE_COOKIE`, compared in constant time). False when either is missing.
   */
  isOwnCardState: (returned: string | undefined) => Promise<boolean>;
  /** Forget the ID-card `state` (after the card sign-in succeeded). */
  clearCardState: () => void;
};

/**
 * One method of the middleware API: its argument array schema and what it does. `R`, what `run`
 * resolves to, is the method's reply: the browser's caller is typed from it (./contract.ts), so
 * the reply is declared once, here, by the code that makes it.
 */
export type ApiMethod<A extends z.ZodType, R> = {
  args: A;
  run: (args: z.output<A>, context: MethodContext) => Promise<R>;
};
export const method = <A extends z.ZodType, R>(definition: ApiMethod<A, R>) => definition;
