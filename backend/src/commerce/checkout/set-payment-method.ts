// Cart.available_payment_methods and Mutation.setPaymentMethodOnCart with Magento 2.4.7's
// messages (SetPaymentMethodOnCartTest, GetAvailablePaymentMethodsTest).
import { cartForUser, missing } from '../cart/cart-access';
import { cartShape } from '../cart/cart-shape';
import { inputError } from '../errors';
import { savePaymentMethod } from './checkout-store';
import { isPaymentMethodAvailable, PAYMENT_METHOD_NOT_AVAILABLE, paymentMethodRows, paymentMethodShape } from './payment-methods';
import type { Resolvers } from '../../generated/resolvers';
import type { FieldResolver, MutationResolver } from '../resolver-types';

type ShapedCart = { prices: { grand_total: { value: number } }; __checkout: { hasGiftCard: boolean } };

const grandTotalCents = (cart: ShapedCart) => Math.round(cart.prices.grand_total.value * 100);

/** Cart.available_payment_methods: read from the shaped cart, so it sees the final grand total. */
const availablePaymentMethods: FieldResolver<'Cart', 'available_payment_methods'> = async (cart, _a, context) => {
  const facts = { grandTotalCents: grandTotalCents(cart), hasGiftCard: cart.__checkout.hasGiftCard };
  return (await paymentMethodRows(context)).filter((m) => isPaymentMethodAvailable(m, facts)).map(paymentMethodShape);
};

/**
 * Magento's order of checks: the code, the cart, a shipping address (unless the cart is
 * virtual), then whether the method is available for the cart.
 */
const setPaymentMethodOnCart: MutationResolver<'setPaymentMethodOnCart'> = async (_s, { input }, context) => {
  if (!input?.cart_id) throw missing('cart_id', true);
  if (!input.payment_method?.code) throw inputError('Required parameter "code" for "payment_method" is missing.');
  const cart = await cartForUser(context, input.cart_id);
  const shaped = await cartShape(context, cart);
  if (!shaped.__checkout.isVirtual && !shaped.__checkout.shippingAddress) throw inputError('The shipping address is missing. Set the address and try again.');
  const method = (await paymentMethodRows(context)).find((m) => m.code === input.payment_method.code);
  if (!method || !isPaymentMethodAvailable(method, { grandTotalCents: grandTotalCents(shaped), hasGiftCard: shaped.__checkout.hasGiftCard })) {
    throw inputError(PAYMENT_METHOD_NOT_AVAILABLE);
  }
  const po = input.payment_method.purchase_order_number?.trim() || null;
  if (po && po.length > 255) throw inputError('"purchase_order_number" length must be equal or less than 255 characters.');
  await savePaymentMethod(context.db, cart.id, method.code, po);
  return { cart: await cartShape(context, cart) };
};

export const paymentMethodResolvers = {
  Cart: { available_payment_methods: availablePaymentMethods },
  Mutation: { setPaymentMethodOnCart },
} satisfies Resolvers;
