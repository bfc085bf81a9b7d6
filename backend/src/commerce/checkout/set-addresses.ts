// Mutation.setShippingAddressesOnCart and setBillingAddressOnCart, as Magento 2.4.7
// (SetShippingAddressOnCartTest, SetBillingAddressOnCartTest; QuoteGraphQl SetShippingAddressesOnCart,
// SetBillingAddressOnCart), with the store's delivery details on the shipping address: the store
// to pick up from (`pickup_location_code`, Magento MSI), the parcel machine and the picked
// register address (`additional_data`).
import { cartForUser, missing } from '../cart/cart-access';
import { cartShape } from '../cart/cart-shape';
import type { CommerceContext } from '../context';
import { authorizationError, inputError, noSuchEntity } from '../errors';
import { estonianAddress, parcelMachine, pickupLocation } from '../delivery/delivery-data';
import { type CartAddressInput, cartAddressValues } from './cart-address-input';
import { type CartAddressValues, cartIsVirtual, checkoutRows, saveBillingAddress, saveShippingAddress, streetLines } from './checkout-store';
import type { Resolvers } from '../../generated/resolvers';
import type { MutationResolver } from '../resolver-types';

type ShippingAddressInput = {
  address?: CartAddressInput | null;
  customer_address_id?: number | null;
  pickup_location_code?: string | null;
  customer_notes?: string | null;
  additional_data?: { place_id?: string | null; parcel_machine_id?: string | null } | null;
};

/** Longest delivery note kept (Magento's quote_address.customer_notes is text; ours is bounded). */
const MAX_NOTES = 1000;
/** Longest code or id looked up (pickup location, parcel machine, place id). */
const MAX_CODE = 64;

type CustomerAddressRow = {
  customer_id: number;
  firstname: string;
  lastname: string;
  company: string | null;
  telephone: string;
  street: string;
  city: string;
  region: string | null;
  region_id: number | null;
  postcode: string | null;
  country_code: string;
  vat_id: string | null;
};

/** The address book's street lines (a JSON array; a plain text is one line). */
function streetOf(json: string): string[] {
  try {
    const lines: unknown = JSON.parse(json);
    return Array.isArray(lines) ? lines.map(String) : [json];
  } catch {
    return [json];
  }
}

/**
 * A saved address of the signed-in customer's address book as a cart address (Magento 2.4.7
 * QuoteGraphQl GetCustomerAddress): a guest → "The current customer isn't authorized."
 * (graphql-authorization), an unknown id → 'Could not find a address with ID "…"' (sic,
 * graphql-no-such-entity), another customer's address → 'Current customer does not have
 * permission to address with ID "…"' (graphql-authorization). Checked like a typed address then.
 */
async function customerAddress(context: CommerceContext, addressId: number): Promise<CartAddressInput> {
  if (!context.customer) throw authorizationError("The current customer isn't authorized.");
  const row = Number.isSafeInteger(addressId) && addressId > 0
    ? await context.db.prepare('SELECT * FROM customer_addresses WHERE id = ?').bind(addressId).first<CustomerAddressRow>()
    : null;
  if (!row) throw noSuchEntity(`Could not find a address with ID "${addressId}"`);
  if (row.customer_id !== context.customer.id) throw authorizationError(`Current customer does not have permission to address with ID "${addressId}"`);
  return { ...row, street: streetOf(row.street), save_in_address_book: false };
}

/** The delivery details of a shipping address, each checked against the reference data. */
async function deliveryDetails(context: CommerceContext, input: ShippingAddressInput): Promise<Pick<CartAddressValues, 'pickup_location_code' | 'place_id' | 'parcel_machine_id' | 'customer_notes'>> {
  const pickup = input.pickup_location_code?.trim() || null;
  const machineId = input.additional_data?.parcel_machine_id?.trim() || null;
  const placeId = input.additional_data?.place_id?.trim() || null;
  const notes = input.customer_notes?.trim() || null;
  if (pickup && machineId) throw inputError('A shipping address cannot name both a pickup location and a parcel machine.');
  if (pickup && (pickup.length > MAX_CODE || !(await pickupLocation(context, pickup)))) throw noSuchEntity(`Could not find a pickup location with code "${pickup}"`);
  if (machineId && (machineId.length > MAX_CODE || !(await parcelMachine(context, machineId)))) throw noSuchEntity(`Could not find a parcel machine with ID "${machineId}"`);
  if (placeId && (placeId.length > MAX_CODE || !(await estonianAddress(context, placeId)))) throw noSuchEntity(`Could not find an address with place ID "${placeId}"`);
  if (notes && notes.length > MAX_NOTES) throw inputError(`"customer_notes" length must be equal or less than ${MAX_NOTES} characters.`);
  return { pickup_location_code: pickup, place_id: placeId, parcel_machine_id: machineId, customer_notes: notes };
}

