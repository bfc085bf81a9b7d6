// Mutation.addWishlistItemsToCart (Magento 2.4.7 WishlistGraphQl Resolver\Wishlist\AddToCart):
// the named items (all without `wishlistItemIds`) go into the customer's active cart one by one
// through the cart's own addProductsToCart rules (stock, options, gift card amounts); an item
// that went in is removed from the wish list; one that did not becomes a user error with the
// cart's code (PRODUCT_NOT_FOUND, NOT_SALABLE, INSUFFICIENT_STOCK, UNDEFINED) and stays.
// `status` is true only when every item went in. Checks in Magento's order: a guest → 'The
// current user cannot perform operations on wishlist' (graphql-authorization), an empty id →
// '"wishlistId" value should be specified', another customer's list → 'The wishlist was not
// found.', ids the list does not hold → 'The wishlist item ids "…" were not found.' (graphql-input).
import { addLines, type CartItemInput } from '../commerce/cart/add-products-to-cart';
import { customerActiveCart } from '../commerce/cart/customer-cart';
import { inputError } from '../commerce/errors';
import { ownWishlist, phpInt, wishlistCustomer } from './wishlist-access';
import { listedItems, type ListedItem } from './wishlist-shape';
import { wishlistShape } from './wishlist-shape';
import { removeWishlistItems, wishlistById } from './wishlist-store';
import type { MutationResolver } from '../commerce/resolver-types';

/** Most items one call moves (each is a cart write; not a Magento limit). */
const MAX_ITEMS = 50;

/** The cart line an item asks for (Magento's CartItemsRequestBuilder): the variant when one is chosen. */
function cartLine({ row, product, variant }: ListedItem): CartItemInput {
  const quantity = Math.max(1, Math.round(row.quantity));
  if (variant) return { sku: variant.sku, parent_sku: product.sku, quantity };
  const entered = JSON.parse(row.entered_options) as Array<{ uid: string; value: string }>;
  return { sku: product.sku, quantity, ...(entered.length ? { entered_options: entered } : {}) };
}

export const addWishlistItemsToCart: MutationResolver<'addWishlistItemsToCart'> = async (_s, args, context) => {
  const customer = wishlistCustomer(context);
  if (!phpInt(args.wishlistId)) throw inputError('"wishlistId" value should be specified');
  const wishlist = await ownWishlist(context, customer, args.wishlistId);
  const listed = await listedItems(context, wishlist.id);
  let chosen = listed;
  if (args.wishlistItemIds?.length) {
    const ids = args.wishlistItemIds.slice(0, MAX_ITEMS + 1);
    const unknown = ids.filter((id) => !listed.some((item) => item.row.id === phpInt(id)));
    if (unknown.length) throw inputError(`The wishlist item ids "${unknown.map((id) => String(id).slice(0, 32)).join(',')}" were not found.`);
    chosen = listed.filter((item) => ids.some((id) => phpInt(id) === item.row.id));
  }
  if (chosen.length > MAX_ITEMS) throw inputError(`No more than ${MAX_ITEMS} wish list items can be added to the cart in one request.`);
  const cart = await customerActiveCart(context.db, customer);
  const errors: Array<{ code: string; message: string; wishlistId: string; wishlistItemId: string }> = [];
  const added: number[] = [];
  for (const item of chosen) {
    const { user_errors } = await addLines(context, cart.masked_id, [cartLine(item)]);
    if (!user_errors.length) added.push(item.row.id);
    for (const error of user_errors) errors.push({ ...error, wishlistId: String(wishlist.id), wishlistItemId: String(item.row.id) });
  }
  await removeWishlistItems(context.db, wishlist.id, added);
  return { wishlist: wishlistShape((await wishlistById(context.db, wishlist.id))!), status: errors.length === 0, add_wishlist_items_to_cart_user_errors: errors };
};
