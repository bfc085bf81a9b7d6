// The payment and order methods of the middleware API (worker/api/order-methods.ts) against the
// real reference backend: billing, payment methods, placement, its replay and its errors, and
// the guest order the /thank-you page reads.
import { describe, expect, it } from 'vitest';
import { callApi } from './storefront';

const call = <T = Record<string, unknown>>(name: string, args: unknown[]) => callApi<T>(name, args);

type PaymentCart = {
  deliveryToOwnAddress: boolean;
  cartHasGiftCard: boolean;
  available_payment_methods: { code: string; title: string; group_code: string | null }[];
  selected_payment_method: { code: string } | null;
  billing_address: { company: string | null; company_registry_code: string | null; vat_id: string | null; street: string[]; city: string } | null;
  selected_shipping_method: { carrier_code: string; method_code: string } | null;
};
type Placed = { order: { number: string; token: string; status: string } | null; errors: { code: string; message: string }[]; payment_redirect_url: string | null };

const SKU = 'MP10005';
const PAYER = { firstname: 'Mari', lastname: 'Tamm', country_code: 'EE', telephone: '+37251234567' };

/** A cart with one product, e-mail (unless `email` is false) and home delivery to a seeded address. */
async function readyCart({ email = true } = {}): Promise<string> {
  const { data } = await call<{ cartId: string }>('createEmptyCart', []);
  const cartId = data.cartId;
  expect((await call('addProductsToCart', [{ cartId, cartItems: [{ sku: SKU, quantity: 1 }] }])).status).toBe(200);
  if (email) expect((await call('setGuestEmailOnCart', [{ email: 'mari@example.ee', cart_id: cartId }])).status).toBe(200);
  const found = await call<{ items: { place_id: string; street: string; house: string; city: string; postcode: string }[] }>('estonianAddresses', ['Pärnu mnt']);
  const address = found.data.items.find((a) => a.street && a.house)!;
  const shipped = await call('setShippingAddressesOnCart', [
    {
      cart_id: cartId,
      shipping_addresses: [{ address: { ...PAYER, street: [`${address.street} ${address.house}`], city: address.city, postcode: address.postcode }, additional_data: { place_id: address.place_id } }],
    },
  ]);
  expect(shipped.status).toBe(200);
  expect((await call('setShippingMethodsOnCart', [{ cart_id: cartId, shipping_methods: [{ carrier_code: 'home', method_code: 'standard' }] }])).status).toBe(200);
  return cartId;
}