/**
 * One shipping address per cart ('You cannot specify multiple shipping addresses.'), either an
 * address or a saved one, not both. A new shipping address clears the selected shipping method.
 */
const setShippingAddressesOnCart: MutationResolver<'setShippingAddressesOnCart'> = async (_s, { input }, context) => {
  if (!input?.cart_id) throw missing('cart_id');
  if (!input.shipping_addresses?.length) throw missing('shipping_addresses');
  const cart = await cartForUser(context, input.cart_id);
  if (input.shipping_addresses.length > 1) throw inputError('You cannot specify multiple shipping addresses.');
  const entry = input.shipping_addresses[0]!;
  const hasSaved = entry.customer_address_id !== undefined && entry.customer_address_id !== null;
  if (!hasSaved && !entry.address) throw inputError('The shipping address must contain either "customer_address_id" or "address".');
  if (hasSaved && entry.address) throw inputError('The shipping address cannot contain "customer_address_id" and "address" at the same time.');
  const typed = hasSaved ? await customerAddress(context, entry.customer_address_id!) : entry.address!;
  if (await cartIsVirtual(context.db, cart.id)) throw noSuchEntity('Shipping address is not allowed on cart: cart contains no items for shipment.');
  const values = { ...(await cartAddressValues(context, typed)), ...(await deliveryDetails(context, entry)) };
  await saveShippingAddress(context.db, cart.id, values);
  return { cart: await cartShape(context, cart) };
};

/**
 * The billing address, as Magento 2.4.7: `same_as_shipping: true` copies the cart's shipping
 * address (and wins over `address`); the deprecated `use_for_shipping: true` also sets the given
 * address as the shipping address, which clears the selected shipping method (its delivery
 * details, pickup location, parcel machine, picked address and notes, are kept).
 */
const setBillingAddressOnCart: MutationResolver<'setBillingAddressOnCart'> = async (_s, { input }, context) => {
  if (!input?.cart_id) throw missing('cart_id');
  if (!input.billing_address) throw missing('billing_address');
  const cart = await cartForUser(context, input.cart_id);
  const { address, customer_address_id } = input.billing_address;
  const sameAsShipping = input.billing_address.same_as_shipping ?? false;
  const useForShipping = !sameAsShipping && (input.billing_address.use_for_shipping ?? false);
  const hasSaved = customer_address_id !== undefined && customer_address_id !== null;
  if (!hasSaved && !address && !sameAsShipping) throw inputError('The billing address must contain either "customer_address_id", "address", or "same_as_shipping".');
  if (hasSaved && address) throw inputError('The billing address cannot contain "customer_address_id" and "address" at the same time.');
  const saved = hasSaved ? await customerAddress(context, customer_address_id) : null;
  const { shipping } = await checkoutRows(context.db, cart.id);
  if (sameAsShipping) {
    if (!shipping) throw inputError('Could not use the "same_as_shipping" option, because the shipping address has not been set.');
    await saveBillingAddress(context.db, cart.id, { ...shipping, street: streetLines(shipping), pickup_location_code: null, place_id: null, parcel_machine_id: null, customer_notes: null });
    return { cart: await cartShape(context, cart) };
  }
  const values = await cartAddressValues(context, saved ?? address!);
  if (useForShipping && !(await cartIsVirtual(context.db, cart.id))) {
    const kept = { pickup_location_code: shipping?.pickup_location_code ?? null, place_id: shipping?.place_id ?? null, parcel_machine_id: shipping?.parcel_machine_id ?? null, customer_notes: shipping?.customer_notes ?? null };
    await saveShippingAddress(context.db, cart.id, { ...values, company_registry_code: null, ...kept }, { alsoBilling: values });
  } else {
    await saveBillingAddress(context.db, cart.id, values);
  }
  return { cart: await cartShape(context, cart) };
};

export const addressResolvers = { Mutation: { setShippingAddressesOnCart, setBillingAddressOnCart } } satisfies Resolvers;
