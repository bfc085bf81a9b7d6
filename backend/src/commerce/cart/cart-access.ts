// Finding the cart a request names, with Magento 2.4.7's answers in its order (QuoteGraphQl
// Model/Cart/GetCartForUser.php): an unknown or malformed masked id → 'Could not find a cart
// with ID "…"' (graphql-no-such-entity), then an inactive cart (ordered) → "The cart isn't
// active." (graphql-no-such-entity), then a customer's cart asked for by anyone else → 'The
// current user cannot perform operations on cart "…"' (graphql-authorization).
import type { CommerceContext } from '../context';
import { authorizationError, inputError, noSuchEntity } from '../errors';
import { findCart, type CartRow } from './cart-store';

export const MASKED_ID = /^[A-Za-z0-9]{32}$/;

/** Magento's message for a missing argument, e.g. 'Required parameter "cart_id" is missing'. */
export const missing = (name: string, period = false) => inputError(`Required parameter "${name}" is missing${period ? '.' : ''}`);

export const cartNotFound = (maskedId: string) => noSuchEntity(`Could not find a cart with ID "${maskedId}"`);

/** The cart a masked id names, whatever its state and owner; null when there is none. */
export async function findCartByMaskedId(context: Pick<CommerceContext, 'db'>, maskedId: string): Promise<CartRow | null> {
  // A malformed id cannot name a cart: answered without a query.
  return MASKED_ID.test(maskedId) ? await findCart(context.db, maskedId) : null;
}

export async function cartForUser(context: CommerceContext, maskedId: string): Promise<CartRow> {
  const cart = await findCartByMaskedId(context, maskedId);
  if (!cart) throw cartNotFound(maskedId);
  if (!cart.is_active) throw noSuchEntity("The cart isn't active.");
  if (cart.customer_id !== null && cart.customer_id !== context.customer?.id) {
    throw authorizationError(`The current user cannot perform operations on cart "${maskedId}"`);
  }
  return cart;
}

/**
 * Most lines one call may add or update. Not a Magento rule: each line costs a few D1 queries,
 * and a Worker invocation has a budget of them, so a request listing thousands of lines is
 * refused with a message instead of failing half-way.
 */
export const MAX_LINES_PER_CALL = 100;

export function checkLineCount(lines: readonly unknown[]): void {
  if (lines.length > MAX_LINES_PER_CALL) throw inputError(`No more than ${MAX_LINES_PER_CALL} cart items can be changed in one request.`);
}
