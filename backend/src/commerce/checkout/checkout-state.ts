// The public face of checkout for order placement (helper "borders" writes placeOrder on it):
// what the shopper has chosen on a cart, priced for the cart as it is now, and what is still
// missing before the cart can become an order, with Magento 2.4.7's placeOrder messages and
// error codes (PlaceOrderTest in magento/magento2 dev/tests/api-functional/.../Quote/Guest).
import { cartShape } from '../cart/cart-shape';
import type { CartRow } from '../cart/cart-store';
import type { CommerceContext } from '../context';
import type { CheckoutAddress, CheckoutState } from './checkout-charges';
import { isPaymentMethodAvailable } from './payment-methods';

export type { CheckoutAddress, CheckoutPaymentMethod, CheckoutServices, CheckoutShippingMethod, CheckoutState } from './checkout-charges';

/**
 * The checkout state of an active cart (the caller resolved it, e.g. with cartForUser). Prices
 * the cart once; when the caller also needs the cart's totals, call `cartShape` and read
 * `checkoutStateOf` from it instead (one pricing run).
 */
export async function loadCheckoutState(context: CommerceContext, cart: CartRow): Promise<CheckoutState> {
  return checkoutStateOf(await cartShape(context, cart));
}

/** The checkout state a `cartShape` result carries. */
export const checkoutStateOf = (shaped: { __checkout: CheckoutState }): CheckoutState => shaped.__checkout;

/** PlaceOrderErrorCodes of the schema that checkout problems use. */
export type CheckoutProblemCode = 'GUEST_EMAIL_MISSING' | 'UNABLE_TO_PLACE_ORDER';
export type CheckoutProblem = { code: CheckoutProblemCode; message: string };

/** Magento's prefix of a placement failure (Magento\QuoteGraphQl\Model\Resolver\PlaceOrder). */
export const UNABLE_TO_PLACE_ORDER = 'Unable to place order: ';

/**
 * The Magento address validator's messages for an address missing a required field, in its
 * order (Magento\Customer\Model\Address\Validator\General and \Country).
 */
export function missingAddressFields(address: CheckoutAddress | null): string[] {
  const required: Array<[string, unknown]> = [
    ['firstname', address?.firstname],
    ['lastname', address?.lastname],
    ['street', address?.street[0]],
    ['city', address?.city],
    ['telephone', address?.telephone],
    ['postcode', address?.postcode],
    ['countryId', address?.country_code],
  ];
  return required.filter(([, value]) => !(typeof value === 'string' && value.trim())).map(([field]) => `"${field}" is required. Enter and try again.`);
}

/**
 * What stops the cart from being placed, in the order Magento checks (the first is what
 * placeOrder answers; all are listed for a checklist). Empty when it can be placed.
 * `grandTotalCents`: the cart's final grand total (cartShape's prices.grand_total, after gift
 * cards), which decides whether the `free` method or a paid one is valid. `itemCount`: listed
 * lines; an empty cart cannot be placed.
 * - no items → UNABLE_TO_PLACE_ORDER 'A server error stopped your order from being placed. …'
 *   (what Magento answers for an empty quote);
 * - no guest e-mail → GUEST_EMAIL_MISSING 'Guest email for cart is missing.';
 * - no shipping address → 'Some addresses can't be used due to the configurations for specific
 *   countries.' (Magento's answer for a quote address without a country);
 * - no shipping method, or one that cannot take the cart there now → 'The shipping method is
 *   missing. Select the shipping method and try again.';
 * - no or incomplete billing address → 'Please check the billing address information. …';
 * - no payment method, or one no longer available for the total → 'Enter a valid payment method
 *   and try again.' / 'The requested Payment Method is not available.'.
 * Every message but the e-mail's carries Magento's 'Unable to place order: ' prefix.
 */
export function checkoutProblems(state: CheckoutState, cart: { grandTotalCents: number; itemCount: number; isGuest: boolean }): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  const unable = (message: string) => problems.push({ code: 'UNABLE_TO_PLACE_ORDER', message: UNABLE_TO_PLACE_ORDER + message });
  if (cart.itemCount === 0) unable('A server error stopped your order from being placed. Please try to place your order again.');
  if (cart.isGuest && !state.email) problems.push({ code: 'GUEST_EMAIL_MISSING', message: 'Guest email for cart is missing.' });
  if (!state.isVirtual) {
    if (!state.shippingAddress) unable("Some addresses can't be used due to the configurations for specific countries.");
    else if (!state.shippingMethod?.available) unable('The shipping method is missing. Select the shipping method and try again.');
  }
  const billing = missingAddressFields(state.billingAddress);
  if (billing.length) unable(`Please check the billing address information. ${billing.join(' ')}`);
  if (!state.paymentMethod) unable('Enter a valid payment method and try again.');
  else if (!isPaymentMethodAvailable({ code: state.paymentMethod.code, is_active: 1 }, { grandTotalCents: cart.grandTotalCents, hasGiftCard: state.hasGiftCard })) {
    unable('The requested Payment Method is not available.');
  }
  return problems;
}
