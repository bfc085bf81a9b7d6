import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type {
  GuestOrderByTokenQuery,
  GuestOrderByTokenQueryVariables,
  OrderDetailsFragment,
  PaymentCartFieldsFragment,
  PaymentStepCartQuery,
  PaymentStepCartQueryVariables,
  PlaceOrderMutation,
  PlaceOrderMutationVariables,
  ResaveShippingMethodMutation,
  ResaveShippingMethodMutationVariables,
  SetBillingAddressOnCartMutation,
  SetBillingAddressOnCartMutationVariables,
  SetCheckoutConsentsOnCartMutation,
  SetCheckoutConsentsOnCartMutationVariables,
  SetPaymentMethodOnCartMutation,
  SetPaymentMethodOnCartMutationVariables,
} from '../generated/operations';

/*
 * The payment step and the order (storefront.md §4, §7 "Set billing address"; customer.md §3
 * "Order", §7 "Payment and order"): billing address, payment methods, placement and the guest
 * order the /thank-you page shows. Every amount comes from the backend.
 */

/**
 * What the payment step needs of a cart: the payment methods with their group (our extension),
 * the chosen one, the billing address, the selected shipping method (re-saved after billing,
 * §4) and whether a gift card line is in the cart (installment is then unavailable).
 */
export const PAYMENT_CART_FRAGMENT = gql`
  fragment PaymentCartFields on Cart {
    id
    items {
      __typename
      uid
      product {
        __typename
        uid
      }
    }
    available_payment_methods {
      code
      title
      group_code
    }
    selected_payment_method {
      code
      title
    }
    billing_address {
      firstname
      lastname
      company
      company_registry_code
      vat_id
      street
      city
      postcode
      telephone
      country {
        code
      }
    }
    shipping_addresses {
      street
      city
      postcode
      pickup_location_code
      parcel_machine {
        id
      }
      selected_shipping_method {
        carrier_code
        method_code
      }
    }
  }
`;

/** The payment step's view of a guest cart. Per shopper: never cached. */
export const PAYMENT_STEP_CART_QUERY = gql`
  query PaymentStepCart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...PaymentCartFields
    }
  }
  ${PAYMENT_CART_FRAGMENT}
` as TypedDocumentNode<PaymentStepCartQuery, PaymentStepCartQueryVariables>;

/** Billing address (customer address id or an address, plus same_as_shipping). */
export const SET_BILLING_ADDRESS_ON_CART_MUTATION = gql`
  mutation SetBillingAddressOnCart($input: SetBillingAddressOnCartInput!) {
    setBillingAddressOnCart(input: $input) {
      cart {
        ...PaymentCartFields
      }
    }
  }
  ${PAYMENT_CART_FRAGMENT}
` as TypedDocumentNode<SetBillingAddressOnCartMutation, SetBillingAddressOnCartMutationVariables>;

/**
 * Re-saves the shipping method that was selected before the billing address was saved
 * (storefront.md §4): Magento's `same_as_shipping` rewrites the shipping address, which drops
 * its selected method. Named apart from the shipping step's own mutation (one name per operation).
 */
export const RESAVE_SHIPPING_METHOD_MUTATION = gql`
  mutation ResaveShippingMethod($input: SetShippingMethodsOnCartInput!) {
    setShippingMethodsOnCart(input: $input) {
      cart {
        ...PaymentCartFields
      }
    }
  }
  ${PAYMENT_CART_FRAGMENT}
` as TypedDocumentNode<ResaveShippingMethodMutation, ResaveShippingMethodMutationVariables>;

export const SET_PAYMENT_METHOD_ON_CART_MUTATION = gql`
  mutation SetPaymentMethodOnCart($input: SetPaymentMethodOnCartInput!) {
    setPaymentMethodOnCart(input: $input) {
      cart {
        ...PaymentCartFields
      }
    }
  }
  ${PAYMENT_CART_FRAGMENT}
` as TypedDocumentNode<SetPaymentMethodOnCartMutation, SetPaymentMethodOnCartMutationVariables>;

/**
 * The shopper's optional marketing consent (our extension), kept with the cart and copied onto
 * the order by placeOrder. Terms of sale and data processing are required, so never sent.
 */
export const SET_CHECKOUT_CONSENTS_ON_CART_MUTATION = gql`
  mutation SetCheckoutConsentsOnCart($input: SetCheckoutConsentsOnCartInput!) {
    setCheckoutConsentsOnCart(input: $input) {
      cart {
        id
        marketing_consent
      }
    }
  }
` as TypedDocumentNode<SetCheckoutConsentsOnCartMutation, SetCheckoutConsentsOnCartMutationVariables>;

/**
 * Converts the cart into an order. Failures the shopper can act on come back as `errors[]`
 * (code + message, Magento 2.4.7), not as GraphQL errors. `payment_redirect_url` (our
 * extension) is where a redirect method sends the shopper to pay; null for offline methods.
 */
export const PLACE_ORDER_MUTATION = gql`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      orderV2 {
        number
        token
        status
      }
      errors {
        code
        message
      }
      payment_redirect_url
    }
  }
` as TypedDocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables>;

/** customer.md §3 "Order": what the confirmation page shows. */
export const ORDER_FRAGMENT = gql`
  fragment OrderDetails on CustomerOrder {
    number
    order_date
    status
    email
    shipping_method
    carrier
    marketing_consent
    payment_methods {
      name
      type
    }
    items {
      __typename
      id
      product_name
      product_sku
      product_url_key
      product_type
      product_image_url
      quantity_ordered
      product_sale_price {
        value
        currency
      }
    }
    total {
      subtotal {
        value
        currency
      }
      total_shipping {
        value
        currency
      }
      total_tax {
        value
        currency
      }
      grand_total {
        value
        currency
      }
      giftcards_amount {
        value
        currency
      }
      delivery_services_amount {
        value
        currency
      }
      discounts {
        label
        amount {
          value
          currency
        }
      }
    }
    shipping_address {
      firstname
      lastname
      street
      city
      postcode
    }
    billing_address {
      firstname
      lastname
      company
      street
      city
      postcode
      vat_id
    }
  }
`;

/** A guest's order by the token placeOrder returned (Magento 2.4.7). Per shopper: never cached. */
export const GUEST_ORDER_BY_TOKEN_QUERY = gql`
  query GuestOrderByToken($input: OrderTokenInput!) {
    guestOrderByToken(input: $input) {
      ...OrderDetails
    }
  }
  ${ORDER_FRAGMENT}
` as TypedDocumentNode<GuestOrderByTokenQuery, GuestOrderByTokenQueryVariables>;

export type {
  GuestOrderByTokenQuery,
  GuestOrderByTokenQueryVariables,
  OrderDetailsFragment,
  PaymentCartFieldsFragment,
  PaymentStepCartQuery,
  PaymentStepCartQueryVariables,
  PlaceOrderMutation,
  PlaceOrderMutationVariables,
  ResaveShippingMethodMutation,
  ResaveShippingMethodMutationVariables,
  SetBillingAddressOnCartMutation,
  SetBillingAddressOnCartMutationVariables,
  SetCheckoutConsentsOnCartMutation,
  SetCheckoutConsentsOnCartMutationVariables,
  SetPaymentMethodOnCartMutation,
  SetPaymentMethodOnCartMutationVariables,
};
