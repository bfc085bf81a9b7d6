import { CheckoutLoading, type CheckoutProps } from '../checkout/checkout-frame';
import { Island } from '../island/island';

/**
 * The checkout (storefront.md §3–4): one island with the three steps and the order summary. The
 * server knows neither the cart nor what the shopper typed (both live in the browser), so it
 * renders the loading state, which is also the island's first client render.
 */
export function CheckoutIsland({ countryName }: CheckoutProps) {
  return (
    <Island name="checkout" props={{ countryName }}>
      <CheckoutLoading />
    </Island>
  );
}
