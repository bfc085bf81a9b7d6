// Finding the cart a request names, with Magento's answers (GetCartForUser): an unknown or
// malformed masked id → 'Could not find a cart with ID "…"' (graphql-no-such-entity), an
// inactive cart (ordered) → "The cart isn't active.", a customer's cart asked for by anyone
// else → 'The current user cannot perform operations on cart "…"' (graphql-authorization).
import type { CommerceContext } from '../context';
import { authorizationError, inputError, noSuchEntity } from '../errors';
import { findCart, type CartRow } from './cart-store';

export const MASKED_ID = /^[A-Za-z0-9]{32}$/;

/** Magento's message for a missing argument, e.g. 'Required parameter "cart_id" is missing'. */
export const missing = (name: string, period = false) => inputError(`Required parameter "${name}" is missing${period ? '.' : ''}`);

export async function cartForUser(context: CommerceContext, maskedId: string): Promise<CartRow> {
  // A malformed id cannot name a cart: answered without a query, with the same message.
  const cart = MASKED_ID.test(maskedId) ? await findCart(context.db, maskedId) : null;
  if (!cart) throw noSuchEntity(`Could not find a cart with ID "${maskedId}"`);
  if (cart.customer_id !== null && cart.customer_id !== context.customer?.id) {
    throw authorizationError(`The current user cannot perform operations on cart "${maskedId}"`);
  }
  if (!cart.is_active) throw noSuchEntity("The cart isn't active.");
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
