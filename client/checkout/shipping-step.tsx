import type { CheckoutCart } from './checkout-cart';

/** Step 2 (storefront.md §3 shipping). Being built: see the next commits. */
export function ShippingStep(_props: { cart: CheckoutCart; onSubmitted: () => void }) {
  return null;
}

export function ShippingDone(_props: { cart: CheckoutCart }) {
  return null;
}
