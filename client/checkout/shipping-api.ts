import * as z from 'zod/mini';
import { callMagento } from '../api-fetch';
import { type CheckoutCart, parseCartReply } from './checkout-cart';

/**
 * The shipping step's calls to the middleware API (worker/api/checkout-methods.ts), each
 * answering a value: the data, or the reply's message (`null`: no message, e.g. offline).
 */
export type ApiOutcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string | null };

async function cartCall(method: string, args: readonly unknown[]): Promise<ApiOutcome<CheckoutCart>> {
  const result = await callMagento(method, args);
  if (!result.ok) return result;
  const reply = parseCartReply(result.data);
  return reply?.cart ? { ok: true, value: reply.cart } : { ok: false, message: null };
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

export const availableShippingMethods = (cartId: string) => cartCall('availableShippingMethods', [cartId]);
export const setShippingAddress = (cartId: string, input: ShippingAddressInput) =>
  cartCall('setShippingAddressesOnCart', [{ cart_id: cartId, shipping_addresses: [input] }]);
export const setShippingMethod = (cartId: string, method: { carrier_code: string; method_code: string }) =>
  cartCall('setShippingMethodsOnCart', [{ cart_id: cartId, shipping_methods: [method] }]);
export const setDeliveryServices = (cartId: string, services: { furniture_assembly: boolean; furniture_utilization: boolean }) =>
  cartCall('setDeliveryServicesOnCart', [{ cart_id: cartId, ...services }]);

const PickupLocation = z.object({
  pickup_location_code: z.string(),
  name: z.nullable(z.string()),
  description: z.nullable(z.string()),
  street: z.nullable(z.string()),
  city: z.nullable(z.string()),
  postcode: z.nullable(z.string()),
  phone: z.nullable(z.string()),
});
export type PickupLocation = z.output<typeof PickupLocation>;

const ParcelMachine = z.object({
  id: z.string(),
  carrier_code: z.string(),
  carrier_title: z.string(),
  name: z.string(),
  address: z.nullable(z.string()),
  city: z.nullable(z.string()),
  postcode: z.nullable(z.string()),
});
export type ParcelMachine = z.output<typeof ParcelMachine>;

const EstonianAddress = z.object({
  place_id: z.string(),
  label: z.string(),
  street: z.nullable(z.string()),
  house: z.nullable(z.string()),
  apartment: z.nullable(z.string()),
  city: z.nullable(z.string()),
  county: z.nullable(z.string()),
  postcode: z.nullable(z.string()),
  is_island: z.boolean(),
});
export type EstonianAddress = z.output<typeof EstonianAddress>;

async function listCall<T>(method: string, args: readonly unknown[], item: z.ZodMiniType<T>, signal?: AbortSignal): Promise<ApiOutcome<T[]>> {
  const result = await callMagento(method, args, signal);
  if (!result.ok) return result;
  const parsed = z.object({ items: z.array(item) }).safeParse(result.data);
  return parsed.success ? { ok: true, value: parsed.data.items } : { ok: false, message: null };
}

let pickupLocations: Promise<ApiOutcome<PickupLocation[]>> | null = null;
/** The pickup stores (the same for everyone): asked once per page, again after a failure. */
export function loadPickupLocations(): Promise<ApiOutcome<PickupLocation[]>> {
  pickupLocations ??= listCall('pickupLocations', [], PickupLocation).then((outcome) => {
    if (!outcome.ok) pickupLocations = null;
    return outcome;
  });
  return pickupLocations;
}

export const searchParcelMachines = (search: string, signal?: AbortSignal) => listCall('parcelMachines', [{ search: search.trim() }], ParcelMachine, signal);
export const searchAddresses = (search: string, signal?: AbortSignal) => listCall('estonianAddresses', [search.trim()], EstonianAddress, signal);
