import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setBrowserEnvironment } from '../browser-env';
import { $checkoutCart, type CheckoutCart, noteGuestEmail, showCheckoutCart } from './checkout-cart';
// A setShippingAddressesOnCart answer of the reference backend (a sofa to a picked address).
import reply from './checkout-cart.fixture.json';

// showCheckoutCart hands the cart on to the cart store (loaded lazily, so after the test's own
// assertions), which keeps its id in a cookie jar: a fake one for the whole file.
beforeAll(() => {
  setBrowserEnvironment({ cookies: { cookie: '' } });
});
afterEach(() => {
  $checkoutCart.set({ status: 'loading' });
});

/** The reference backend's answer, as the contract types it (worker/api/contract.ts). */
const cart = reply.cart as CheckoutCart;

describe('the checkout cart', () => {
  it('shows a checkout answer with lines as ready: lines, the carriers’ methods and the services', () => {
    const state = showCheckoutCart(cart);
    expect(state.status).toBe('ready');
    const shown = state.status === 'ready' ? state.cart : null;
    expect(shown?.items).toHaveLength(1);
    expect(shown?.shipping_addresses[0]?.available_shipping_methods.map((m) => m.carrier_code)).toEqual(['instore', 'omniva', 'smartpost', 'home', 'courier']);
    expect(shown?.delivery_services?.assembly_amount.value).toBeGreaterThan(0);
  });

  it('a cart without lines is the empty state; the guest e-mail is noted on a ready cart', () => {
    expect(showCheckoutCart({ ...cart, items: [] }).status).toBe('empty');
    showCheckoutCart(cart);
    noteGuestEmail('mari@example.ee');
    const state = $checkoutCart.get();
    expect(state.status === 'ready' && state.cart.email).toBe('mari@example.ee');
  });
});