describe('payment and order API against the reference backend', () => {
  it('offers the grouped methods, keeps the shipping method through billing, places once and shows the order by token', async () => {
    const cartId = await readyCart();
    const methods = await call<{ cart: PaymentCart }>('availablePaymentMethods', [cartId]);
    expect(methods.cacheControl).toBe('no-store');
    expect(methods.data.cart.deliveryToOwnAddress).toBe(true);
    expect(methods.data.cart.cartHasGiftCard).toBe(false);
    expect(methods.data.cart.available_payment_methods.map((m) => m.code)).toEqual(expect.arrayContaining(['swedbank', 'invoice']));
    expect(methods.data.cart.available_payment_methods.every((m) => m.group_code)).toBe(true);

    const billed = await call<{ cart: PaymentCart }>('setBillingAddressOnCart', [
      {
        cart_id: cartId,
        billing_address: {
          address: { ...PAYER, company: 'Mööbel-Disain OÜ', company_registry_code: '10060701', vat_id: 'EE100931558', street: ['Kase 3', '5', 'Annelinn', 'uksekood 12'], city: 'Tartu', postcode: '50101', save_in_address_book: false },
          same_as_shipping: false,
        },
      },
    ]);
    expect(billed.status).toBe(200);
    expect(billed.data.cart.billing_address).toMatchObject({ company: 'Mööbel-Disain OÜ', company_registry_code: '10060701', vat_id: 'EE100931558', street: ['Kase 3', '5', 'Annelinn', 'uksekood 12'], city: 'Tartu' });
    expect(billed.data.cart.selected_shipping_method).toEqual({ carrier_code: 'home', method_code: 'standard' });

    const chosen = await call<{ cart: PaymentCart }>('setPaymentMethodOnCart', [{ cart_id: cartId, payment_method: { code: 'invoice' } }]);
    expect(chosen.data.cart.selected_payment_method?.code).toBe('invoice');

    const placed = await call<Placed>('placeOrder', [{ cart_id: cartId }]);
    expect(placed.status).toBe(200);
    expect(placed.data.errors).toEqual([]);
    expect(placed.data.order?.number).toMatch(/^\d{9}$/);
    expect(placed.data.payment_redirect_url).toBeNull();

    // A replay (double click that got through, a retried request) is the same order.
    const replay = await call<Placed>('placeOrder', [{ cart_id: cartId }]);
    expect(replay.data.order?.number).toBe(placed.data.order?.number);

    const order = await call<{ order: { number: string; email: string; items: { product_sku: string }[]; billing_address: { company: string; vat_id: string } } }>('guestOrderByToken', [
      { token: placed.data.order!.token },
    ]);
    expect(order.cacheControl).toBe('no-store');
    expect(order.data.order).toMatchObject({ number: placed.data.order!.number, email: 'mari@example.ee', items: [{ product_sku: SKU }], billing_address: { company: 'Mööbel-Disain OÜ', vat_id: 'EE100931558' } });
  });

  it('a bank link answers the provider address to send the shopper to', async () => {
    const cartId = await readyCart();
    const billing = { address: { ...PAYER, street: ['Kase 3'], city: 'Tartu', postcode: '50101' }, same_as_shipping: false };
    expect((await call('setBillingAddressOnCart', [{ cart_id: cartId, billing_address: billing }])).status).toBe(200);
    await call('setPaymentMethodOnCart', [{ cart_id: cartId, payment_method: { code: 'swedbank' } }]);
    const placed = await call<Placed>('placeOrder', [{ cart_id: cartId }]);
    expect(placed.data.errors).toEqual([]);
    expect(placed.data.payment_redirect_url).toMatch(/^https?:\/\/[^/]+\/.*payment\//);
  });

  it('placement problems come back as data with their code (no e-mail: GUEST_EMAIL_MISSING)', async () => {
    const cartId = await readyCart({ email: false });
    await call('setPaymentMethodOnCart', [{ cart_id: cartId, payment_method: { code: 'invoice' } }]);
    const placed = await call<Placed>('placeOrder', [{ cart_id: cartId }]);
    expect(placed.status).toBe(200);
    expect(placed.data.order).toBeNull();
    expect(placed.data.errors.map((e) => e.code)).toEqual(['GUEST_EMAIL_MISSING']);
  });

  it('refuses bad input with 400 and a message, never 500', async () => {
    const cartId = await readyCart();
    const cases: [string, unknown[]][] = [
      ['setPaymentMethodOnCart', [{ cart_id: cartId, payment_method: { code: 'no-such-method' } }]],
      ['setPaymentMethodOnCart', [{ cart_id: cartId, payment_method: { code: 'invoice', amount: 0 } }]],
      ['placeOrder', [{ cart_id: cartId, grand_total: 0.01 }]],
      ['placeOrder', [{ cart_id: 'x'.repeat(31) }]],
      ['setBillingAddressOnCart', [{ cart_id: cartId, billing_address: { address: { ...PAYER, street: ['<script>alert(1)</script> 1'], city: 'Tartu', postcode: '50101', company_registry_code: '10060702' }, same_as_shipping: false } }]],
      ['guestOrderByToken', [{ token: 'not a token' }]],
    ];
    for (const [name, args] of cases) {
      const reply = await call(name, args);
      expect(reply.status, `${name} ${JSON.stringify(args)}`).toBe(400);
      expect(reply.error?.message, name).toBeTruthy();
    }
    // A well-formed token of no order.
    const unknown = await call('guestOrderByToken', [{ token: 'A'.repeat(32) }]);
    expect(unknown.status).toBe(400);
  });
});
