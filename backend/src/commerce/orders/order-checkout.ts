// What placement needs of a cart's checkout: the checkout state the priced cart carries
// (checkout/checkout-state.ts, bcheckout's cart_addresses / cart_checkout / payment_methods) and
// what still stops it from being placed, with Magento 2.4.7's placeOrder messages and codes.
import { checkoutProblems, checkoutStateOf, type CheckoutAddress, type CheckoutState } from '../checkout/checkout-state';
import type { OrderAddressJson } from './order-store';

export type OrderCheckout = {
  state: CheckoutState;
  shippingAddress: OrderAddressJson | null;
  billingAddress: OrderAddressJson | null;
  /** The store the shopper picks the order up from (an inventory source code), null otherwise. */
  pickupSource: string | null;
};

function address(a: CheckoutAddress | null): OrderAddressJson | null {
  if (!a) return null;
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    street: a.street,
    city: a.city,
    postcode: a.postcode,
    region: a.region,
    country_code: a.country_code,
    company: a.company,
    telephone: a.telephone,
    vat_id: a.vat_id,
  };
}

export function orderCheckout(shaped: { __checkout: CheckoutState }): OrderCheckout {
  const state = checkoutStateOf(shaped);
  return {
    state,
    shippingAddress: address(state.shippingAddress),
    billingAddress: address(state.billingAddress),
    pickupSource: state.shippingMethod?.delivery_type === 'pickup' ? (state.shippingAddress?.pickup_location_code ?? null) : null,
  };
}

/**
 * The first problem of checkout-state.ts's checklist, as 2.4.7's placeOrder returns it: the raw
 * message without the 'Unable to place order: ' prefix (2.4.8 added it), the code by Magento's
 * MESSAGE_CODES (a message outside them, e.g. 'The requested Payment Method is not available.',
 * is UNDEFINED). Null when nothing is missing.
 */
export function firstCheckoutProblem(state: CheckoutState, cart: { grandTotalCents: number; itemCount: number; isGuest: boolean }) {
  const problem = checkoutProblems(state, cart)[0];
  if (!problem) return null;
  const message = problem.message.replace(/^Unable to place order: /, '');
  const mapped = problem.code === 'GUEST_EMAIL_MISSING' || MAPPED.some((start) => message.startsWith(start));
  return { message, code: mapped ? problem.code : ('UNDEFINED' as const) };
}

/** Messages Magento's PlaceOrder::MESSAGE_CODES maps to UNABLE_TO_PLACE_ORDER. */
const MAPPED = [
  'A server error stopped your order from being placed',
  "Some addresses can't be used",
  'The shipping method is missing',
  'Please check the billing address information',
  'Enter a valid payment method',
  'Some of the products are out of stock',
];
