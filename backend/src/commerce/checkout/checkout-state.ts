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
export type CheckoutProblemCode = 'GUEST_EMAIL_MISSING' | 'UNABLE_TO_PLACE_ORDER' | 'UNDEFINED';
export type CheckoutProblem = { code: CheckoutProblemCode; message: string };

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
 * What stops the cart from being placed, in the order Magento 2.4.7 checks (placeOrder answers
 * the first as its one `errors` entry; all are listed, for a checklist). Empty when it can be
 * placed. Messages are the raw exception texts (2.4.7 has no 'Unable to place order:' prefix)
 * with the codes of its PlaceOrder::MESSAGE_CODES.
 * `grandTotalCents`: the cart's final grand total (cartShape's prices.grand_total, after gift
 * cards), which decides whether `free` or a paid method is valid. `itemCount`: listed lines.
 * - guest cart without e-mail → GUEST_EMAIL_MISSING 'Guest email for cart is missing.';
 * - no items → UNABLE_TO_PLACE_ORDER 'A server error stopped your order from being placed. …';
 * - no shipping address → UNABLE_TO_PLACE_ORDER 'Some addresses can't be used due to the
 *   configurations for specific countries.' (a quote address without a country);
 * - in-store pickup without a pickup location → UNDEFINED 'Quote does not have Pickup Location
 *   assigned.' (MSI's InStorePickupQuoteValidationRule);
 * - no shipping method, or one that cannot take the cart there now → UNABLE_TO_PLACE_ORDER 'The
 *   shipping method is missing. Select the shipping method and try again.';
 * - no or incomplete billing address → UNABLE_TO_PLACE_ORDER 'Please check the billing address
 *   information. "firstname" is required. …';
 * - no payment method → UNABLE_TO_PLACE_ORDER 'Enter a valid payment method and try again.'; one
 *   no longer available for the cart (e.g. `free` once the total is above 0) → UNDEFINED 'The
 *   requested Payment Method is not available.'.
 */
export function checkoutProblems(state: CheckoutState, cart: { grandTotalCents: number; itemCount: number; isGuest: boolean }): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  const unable = (message: string) => problems.push({ code: 'UNABLE_TO_PLACE_ORDER', message });
  if (cart.isGuest && !state.email) problems.push({ code: 'GUEST_EMAIL_MISSING', message: 'Guest email for cart is missing.' });
  if (cart.itemCount === 0) unable('A server error stopped your order from being placed. Please try to place your order again.');
  if (!state.isVirtual) {
    const method = state.shippingMethod;
    if (!state.shippingAddress) unable("Some addresses can't be used due to the configurations for specific countries.");
    else if (method?.delivery_type === 'pickup' && !state.shippingAddress.pickup_location_code) problems.push({ code: 'UNDEFINED', message: 'Quote does not have Pickup Location assigned.' });
    else if (!method?.available) unable('The shipping method is missing. Select the shipping method and try again.');
  }
  const billing = missingAddressFields(state.billingAddress);
  if (billing.length) unable(`Please check the billing address information. ${billing.join(' ')}`);
  if (!state.paymentMethod) unable('Enter a valid payment method and try again.');
  else if (!isPaymentMethodAvailable({ code: state.paymentMethod.code, is_active: 1 }, { grandTotalCents: cart.grandTotalCents, hasGiftCard: state.hasGiftCard })) {
    problems.push({ code: 'UNDEFINED', message: 'The requested Payment Method is not available.' });
  }
  return problems;
}
