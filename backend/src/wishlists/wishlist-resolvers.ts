// Wish lists (Magento 2.4.7 WishlistGraphQl; its api-functional tests under
// dev/tests/api-functional/testsuite/Magento/GraphQl/Wishlist are the reference):
//   Customer.wishlists / Customer.wishlist_v2(id) / Wishlist.items_v2 / items_count,
//   addProductsToWishlist, removeProductsFromWishlist (here), addWishlistItemsToCart (wishlist-to-cart.ts).
// One wish list per customer (Magento Open Source), its id Magento's integer id as a string.
import { requireCustomer } from '../commerce/request-identity';
import { inputError } from '../commerce/errors';
import { addProductsToWishlist } from './add-to-wishlist';
import { ownWishlist, phpInt, wishlistCustomer } from './wishlist-access';
import { wishlistFieldResolvers, wishlistShape } from './wishlist-shape';
import { removeWishlistItems, wishlistById, wishlistItems } from './wishlist-store';
import { addWishlistItemsToCart } from './wishlist-to-cart';
import type { Resolvers } from '../generated/resolvers';
import type { FieldResolver, MutationResolver } from '../commerce/resolver-types';

/** Most item ids one call may name (not a Magento limit: bounds the work of one request). */
export const MAX_ITEMS_PER_CALL = 100;

/** Customer.wishlists: the customer's one list (created when they have none, as Magento 2.4.7 answers). */
const wishlists: FieldResolver<'Customer', 'wishlists'> = async (_s, args, context) => {
  const customer = requireCustomer(context);
  if ((args.currentPage ?? 1) > 1) return [];
  return [wishlistShape(await ownWishlist(context, customer, 0))];
};

/** Customer.wishlist_v2(id): the customer's list with that id; null for any other id (Magento answers an empty object). */
const wishlistV2: FieldResolver<'Customer', 'wishlist_v2'> = async (_s, { id }, context) => {
  const customer = requireCustomer(context);
  const found = phpInt(id) > 0 ? await wishlistById(context.db, phpInt(id)) : null;
  return found && found.customer_id === customer.id ? wishlistShape(found) : null;
};

/**
 * Removes items; an id the list does not hold (unknown, or another customer's item) becomes the
 * user error 'The wishlist item with ID "…" does not belong to the wishlist' (UNDEFINED, as
 * Magento's RemoveProductsFromWishlistTest::testUnauthorizedWishlistItemDelete), the others are removed.
 */
const removeProductsFromWishlist: MutationResolver<'removeProductsFromWishlist'> = async (_s, args, context) => {
  const customer = wishlistCustomer(context);
  const wishlist = await ownWishlist(context, customer, args.wishlistId);
  if (args.wishlistItemsIds.length > MAX_ITEMS_PER_CALL) throw inputError(`No more than ${MAX_ITEMS_PER_CALL} wish list items can be changed in one request.`);
  const held = new Set((await wishlistItems(context.db, wishlist.id)).map((item) => item.id));
  const removed: number[] = [];
  const userErrors: Array<{ code: 'UNDEFINED'; message: string }> = [];
  for (const id of args.wishlistItemsIds) {
    const itemId = phpInt(id);
    if (held.has(itemId)) removed.push(itemId);
    else userErrors.push({ code: 'UNDEFINED', message: `The wishlist item with ID "${String(id).slice(0, 32)}" does not belong to the wishlist` });
  }
  await removeWishlistItems(context.db, wishlist.id, removed);
  return { wishlist: wishlistShape((await wishlistById(context.db, wishlist.id))!), user_errors: userErrors };
};

export const wishlistResolvers = {
  Customer: { wishlists, wishlist_v2: wishlistV2 },
  Mutation: { addProductsToWishlist, removeProductsFromWishlist, addWishlistItemsToCart },
  ...wishlistFieldResolvers,
} satisfies Resolvers;
