// Guest carts: Query.cart and the cart mutations, with Magento 2.4.7's
// messages, error categories and order of checks (module-quote-graph-ql 100.4.7 resolvers and
// the api-functional tests of magento/magento2, dev/tests/api-functional/testsuite/Magento/
// GraphQl/Quote/Guest, are the reference). addProductsToCart is in its own module.
import { inputError, MagentoError, noSuchEntity } from '../errors';
import { fromUid } from '../uid';
import { addProductsToCart, QTY_NOT_AVAILABLE, quantityProblem } from './add-products-to-cart';
import { cartForUser, cartNotFound, checkLineCount, findCartByMaskedId, MASKED_ID, missing } from './cart-access';
import { couponResolvers } from './cart-coupons';
import { customerActiveCart } from './customer-cart';
import { cartShape, orderable } from './cart-shape';
import { cartItems, findCart, insertCart, newMaskedId, productsBySku, setCartEmail, updateCartItems as writeCartItems } from './cart-store';
import type { Resolvers } from '../../generated/resolvers';
import type { MutationResolver, QueryResolver } from '../resolver-types';

/**
 * A new empty cart's masked id. A client may choose the id (createEmptyCartInput.cart_id): 32
 * characters as Magento requires ('Cart ID length should to be 32 symbols.', sic), and here
 * letters and digits only, the form every masked id has; an id in use → graphql-already-exists.
 */
const createEmptyCart: MutationResolver<'createEmptyCart'> = async (_s, { input }, context) => {
  const chosen = input?.cart_id;
  if (chosen !== undefined && chosen !== null) {
    if (chosen.length !== 32) throw inputError('Cart ID length should to be 32 symbols.');
    if (!MASKED_ID.test(chosen)) throw inputError('Cart ID should contain only letters and digits.');
    if (await findCart(context.db, chosen)) throw new MagentoError(`Cart with ID "${chosen}" already exists.`, 'graphql-already-exists');
  }
  // A customer gets their active cart, as Magento's CreateEmptyCartForCustomer (QuoteManagement::createEmptyCartForCustomer).
  if (context.customer && (chosen === undefined || chosen === null)) return (await customerActiveCart(context.db, context.customer)).masked_id;
  return (await insertCart(context.db, chosen ?? newMaskedId(), context.customer?.id ?? null)).masked_id;
};

const cart: QueryResolver<'cart'> = async (_s, { cart_id }, context) => {
  if (!cart_id) throw missing('cart_id');
  return cartShape(context, await cartForUser(context, cart_id));
};

type ItemRef = { cart_item_id?: number | null; cart_item_uid?: string | null };

/**
 * The item id a request names by `cart_item_uid` (base64 of the id) or the deprecated
 * `cart_item_id`, null when it names none (Magento's `empty()`: absent, null or 0). Read before
 * anything else, as Magento's Cart(s)ItemUidArgsProcessor does: both at once, or a uid that is
 * not base64, is refused first.
 */
function itemId(input: ItemRef): number | null {
  if (input.cart_item_id && input.cart_item_uid) throw inputError("`cart_item_id` and `cart_item_uid` can't be used at the same time.");
  if (input.cart_item_uid) {
    const id = fromUid(input.cart_item_uid);
    if (id === null) throw inputError(`Value of uid "${input.cart_item_uid}" is incorrect.`);
    return id || null;
  }
  return input.cart_item_id || null;
}

/**
 * New quantities for lines of the cart; a quantity of 0 or less removes the line (Magento's
 * UpdateCartItems). Every line is checked before anything is written: one bad line (unknown
 * item, fractional quantity, more than the stock) fails the call and leaves the cart as it was.
 * Magento removes a line for quantity ≤ 0 of an unknown item with 'The {quote id} Cart doesn't
 * contain the {item id} item.'; here it gets 'Could not find cart item with id' as any unknown
 * item does, so that no internal cart row id is shown.
 */
