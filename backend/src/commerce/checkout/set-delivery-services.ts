// Mutation.setDeliveryServicesOnCart (extensions.graphqls): furniture assembly and utilisation
// chosen for a cart; their pricing is delivery-services.ts.
import { cartForUser, missing } from '../cart/cart-access';
import { cartShape } from '../cart/cart-shape';
import { inputError } from '../errors';
import { carriers } from '../delivery/delivery-data';
import { checkoutRows, saveDeliveryServices } from './checkout-store';
import { SERVICE_DELIVERY_TYPES } from './delivery-services';
import type { Resolvers } from '../../generated/resolvers';
import type { MutationResolver } from '../resolver-types';

/**
 * Chooses the services (both flags every time). Fails with graphql-input for a cart without
 * items, assembly for a cart none of whose items can be assembled, and either service for a
 * cart that ships nothing or with an in-store pickup or parcel machine method selected.
 */
const setDeliveryServicesOnCart: MutationResolver<'setDeliveryServicesOnCart'> = async (_s, { input }, context) => {
  if (!input?.cart_id) throw missing('cart_id');
  const cart = await cartForUser(context, input.cart_id);
  const shaped = await cartShape(context, cart);
  if (!shaped.items.length) throw inputError('The cart does not contain products.');
  const wanted = input.furniture_assembly || input.furniture_utilization;
  if (input.furniture_assembly && !shaped.__checkout.services.assemblyOffered) throw inputError('Furniture assembly is not offered for the products in the cart.');
  const { checkout } = await checkoutRows(context.db, cart.id);
  const method = (await carriers(context)).find((c) => c.carrier_code === checkout?.carrier_code && c.method_code === checkout?.method_code);
  if (wanted && (shaped.__checkout.isVirtual || (method && !SERVICE_DELIVERY_TYPES.includes(method.delivery_type)))) {
    throw inputError('Furniture assembly and utilization are only available with home delivery or courier.');
  }
  await saveDeliveryServices(context.db, cart.id, input.furniture_assembly, input.furniture_utilization);
  return { cart: await cartShape(context, cart) };
};

export const deliveryServiceResolvers = { Mutation: { setDeliveryServicesOnCart } } satisfies Resolvers;
