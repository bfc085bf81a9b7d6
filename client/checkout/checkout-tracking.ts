import type { TrackItem } from '../tracking/events';
import { publishTracking } from '../stores/ui';
import { $checkoutCart, type CheckoutCart } from './checkout-cart';

/*
 * The checkout's GA4 steps (issue 10 point 1): begin_checkout when the checkout shows a cart,
 * add_shipping_info when the delivery step is saved (shipping_tier: the carrier's title), and
 * add_payment_info when the payment method is set on the cart (payment_type: its code).
 */

/** The lines as tracking items; the unit price from the row total (VAT included). */
export function checkoutItems(cart: CheckoutCart): TrackItem[] {
  return cart.items.flatMap((line, index) => {
    const sku = line.product.sku;
    if (!sku) return [];
    const options = 'configurable_options' in line ? line.configurable_options : [];
    return {
      sku,
      name: line.product.name ?? sku,
      price: line.quantity > 0 ? (line.prices?.row_total_including_tax.value ?? 0) / line.quantity : 0,
      quantity: line.quantity,
      index,
      ...(options.length ? { variant: options.map((option) => option.value_label).join(', ') } : {}),
    };
  });
}

const currentCart = (): CheckoutCart | null => {
  const state = $checkoutCart.get();
  return state.status === 'ready' ? state.cart : null;
};

export function trackBeginCheckout(cart: CheckoutCart): void {
  publishTracking({ type: 'begin_checkout', items: checkoutItems(cart) });
}

export function trackShippingInfo(): void {
  const cart = currentCart();
  const method = cart?.shipping_addresses?.[0]?.selected_shipping_method;
  if (cart && method) publishTracking({ type: 'add_shipping_info', items: checkoutItems(cart), shippingTier: method.carrier_title });
}

export function trackPaymentInfo(paymentType: string): void {
  const cart = currentCart();
  if (cart) publishTracking({ type: 'add_payment_info', items: checkoutItems(cart), paymentType });
}
