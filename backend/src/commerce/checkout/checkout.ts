// Checkout on a cart (issue 7): addresses, shipping methods, delivery services, payment methods
// and the customer's cart, as Magento 2.4.7's QuoteGraphQl answers them. One module per
// operation; this one gathers their resolvers for schema.ts.
import type { GraphQLFieldResolver } from 'graphql';
import { cartShape } from '../cart/cart-shape';
import { insertCart, newMaskedId, type CartRow } from '../cart/cart-store';
import type { CommerceContext } from '../context';
import { authorizationError } from '../errors';
import { addressResolvers } from './set-addresses';
import { deliveryServiceResolvers } from './set-delivery-services';
import { paymentMethodResolvers } from './set-payment-method';
import { shippingMethodResolvers } from './set-shipping-methods';

/**
 * Query.customerCart: the signed-in customer's active cart, created when they have none (as
 * Magento's CustomerCart resolver). A guest gets Magento 2.4.7's 'The request is allowed for
 * logged in customer' (graphql-authorization); customer tokens arrive with the accounts issue.
 */
const customerCart: GraphQLFieldResolver<unknown, CommerceContext> = async (_s, _a, context) => {
  const customer = context.customer;
  if (!customer) throw authorizationError('The request is allowed for logged in customer');
  const found = await context.db
    .prepare('SELECT * FROM carts WHERE customer_id = ? AND is_active = 1 ORDER BY id DESC LIMIT 1')
    .bind(customer.id)
    .first<CartRow>();
  return cartShape(context, found ?? (await insertCart(context.db, newMaskedId(), customer.id)));
};

export const checkoutResolvers = {
  Query: { customerCart },
  Mutation: {
    ...addressResolvers.Mutation,
    ...shippingMethodResolvers.Mutation,
    ...deliveryServiceResolvers.Mutation,
    ...paymentMethodResolvers.Mutation,
  },
  Cart: { ...paymentMethodResolvers.Cart },
};
