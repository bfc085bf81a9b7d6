import { placeOrderErrorMessage } from '../../domain/cart-errors';
import { trackPaymentInfo } from './checkout-tracking';
import type { MessageKey } from '../../ui/i18n/t';
import { callMagento } from '../api-fetch';
import { saveLastPlacedOrder } from './payment-last-placed-order';

/**
 * Order placement (customer.md §4 "Order placement", issue 7 §5): `setPaymentMethodOnCart`, then
 * `placeOrder`. The order is remembered as `lastPlacedOrder` before the shopper is sent anywhere;
 * a redirect method then goes to the provider's `payment_redirect_url`, an offline one (invoice,
 * free) straight to /thank-you. Failures are catalogue keys chosen by error code, never by the
 * backend's English text.
 */

export const THANK_YOU_PATH = '/thank-you';

export type PlacementInput = { readonly cartId: string; readonly paymentMethod: string };
export type PlacementResult =
  | { readonly kind: 'redirect'; readonly url: string; readonly orderNumber: string }
  | { readonly kind: 'placed'; readonly url: typeof THANK_YOU_PATH; readonly orderNumber: string }
  | { readonly kind: 'failed'; readonly message: MessageKey };

/** No answer at all (network, 503) versus an answer that refused. */
const failedCall = (message: string | null): PlacementResult => ({
  kind: 'failed',
  message: message === null ? 'Internal server error: try again' : 'The order could not be placed. Check your cart and try again',
});

/** One placement attempt. Never throws. */
export async function placeOrder({ cartId, paymentMethod }: PlacementInput): Promise<PlacementResult> {
  const chosen = await callMagento('setPaymentMethodOnCart', [{ cart_id: cartId, payment_method: { code: paymentMethod } }]);
  if (!chosen.ok) return failedCall(chosen.message);
  trackPaymentInfo(paymentMethod);
  const placed = await callMagento('placeOrder', [{ cart_id: cartId }]);
  if (!placed.ok) return failedCall(placed.message);
  const { order, errors, payment_redirect_url: redirect } = placed.data;
  if (!order || errors.length > 0) return { kind: 'failed', message: placeOrderErrorMessage(errors[0]?.code) };
  saveLastPlacedOrder({ number: order.number, token: order.token, cartId });
  return redirect ? { kind: 'redirect', url: redirect, orderNumber: order.number } : { kind: 'placed', url: THANK_YOU_PATH, orderNumber: order.number };
}

/**
 * The place button's guard: while a placement is under way every further press gets the same
 * attempt (a double click places once), and after a successful one every press gets its result
 * (the page is already leaving). Only a failed attempt lets the shopper try again. The backend
 * is idempotent per cart as well; this keeps the second request from being sent at all.
 */
export function createPlacementGuard(place: (input: PlacementInput) => Promise<PlacementResult> = placeOrder) {
  let current: Promise<PlacementResult> | null = null;
  return (input: PlacementInput): Promise<PlacementResult> => {
    if (current) return current;
    const attempt = place(input).then((result) => {
      if (result.kind === 'failed') current = null;
      return result;
    });
    current = attempt;
    return attempt;
  };
}
