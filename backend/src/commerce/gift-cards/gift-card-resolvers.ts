// Mutation.applyGiftCardToCart / removeGiftCardFromCart (Adobe Commerce, messages of its GraphQL
// reference: developer.adobe.com/commerce/webapi/graphql/schema/cart/mutations/apply-giftcard/
// and remove-giftcard/) and addVirtualProductsToCart (Magento's older mutation for virtual
// products: the e-gift card), with GiftCardCartItem's type resolution.
import { addLines } from '../cart/add-products-to-cart';
import { cartForUser, missing } from '../cart/cart-access';
import { cartShape } from '../cart/cart-shape';
import { inputError } from '../errors';
import { addGiftCardToCart, cartHasGiftCard, removeGiftCardFromCart as removeCode, usableGiftCardAccount } from './gift-card-accounts';
import type { Resolvers } from '../../generated/resolvers';
import type { MutationResolver } from '../resolver-types';

/** Adobe's answer for an unknown, expired or spent code (the storefront shows 'Invalid gift card code'). */
export const GIFT_CARD_NOT_ADDED = "The gift card code couldn't be added. Verify your information and try again.";
/** Adobe Commerce's GiftCardAccount message for a code the cart already has ('Gift card already applied'). */
export const GIFT_CARD_ALREADY_APPLIED = 'This gift card account is already in the quote.';
export const GIFT_CARD_NOT_DELETED = "The gift card couldn't be deleted from the quote.";

const applyGiftCardToCart: MutationResolver<'applyGiftCardToCart'> = async (_s, { input }, context) => {
  if (!input?.cart_id) throw missing('cart_id');
  if (!input.gift_card_code?.trim()) throw missing('gift_card_code');
  const cart = await cartForUser(context, input.cart_id);
  const account = await usableGiftCardAccount(context.db, input.gift_card_code.trim());
  if (!account) throw inputError(GIFT_CARD_NOT_ADDED);
  if (await cartHasGiftCard(context.db, cart.id, account.code)) throw inputError(GIFT_CARD_ALREADY_APPLIED);
  await addGiftCardToCart(context.db, cart.id, account.code);
  return { cart: await cartShape(context, cart) };
};

const removeGiftCardFromCart: MutationResolver<'removeGiftCardFromCart'> = async (_s, { input }, context) => {
  if (!input?.cart_id) throw missing('cart_id');
  if (!input.gift_card_code?.trim()) throw missing('gift_card_code');
  const cart = await cartForUser(context, input.cart_id);
  if (!(await removeCode(context.db, cart.id, input.gift_card_code.trim()))) throw inputError(GIFT_CARD_NOT_DELETED);
  return { cart: await cartShape(context, cart) };
};

/**
 * Magento's addVirtualProductsToCart (AddSimpleProductsToCart): not a partial success like
 * addProductsToCart; the first line that cannot be added fails the call, adding nothing:
 * 'Could not find a product with SKU "…"' (graphql-no-such-entity), 'Could not add the product
 * with SKU … to the shopping cart: …' (graphql-input).
 */
const addVirtualProductsToCart: MutationResolver<'addVirtualProductsToCart'> = async (_s, { input }, context) => {
  if (!input?.cart_id) throw missing('cart_id');
  if (!input.cart_items?.length) throw missing('cart_items');
  for (const { data } of input.cart_items) {
    if (!data?.sku) throw inputError('Missed "sku" in cart item data');
    if (data.quantity === undefined || data.quantity === null) throw inputError('Missing key "quantity" in cart item data');
    if (!(data.quantity > 0)) throw inputError('Please enter a number greater than 0 in this field.');
  }
  const lines = input.cart_items.map((item) => ({ ...item.data, entered_options: item.data.entered_options ?? null }));
  return { cart: (await addLines(context, input.cart_id, lines, { allOrNothing: true })).cart };
};

export const giftCardResolvers = {
  Mutation: { applyGiftCardToCart, removeGiftCardFromCart, addVirtualProductsToCart },
} satisfies Resolvers;
