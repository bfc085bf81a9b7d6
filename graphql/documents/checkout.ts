import {
  AvailableShippingMethodsDocument,
  EstonianAddressesDocument,
  ParcelMachinesDocument,
  PickupLocationsDocument,
  SetDeliveryServicesOnCartDocument,
  SetShippingAddressesOnCartDocument,
  SetShippingMethodsOnCartDocument,
} from '../generated/operations';
import type {
  AvailableShippingMethodsQuery,
  CheckoutShippingFieldsFragment,
  EstonianAddressesQuery,
  ParcelMachinesQuery,
  PickupLocationsQuery,
  SetDeliveryServicesOnCartMutation,
  SetShippingAddressesOnCartMutation,
  SetShippingMethodsOnCartMutation,
} from '../generated/operations';

/** The cart with its shipping address and the carriers' methods for it (§7 "Available shipping methods for a guest cart"). */
export const AVAILABLE_SHIPPING_METHODS_QUERY = AvailableShippingMethodsDocument;

/** The delivery address (home delivery, courier), the pickup store or the parcel machine. */
export const SET_SHIPPING_ADDRESSES_ON_CART_MUTATION = SetShippingAddressesOnCartDocument;

/** §7 "Set shipping method: cart_id, shipping_methods[{carrier_code, method_code}]". */
export const SET_SHIPPING_METHODS_ON_CART_MUTATION = SetShippingMethodsOnCartDocument;

/** Furniture assembly and utilisation (§3 shipping), priced by the backend. */
export const SET_DELIVERY_SERVICES_ON_CART_MUTATION = SetDeliveryServicesOnCartDocument;

/**
 * The stores where an order can be picked up (Magento MSI `pickupLocations`); the opening hours
 * are the location's `description`. Public data, the same for everyone.
 */
export const PICKUP_LOCATIONS_QUERY = PickupLocationsDocument;

/** Parcel machines of every network (or one), matching a search text. Public data. */
export const PARCEL_MACHINES_QUERY = ParcelMachinesDocument;

/** Address search over the Estonian address register (at most 10 results, best first). Public data. */
export const ESTONIAN_ADDRESSES_QUERY = EstonianAddressesDocument;

export type {
  AvailableShippingMethodsQuery,
  CheckoutShippingFieldsFragment,
  EstonianAddressesQuery,
  ParcelMachinesQuery,
  PickupLocationsQuery,
  SetDeliveryServicesOnCartMutation,
  SetShippingAddressesOnCartMutation,
  SetShippingMethodsOnCartMutation,
};
