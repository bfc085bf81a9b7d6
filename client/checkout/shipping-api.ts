import type { MagentoReply } from '../../worker/api/contract';
import { type ApiResult, callMagento } from '../api-fetch';
import type { CheckoutCart } from './checkout-cart';

/**
 * The shipping step's calls to the middleware API (worker/api/checkout-methods.ts), each
 * answering a value: the data, or the reply's message (`null`: no message, e.g. offline).
 */
export type ApiOutcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string | null };

/** A call that answers the cart with its shipping details: the cart, or the failure's message (no cart: `null`). */
async function cartCall(call: Promise<ApiResult<{ readonly cart: CheckoutCart | null }>>): Promise<ApiOutcome<CheckoutCart>> {
  const result = await call;
  if (!result.ok) return { ok: false, message: result.message };
  return result.data.cart ? { ok: true, value: result.data.cart } : { ok: false, message: null };
}

export type ShippingAddressInput = {
  /** A signed-in customer's saved address (then no `address`). */
  customer_address_id?: number;
  address?: {
    firstname: string;
    lastname: string;
    street: string[];
    city: string;
    postcode?: string;
    region?: string;
    country_code: string;
    telephone?: string;
  };
  pickup_location_code?: string;
  additional_data?: { place_id?: string; parcel_machine_id?: string };
};

export const availableShippingMethods = (cartId: string) => cartCall(callMagento('availableShippingMethods', [cartId]));
export const setShippingAddress = (cartId: string, input: ShippingAddressInput) =>
  cartCall(callMagento('setShippingAddressesOnCart', [{ cart_id: cartId, shipping_addresses: [input] }]));
export const setShippingMethod = (cartId: string, method: { carrier_code: string; method_code: string }) =>
  cartCall(callMagento('setShippingMethodsOnCart', [{ cart_id: cartId, shipping_methods: [method] }]));
export const setDeliveryServices = (cartId: string, services: { furniture_assembly: boolean; furniture_utilization: boolean }) =>
  cartCall(callMagento('setDeliveryServicesOnCart', [{ cart_id: cartId, ...services }]));

/** What the lists answer (worker/api/checkout-methods.ts). */
export type PickupLocation = MagentoReply<'pickupLocations'>['items'][number];
export type ParcelMachine = MagentoReply<'parcelMachines'>['items'][number];
export type EstonianAddress = MagentoReply<'estonianAddresses'>['items'][number];

/** A list call's items, or the failure's message. */
async function listCall<T>(call: Promise<ApiResult<{ readonly items: T[] }>>): Promise<ApiOutcome<T[]>> {
  const result = await call;
  return result.ok ? { ok: true, value: result.data.items } : { ok: false, message: result.message };
}

let pickupLocations: Promise<ApiOutcome<PickupLocation[]>> | null = null;
/** The pickup stores (the same for everyone): asked once per page, again after a failure. */
export function loadPickupLocations(): Promise<ApiOutcome<PickupLocation[]>> {
  pickupLocations ??= listCall(callMagento('pickupLocations', [])).then((outcome) => {
    if (!outcome.ok) pickupLocations = null;
    return outcome;
  });
  return pickupLocations;
}

export const searchParcelMachines = (search: string, signal?: AbortSignal) => listCall(callMagento('parcelMachines', [{ search: search.trim() }], signal));
export const searchAddresses = (search: string, signal?: AbortSignal) => listCall(callMagento('estonianAddresses', [search.trim()], signal));
