// Whose wish list a request may touch (Magento 2.4.7 WishlistGraphQl resolvers): only a signed-in
// customer's own. A guest → 'The current user cannot perform operations on wishlist'
// (graphql-authorization); an id of no wish list or of another customer's → 'The wishlist was not
// found.' (graphql-input), the same answer, so ids of other customers' lists are not revealed.
import type { CommerceContext } from '../commerce/context';
import type { Customer } from '../commerce/request-identity';
import { authorizationError, inputError } from '../commerce/errors';
import { customerWishlist, wishlistById, type WishlistRow } from './wishlist-store';

export const WISHLIST_NOT_FOUND = 'The wishlist was not found.';

export function wishlistCustomer(context: CommerceContext): Customer {
  if (!context.customer) throw authorizationError('The current user cannot perform operations on wishlist');
  return context.customer;
}

/** PHP's (int) of an id argument: its leading integer, 0 when it has none ('0', '', 'abc'). */
export function phpInt(id: string | number | null | undefined): number {
  const match = /^\s*([+-]?\d+)/.exec(String(id ?? ''));
  const value = match ? Number(match[1]) : 0;
  return Number.isSafeInteger(value) ? value : 0;
}

/**
 * The wish list an id names for this customer: 0 (or no number) → their own, created when
 * missing (the storefront sends '0'); any other id must be theirs.
 */
export async function ownWishlist(context: CommerceContext, customer: Customer, wishlistId: string | number | null | undefined): Promise<WishlistRow> {
  const id = phpInt(wishlistId);
  if (id <= 0) return customerWishlist(context.db, customer.id);
  const found = await wishlistById(context.db, id);
  if (!found || found.customer_id !== customer.id) throw inputError(WISHLIST_NOT_FOUND);
  return found;
}
