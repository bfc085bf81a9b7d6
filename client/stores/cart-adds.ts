import { t } from '../../ui/i18n/t';
import { AUTHORIZATION_CATEGORY } from '../../domain/api-envelope';
import { type ApiFailure, callMagento } from '../api-fetch';
import { hasCustomerToken, storeCartId } from '../session-cookies';
import { ensureCartId, showCart, unavailable } from './cart-lifecycle';
import { pushToast } from './notifications';
import { enqueue } from './cart-queue';
import { type Cart, cartErrorText, cartFailure, type CartItemInput, type CartResult, setCartError, type TrackedAdd } from './cart-state';

/** Adds to the `$cart` store (storefront.md §4, §5, §8): the product page's and lines by SKU. */

/** extensions.graphqls: the gift card amount's entered option, uid base64("giftcard/custom_giftcard_amount"). */
export const GIFT_CARD_AMOUNT_OPTION_UID = 'Z2lmdGNhcmQvY3VzdG9tX2dpZnRjYXJkX2Ftb3VudA==';

/** What the product page knows of the product being added. */
export type AddableProduct = {
  readonly typename: string;
  readonly sku: string;
  readonly name: string;
  /** A configurable product's chosen variant and the option value uids that chose it. */
  readonly variant?: { readonly sku: string; readonly optionUids: readonly string[] } | null;
  /** A gift card's amount in euros and whether it is the virtual (E-gift) card. */
  readonly giftCard?: { readonly amount: number; readonly virtual: boolean } | null;
  /** Its category path, outermost first (the product page's breadcrumbs), for tracking. */
  readonly categories?: readonly string[];
};

/** The product types an add knows how to send (storefront.md §8 names the others' error). */
const SIMPLE_TYPES = new Set(['SimpleProduct', 'VirtualProduct']);

/**
 * The call an add of `product` makes: the method and its one line, or the §8 message for a
 * product type we do not sell through the cart ('Product Type {type} not supported in add to cart
 * yet'). Gift cards: the E-gift card through addVirtualProductsToCart, the paper card through
 * addProductsToCart, each with its amount as the entered option.
 */
export function addToCartRequest(
  product: AddableProduct,
  quantity: number,
): { readonly method: 'addProductsToCart' | 'addVirtualProductsToCart'; readonly item: CartItemInput } | { readonly error: string } {
  if (product.typename === 'ConfigurableProduct' && product.variant) {
    return { method: 'addProductsToCart', item: { sku: product.variant.sku, parent_sku: product.sku, quantity, selected_options: [...product.variant.optionUids] } };
  }
  if (product.typename === 'GiftCardProduct' && product.giftCard) {
    const item = { sku: product.sku, quantity, entered_options: [{ uid: GIFT_CARD_AMOUNT_OPTION_UID, value: String(product.giftCard.amount) }] };
    return { method: product.giftCard.virtual ? 'addVirtualProductsToCart' : 'addProductsToCart', item };
  }
  if (SIMPLE_TYPES.has(product.typename)) return { method: 'addProductsToCart', item: { sku: product.sku, quantity } };
  return { error: t('Product Type {type} not supported in add to cart yet', { type: product.typename }) };
}

async function addNow(method: 'addProductsToCart' | 'addVirtualProductsToCart', item: CartItemInput, tracked: TrackedAdd, retried = false): Promise<CartResult> {
  const id = await ensureCartId();
  if (id === null) return unavailable('addToCart');
  let cart: Cart | null;
  let userError: unknown = undefined;
  if (method === 'addProductsToCart') {
    const reply = await callMagento(method, [{ cartId: id, cartItems: [item] }]);
    if (!reply.ok) return addFailed(reply, method, item, tracked, retried);
    cart = reply.data.cart;
    if (reply.data.user_errors[0]) userError = reply.data.user_errors[0].code;
  } else {
    const reply = await callMagento(method, [{ cart_id: id, cart_items: [{ data: item }] }]);
    if (!reply.ok) return addFailed(reply, method, item, tracked, retried);
    cart = reply.data.cart;
    // §8: a null virtual-product reply.
    if (!cart) return addError(t('addVirtualProductsToCart Error'));
  }
  if (cart) showCart(cart, tracked);
  // §8 "the first user_errors message", as the Estonian text of its code (domain/cart-errors.ts).
  if (userError !== undefined) return addError(cartErrorText(userError));
  if (!cart) return addError(t('Something went wrong'));
  setCartError('addToCart', null);
  return { ok: true };
}

function addFailed(
  reply: ApiFailure,
  method: 'addProductsToCart' | 'addVirtualProductsToCart',
  item: CartItemInput,
  tracked: TrackedAdd,
  retried: boolean,
): Promise<CartResult> | CartResult {
  // With a token this is the §4 logout (client/api-fetch.ts); without one, the stored id is a cart
  // this guest may not use (a customer's cart left behind): like a cart that is gone.
  const notOurs = reply.category === AUTHORIZATION_CATEGORY && !hasCustomerToken();
  if (reply.category === AUTHORIZATION_CATEGORY && !notOurs) return addError(t('You are not authorized, please log in.'));
  // The stored cart is gone (ordered in another tab, expired) or not ours: a new one, and the add once more.
  if (reply.kind === 'backend' && (reply.category === 'graphql-no-such-entity' || notOurs) && !retried) {
    storeCartId(null);
    return addNow(method, item, tracked, true);
  }
  if (reply.kind === 'unavailable') return unavailable('addToCart');
  return addError(t('Something went wrong'));
}

const addError = (message: string): CartResult => cartFailure('addToCart', message);

/**
 * Add `quantity` of `product` (the product page's rules, domain/add-to-cart.ts, are checked by
 * the caller). Creates the cart on the first add. Toast on success: 'You added {product} to your
 * shopping cart.'. Resolves to the failure's message otherwise (also kept as the addToCart error).
 */
export function addProductToCart(product: AddableProduct, quantity: number): Promise<CartResult> {
  const request = addToCartRequest(product, quantity);
  if ('error' in request) return Promise.resolve(addError(request.error));
  return enqueue(async () => {
    const tracked = { items: [request.item], ...(product.categories ? { product: { sku: product.sku, categories: product.categories } } : {}) };
    const result = await addNow(request.method, request.item, tracked);
    if (result.ok) pushToast(t('You added {product} to your shopping cart.', { product: product.name }));
    return result;
  });
}

/**
 * Add lines by SKU (e.g. a product with its assembly service): one call, toast 'Product added to
 * cart' when every line went in. add_to_cart reports every line that went in, also on a page that
 * never loaded the cart; `product` gives the main product's category path to its line.
 */
export function addItemsToCart(items: readonly CartItemInput[], product?: TrackedAdd['product']): Promise<CartResult> {
  return enqueue(async () => {
    const id = await ensureCartId();
    if (id === null) return unavailable('addToCart');
    const reply = await callMagento('addProductsToCart', [{ cartId: id, cartItems: items }]);
    if (!reply.ok) return reply.kind === 'unavailable' ? unavailable('addToCart') : addError(t('Something went wrong'));
    if (reply.data.cart) showCart(reply.data.cart, { items, ...(product ? { product } : {}) });
    const first = reply.data.user_errors[0];
    if (first) return addError(cartErrorText(first.code));
    setCartError('addToCart', null);
    pushToast(t('Product added to cart'));
    return { ok: true };
  });
}

