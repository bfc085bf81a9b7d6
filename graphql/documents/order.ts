import {
  GuestOrderByTokenDocument,
  PaymentStepCartDocument,
  PlaceOrderDocument,
  ResaveShippingMethodDocument,
  SetBillingAddressOnCartDocument,
  SetCheckoutConsentsOnCartDocument,
  SetPaymentMethodOnCartDocument,
} from '../generated/operations';
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

/** The payment step's view of a guest cart. Per shopper: never cached. */
export const PAYMENT_STEP_CART_QUERY = PaymentStepCartDocument;

/** Billing address (customer address id or an address, plus same_as_shipping). */
export const SET_BILLING_ADDRESS_ON_CART_MUTATION = SetBillingAddressOnCartDocument;

/**
 * Re-saves the shipping method that was selected before the billing address was saved
 * (storefront.md §4): Magento's `same_as_shipping` rewrites the shipping address, which drops
 * its selected method. Named apart from the shipping step's own mutation (one name per operation).
 */
export const RESAVE_SHIPPING_METHOD_MUTATION = ResaveShippingMethodDocument;

export const SET_PAYMENT_METHOD_ON_CART_MUTATION = SetPaymentMethodOnCartDocument;

/**
 * The shopper's optional marketing consent (our extension), kept with the cart and copied onto
 * the order by placeOrder. Terms of sale and data processing are required, so never sent.
 */
export const SET_CHECKOUT_CONSENTS_ON_CART_MUTATION = SetCheckoutConsentsOnCartDocument;

/**
 * Converts the cart into an order. Failures the shopper can act on come back as `errors[]`
 * (code + message, Magento 2.4.7), not as GraphQL errors. `payment_redirect_url` (our
 * extension) is where a redirect method sends the shopper to pay; null for offline methods.
 */
export const PLACE_ORDER_MUTATION = PlaceOrderDocument;

/** A guest's order by the token placeOrder returned (Magento 2.4.7). Per shopper: never cached. */
export const GUEST_ORDER_BY_TOKEN_QUERY = GuestOrderByTokenDocument;

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
