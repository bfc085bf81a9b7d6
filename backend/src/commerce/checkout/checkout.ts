// Checkout on a cart (issue 7): addresses, shipping methods, delivery services and payment
// methods, as Magento 2.4.7's QuoteGraphQl answers them (the customer's cart itself:
// cart/customer-cart.ts). One module per operation; this one gathers their resolvers for schema.ts.
import { addressResolvers } from './set-addresses';
import { deliveryServiceResolvers } from './set-delivery-services';
import { paymentMethodResolvers } from './set-payment-method';
import { shippingMethodResolvers } from './set-shipping-methods';
import type { Resolvers } from '../../generated/resolvers';

export const checkoutResolvers = {
  Mutation: {
    ...addressResolvers.Mutation,
    ...shippingMethodResolvers.Mutation,
    ...deliveryServiceResolvers.Mutation,
    ...paymentMethodResolvers.Mutation,
  },
  Cart: { ...paymentMethodResolvers.Cart },
} satisfies Resolvers;
