import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type {
  AvailableShippingMethodsQuery,
  AvailableShippingMethodsQueryVariables,
  CheckoutShippingFieldsFragment,
  EstonianAddressesQuery,
  EstonianAddressesQueryVariables,
  ParcelMachinesQuery,
  ParcelMachinesQueryVariables,
  PickupLocationsQuery,
  PickupLocationsQueryVariables,
  SetDeliveryServicesOnCartMutation,
  SetDeliveryServicesOnCartMutationVariables,
  SetShippingAddressesOnCartMutation,
  SetShippingAddressesOnCartMutationVariables,
  SetShippingMethodsOnCartMutation,
  SetShippingMethodsOnCartMutationVariables,
} from '../generated/operations';
import { CART_FRAGMENT } from './cart';

/**
 * The shipping step's view of a cart (storefront.md §3 "Shipping method", §7 "Available shipping
 * methods", extensions.graphqls "Cart, checkout and orders"): the cart as the summary shows it
 * plus its shipping address with the methods the carriers offer for it (price, availability and
 * the carrier's reason when unavailable), the chosen method, the picked parcel machine or
 * address-register place, and the priced delivery services. Per shopper: never cached.
 */
export const CHECKOUT_SHIPPING_FRAGMENT = gql`
  fragment CheckoutShippingFields on Cart {
    ...CartFields
    shipping_addresses {
      firstname
      lastname
      street
      city
      postcode
      telephone
      country {
        code
      }
      pickup_location_code
      place_id
      parcel_machine {
        id
        carrier_code
        carrier_title
        name
      }
      available_shipping_methods {
        carrier_code
        carrier_title
        method_code
        method_title
        available
        error_message
        price_incl_tax {
          value
          currency
        }
      }
      selected_shipping_method {
        carrier_code
        method_code
        carrier_title
        method_title
        price_incl_tax {
          value
          currency
        }
      }
    }
    delivery_services {
      furniture_assembly
      furniture_utilization
      assembly_amount {
        value
        currency
      }
      utilization_amount {
        value
        currency
      }
    }
  }
  ${CART_FRAGMENT}
`;

/** The cart with its shipping address and the carriers' methods for it (§7 "Available shipping methods for a guest cart"). */
export const AVAILABLE_SHIPPING_METHODS_QUERY = gql`
  query AvailableShippingMethods($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CheckoutShippingFields
    }
  }
  ${CHECKOUT_SHIPPING_FRAGMENT}
` as TypedDocumentNode<AvailableShippingMethodsQuery, AvailableShippingMethodsQueryVariables>;

/** The delivery address (home delivery, courier), the pickup store or the parcel machine. */
export const SET_SHIPPING_ADDRESSES_ON_CART_MUTATION = gql`
  mutation SetShippingAddressesOnCart($input: SetShippingAddressesOnCartInput!) {
    setShippingAddressesOnCart(input: $input) {
      cart {
        ...CheckoutShippingFields
      }
    }
  }
  ${CHECKOUT_SHIPPING_FRAGMENT}
` as TypedDocumentNode<SetShippingAddressesOnCartMutation, SetShippingAddressesOnCartMutationVariables>;

/** §7 "Set shipping method: cart_id, shipping_methods[{carrier_code, method_code}]". */
export const SET_SHIPPING_METHODS_ON_CART_MUTATION = gql`
  mutation SetShippingMethodsOnCart($input: SetShippingMethodsOnCartInput!) {
    setShippingMethodsOnCart(input: $input) {
      cart {
        ...CheckoutShippingFields
      }
    }
  }
  ${CHECKOUT_SHIPPING_FRAGMENT}
` as TypedDocumentNode<SetShippingMethodsOnCartMutation, SetShippingMethodsOnCartMutationVariables>;

/** Furniture assembly and utilisation (§3 shipping), priced by the backend. */
export const SET_DELIVERY_SERVICES_ON_CART_MUTATION = gql`
  mutation SetDeliveryServicesOnCart($input: SetDeliveryServicesOnCartInput!) {
    setDeliveryServicesOnCart(input: $input) {
      cart {
        ...CheckoutShippingFields
      }
    }
  }
  ${CHECKOUT_SHIPPING_FRAGMENT}
` as TypedDocumentNode<SetDeliveryServicesOnCartMutation, SetDeliveryServicesOnCartMutationVariables>;

/**
 * The stores where an order can be picked up (Magento MSI `pickupLocations`); the opening hours
 * are the location's `description`. Public data, the same for everyone.
 */
export const PICKUP_LOCATIONS_QUERY = gql`
  query PickupLocations($pageSize: Int) {
    pickupLocations(pageSize: $pageSize) {
      items {
        pickup_location_code
        name
        description
        street
        city
        postcode
        phone
      }
    }
  }
` as TypedDocumentNode<PickupLocationsQuery, PickupLocationsQueryVariables>;

/** Parcel machines of every network (or one), matching a search text. Public data. */
export const PARCEL_MACHINES_QUERY = gql`
  query ParcelMachines($carrierCode: String, $search: String) {
    parcelMachines(carrier_code: $carrierCode, search: $search) {
      id
      carrier_code
      carrier_title
      name
      address
      city
      postcode
    }
  }
` as TypedDocumentNode<ParcelMachinesQuery, ParcelMachinesQueryVariables>;

/** Address search over the Estonian address register (at most 10 results, best first). Public data. */
export const ESTONIAN_ADDRESSES_QUERY = gql`
  query EstonianAddresses($search: String!) {
    estonianAddresses(search: $search) {
      place_id
      label
      street
      house
      apartment
      city
      county
      postcode
      is_island
    }
  }
` as TypedDocumentNode<EstonianAddressesQuery, EstonianAddressesQueryVariables>;

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
