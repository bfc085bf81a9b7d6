import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setCartEnvironment } from '../stores/cart';
import { parseCart } from '../stores/cart-schema';
import { $checkoutCart, noteGuestEmail, parseCartReply, showCheckoutCart } from './checkout-cart';
// A setShippingAddressesOnCart answer of the reference backend (a sofa to a picked address).
import reply from './checkout-cart.fixture.json';

// showCheckoutCart hands the cart on to the cart store (loaded lazily, so after the test's own
// assertions), which keeps its id in a cookie jar: a fake one for the whole file.
beforeAll(() => {
  setCartEnvironment({ jar: { cookie: '' } });
});
afterEach(() => {
  $checkoutCart.set({ status: 'loading' });
});

describe('the checkout cart', () => {
  it('reads a checkout answer: lines, totals, the carriers’ methods and the services', () => {
    const parsed = parseCartReply(reply);
    expect(parsed?.cart?.items).toHaveLength(1);
    expect(parsed?.cart?.shipping_addresses?.[0]?.available_shipping_methods.map((m) => m.carrier_code)).toEqual(['instore', 'omniva', 'smartpost', 'home', 'courier']);
    expect(parsed?.cart?.delivery_services?.assembly_amount.value).toBeGreaterThan(0);
  });

  it('keeps every field the cart store needs, so handing it on never loses a line (which would reset the checkout)', () => {
    const parsed = parseCartReply(reply)!.cart!;
    const forStore = parseCart(parsed);
    expect(forStore?.items).toHaveLength(parsed.items.length);
    expect(forStore?.items[0]).toEqual(parseCart(reply.cart)?.items[0]);
  });

  it('is not a cart reply without a cart field, and "no cart" with cart null', () => {
    expect(parseCartReply({ items: [] })).toBeNull();
    expect(parseCartReply({ cart: null })).toEqual({ cart: null });
  });

  it('a cart without lines is the empty state; the guest e-mail is noted on a ready cart', () => {
    const cart = parseCartReply(reply)!.cart!;
    expect(showCheckoutCart({ ...cart, items: [] }).status).toBe('empty');
    showCheckoutCart(cart);
    noteGuestEmail('mari@example.ee');
    const state = $checkoutCart.get();
    expect(state.status === 'ready' && state.cart.email).toBe('mari@example.ee');
  });
});
