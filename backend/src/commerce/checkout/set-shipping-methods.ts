// Mutation.setShippingMethodsOnCart, as Magento 2.4.7 (SetShippingMethodsOnCartTest,
// QuoteGraphQl SetShippingMethodsOnCart / AssignShippingMethodToCart): one method, among the
// rates collected for the cart's shipping address (shipping-rates.ts). A method that cannot take
// the cart there is not among them: Magento's 'Carrier with such method not found: …'.
import { cartForUser, missing } from '../cart/cart-access';
import { cartShape } from '../cart/cart-shape';
import { inputError, noSuchEntity } from '../errors';
import { carriers, parcelMachine } from '../delivery/delivery-data';
import { checkoutRows, saveDeliveryServices, saveShippingMethod } from './checkout-store';
import { SERVICE_DELIVERY_TYPES } from './delivery-services';
import { methodRequirement } from './shipping-rates';
import type { Resolvers } from '../../generated/resolvers';
import type { MutationResolver } from '../resolver-types';

/**
 * Checks in Magento's order: arguments, the cart, one method, an item in the cart, a shipping
 * address, then the method among the address's available rates. A pickup method needs the
 * address's pickup location and a parcel machine method one of the network's machines (the
 * store's rule, shipping-rates.ts methodRequirement). Choosing pickup or a parcel machine clears
 * the delivery services (they come with delivery to the door).
 */
const setShippingMethodsOnCart: MutationResolver<'setShippingMethodsOnCart'> = async (_s, { input }, context) => {
  if (!input?.cart_id) throw missing('cart_id');
  if (!input.shipping_methods?.length) throw missing('shipping_methods');
  const cart = await cartForUser(context, input.cart_id);
  if (input.shipping_methods.length > 1) throw inputError('You cannot specify multiple shipping methods.');
  const { carrier_code: carrierCode, method_code: methodCode } = input.shipping_methods[0]!;
  if (!carrierCode) throw inputError('Required parameter "carrier_code" is missing.');
  if (!methodCode) throw inputError('Required parameter "method_code" is missing.');
  const shaped = await cartShape(context, cart);
  if (!shaped.items.length) throw inputError("The shipping method can't be set for an empty cart. Add an item to cart and try again.");
  if (shaped.__checkout.isVirtual) throw inputError('The Cart includes virtual product(s) only, so a shipping address is not used.');
  const address = shaped.shipping_addresses[0];
  if (!address) throw inputError('The shipping address is missing. Set the address and try again.');
  const rate = address.available_shipping_methods.find((m) => m.carrier_code === carrierCode && m.method_code === methodCode);
  if (!rate?.available) throw noSuchEntity(`Carrier with such method not found: ${carrierCode}, ${methodCode}`);
  const carrier = (await carriers(context)).find((c) => c.carrier_code === carrierCode && c.method_code === methodCode)!;
  const shippingAddress = shaped.__checkout.shippingAddress!;
  const machine = shippingAddress.parcel_machine_id ? await parcelMachine(context, shippingAddress.parcel_machine_id) : null;
  const requirement = methodRequirement(carrier, {
    pickupLocationCode: shippingAddress.pickup_location_code,
    parcelMachineCarrier: machine?.carrier_code ?? null,
  });
  if (requirement) throw inputError(requirement);
  await saveShippingMethod(context.db, cart.id, carrierCode, methodCode);
  if (!SERVICE_DELIVERY_TYPES.includes(carrier.delivery_type)) {
    const { checkout } = await checkoutRows(context.db, cart.id);
    if (checkout?.furniture_assembly || checkout?.furniture_utilization) await saveDeliveryServices(context.db, cart.id, false, false);
  }
  return { cart: await cartShape(context, cart) };
};

export const shippingMethodResolvers = { Mutation: { setShippingMethodsOnCart } } satisfies Resolvers;