const updateCartItems: MutationResolver<'updateCartItems'> = async (_s, { input }, context) => {
  const ids = (input?.cart_items ?? []).map(itemId);
  if (!input?.cart_id) throw missing('cart_id', true);
  if (!input.cart_items?.length) throw missing('cart_items', true);
  checkLineCount(input.cart_items);
  const found = await cartForUser(context, input.cart_id);
  const rows = await cartItems(context.db, found.id);
  const products = await productsBySku(context.db, rows.map((r) => r.sku));
  const changes: Array<{ itemId: number; quantity: number }> = [];
  for (const [index, item] of input.cart_items.entries()) {
    const id = ids[index];
    if (!id) throw inputError('Required parameter "cart_item_id" for "cart_items" is missing.');
    if (item.quantity === undefined || item.quantity === null) throw inputError('Required parameter "quantity" for "cart_items" is missing.');
    const row = rows.find((r) => r.id === id);
    if (!row) throw noSuchEntity(`Could not find cart item with id: ${id}.`);
    if (item.quantity > 0) {
      const product = products.get(row.sku);
      const stock = product ? await orderable(context, product) : { salable: false, maxQty: 0 };
      const problem = stock.salable ? quantityProblem(item.quantity, stock.maxQty) : QTY_NOT_AVAILABLE;
      // UpdateCartItem::validateCartItem names the line's SKU before the stock rule's text.
      if (problem) throw inputError(`Could not update the product with SKU ${row.sku}: ${problem}`);
    }
    changes.push({ itemId: id, quantity: item.quantity });
  }
  await writeCartItems(context.db, found.id, changes);
  return { cart: await cartShape(context, found) };
};

/**
 * Removes one line. Magento's order (RemoveItemFromCart): the item uid is read first, then the
 * cart id's presence, then whether any cart has that id, only then the item argument's
 * presence, then the rest of GetCartForUser (inactive, owner).
 */
const removeItemFromCart: MutationResolver<'removeItemFromCart'> = async (_s, { input }, context) => {
  const id = input ? itemId(input) : null;
  if (!input?.cart_id) throw missing('cart_id', true);
  if (!(await findCartByMaskedId(context, input.cart_id))) throw cartNotFound(input.cart_id);
  if (!id) throw missing('cart_item_id', true);
  const found = await cartForUser(context, input.cart_id);
  if (!(await cartItems(context.db, found.id)).some((r) => r.id === id)) throw noSuchEntity("The cart doesn't contain the item");
  await writeCartItems(context.db, found.id, [{ itemId: id, quantity: 0 }]);
  return { cart: await cartShape(context, found) };
};

/**
 * One address, as Magento's e-mail validator accepts it: a local part and a dotted domain, no
 * spaces, 254 characters at most.
 */
const EMAIL = /^[^\s@"<>()[\\\],;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;
export const isEmail = (text: string) => text.length <= 254 && EMAIL.test(text);

/**
 * A guest's e-mail on the cart (SetGuestEmailOnCartTest): 'Required parameter "email" is
 * missing', 'Invalid email format' (graphql-input); a signed-in customer's cart takes the
 * account's e-mail instead: 'The request is not allowed for logged in customers', said before
 * the cart is looked up, as Magento's resolver does.
 */
const setGuestEmailOnCart: MutationResolver<'setGuestEmailOnCart'> = async (_s, { input }, context) => {
  if (!input?.cart_id) throw missing('cart_id');
  if (!input.email) throw missing('email');
  if (!isEmail(input.email)) throw inputError('Invalid email format');
  if (context.customer) throw inputError('The request is not allowed for logged in customers');
  const found = await cartForUser(context, input.cart_id);
  return { cart: await cartShape(context, await setCartEmail(context.db, found.id, input.email)) };
};

export const cartResolvers = {
  Query: { cart },
  Mutation: { createEmptyCart, addProductsToCart, updateCartItems, removeItemFromCart, setGuestEmailOnCart, ...couponResolvers.Mutation },
  CartItemInterface: { __resolveType: (item) => item.__typename },
} satisfies Resolvers;
