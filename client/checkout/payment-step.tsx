import type { CheckoutCart } from './checkout-cart';

/**
 * Step 3 (storefront.md §3 payment, customer.md §3–5): billing, company purchase, consents,
 * payment method and order placement. Owned by the "payment" work: the checkout island renders
 * it as the current step once contact info and delivery are submitted, and hands it the cart
 * id and the cart (with its shipping address) as the backend last answered it.
 */
export type PaymentStepProps = {
  cartId: string;
  cart: CheckoutCart;
};

export function PaymentStep(_props: PaymentStepProps) {
  return null;
}
