// Finding the cart a request names, with Magento 2.4.7's answers in its order (QuoteGraphQl
// Model/Cart/GetCartForUser.php): an unknown or malformed masked id → 'Could not find a cart
// with ID "…"' (graphql-no-such-entity), then an inactive cart (ordered) → "The cart isn't
// active." (graphql-no-such-entity), then a cart of another user (a customer's cart asked for by
// anyone else, or a guest's cart by a signed-in customer) → 'The current user cannot perform
// operations on cart "…"' (graphql-authorization).
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

/**
 * The cart a masked id names, for the request's user (Magento's GetCartForUser): a guest's cart
 * only for a guest, a customer's only for that customer. A signed-in customer naming a guest's
 * cart is refused too, as Magento 2.4.7 refuses it (the guest cart reaches the customer's cart
 * through mergeCarts).
 */
export async function cartForUser(context: CommerceContext, maskedId: string): Promise<CartRow> {
  return cartOwnedBy(context, maskedId, context.customer?.id ?? null);
}

/** The cart as a guest's cart whoever asks (mergeCarts' source: Magento passes customer id null). */
export async function guestCartForUser(context: CommerceContext, maskedId: string): Promise<CartRow> {
  return cartOwnedBy(context, maskedId, null);
}

async function cartOwnedBy(context: CommerceContext, maskedId: string, customerId: number | null): Promise<CartRow> {
  const cart = await findCartByMaskedId(context, maskedId);
  if (!cart) throw cartNotFound(maskedId);
  if (!cart.is_active) throw noSuchEntity("The cart isn't active.");
  if (cart.customer_id !== customerId) {
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
