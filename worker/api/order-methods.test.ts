// The payment and order methods of the middleware API with a scripted backend: what reaches
// Magento (and in which order), what the worker refuses itself, and what the islands get back.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { fakeUpstream, type FakeUpstream } from '../upstream/fake-upstream';

const CART_ID = 'A'.repeat(32);
let fake: FakeUpstream;
let app: ReturnType<typeof createApp>;

async function call(name: string, args: unknown) {
  const ctx = createExecutionContext();
  const response = await app.request(
    `https://shop.test/api/magento/${name}`,
    { method: 'POST', body: JSON.stringify(args), headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' } },
    env,
    ctx,
  );
  const json = await response.json<{ data?: Record<string, unknown>; error?: { message: string } }>();
  await waitOnExecutionContext(ctx);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), setCookies: response.headers.getSetCookie(), ...json };
}

const paymentCart = (overrides: Record<string, unknown> = {}) => ({
  id: CART_ID,
  items: [{ __typename: 'SimpleCartItem', uid: 'MQ==', product: { __typename: 'SimpleProduct', uid: 'MTA=' } }, null],
  available_payment_methods: [
    { code: 'swedbank', title: 'Swedbank', group_code: 'banklink' },
    null,
    { code: 'invoice', title: 'Arve', group_code: 'invoice' },
  ],
  selected_payment_method: { code: '', title: '' },
  billing_address: null,
  shipping_addresses: [
    { street: ['Pärnu mnt 12'], city: 'Tallinn', postcode: '10148', pickup_location_code: null, parcel_machine: null, selected_shipping_method: { carrier_code: 'home', method_code: 'standard' } },
  ],
  ...overrides,
});

const address = {
  firstname: 'Mari',
  lastname: 'Tamm',
  street: ['Pärnu mnt 12', '5'],
  city: 'Tallinn',
  postcode: '10148',
  country_code: 'EE',
  telephone: '+37251234567',
  save_in_address_book: false,
};

beforeEach(() => {
  fake = fakeUpstream();
  app = createApp({ upstream: fake.upstream });
});

describe('availablePaymentMethods', () => {
  it('answers the methods without nulls, no chosen method and the gift-card flag, never cached', async () => {
    fake.reply('PaymentStepCart', { data: { cart: paymentCart() } });
    const reply = await call('availablePaymentMethods', [CART_ID]);
    expect(reply.status).toBe(200);
    expect(reply.cacheControl).toBe('no-store');
    expect(reply.data?.cart).toMatchObject({
      cartHasGiftCard: false,
      available_payment_methods: [{ code: 'swedbank' }, { code: 'invoice' }],
      selected_payment_method: null,
      selected_shipping_method: { carrier_code: 'home', method_code: 'standard' },
      deliveryToOwnAddress: true,
    });
  });

  it.each([
    ['a pickup store', { pickup_location_code: 'pea' }],
    ['a parcel machine', { parcel_machine: { id: 'omniva-1' } }],
    ['no street', { street: [''] }],
  ])('does not count %s as an address of the shopper\'s own', async (_name, override) => {
    const [address] = paymentCart().shipping_addresses;
    fake.reply('PaymentStepCart', { data: { cart: paymentCart({ shipping_addresses: [{ ...address, ...override }] }) } });
    expect((await call('availablePaymentMethods', [CART_ID])).data?.cart).toMatchObject({ deliveryToOwnAddress: false });
  });

  it('flags a gift card line', async () => {
    const items = [{ __typename: 'GiftCardCartItem', uid: 'Mg==', product: { __typename: 'GiftCardProduct', uid: 'MjA=' } }];
    fake.reply('PaymentStepCart', { data: { cart: paymentCart({ items }) } });
    expect((await call('availablePaymentMethods', [CART_ID])).data?.cart).toMatchObject({ cartHasGiftCard: true });
  });

  it.each([[['short']], [[]], ['x'], [[`${CART_ID}x`]]])('refuses a malformed cart id %j without calling the backend', async (args) => {
    expect((await call('availablePaymentMethods', args)).status).toBe(400);
    expect(fake.calls.total).toBe(0);
  });
});

describe('setBillingAddressOnCart', () => {
  it('sets the billing address, then re-saves the shipping method selected before (storefront.md §4)', async () => {
    const order: string[] = [];
    let billingInput: unknown;
    let resaved: unknown;
    fake.reply('PaymentStepCart', () => (order.push('read'), { data: { cart: paymentCart() } }));
    fake.reply('SetBillingAddressOnCart', (vars) => {
      order.push('billing');
      billingInput = vars.input;
      return { data: { setBillingAddressOnCart: { cart: paymentCart({ shipping_addresses: [{ ...paymentCart().shipping_addresses[0], selected_shipping_method: null }] }) } } };
    });
    fake.reply('ResaveShippingMethod', (vars) => {
      order.push('resave');
      resaved = vars.input;
      return { data: { setShippingMethodsOnCart: { cart: paymentCart() } } };
    });
    const input = { cart_id: CART_ID, billing_address: { address: { ...address, company: 'Mööbel OÜ', company_registry_code: '10060701', vat_id: 'EE100931558' }, same_as_shipping: true } };
    const reply = await call('setBillingAddressOnCart', [input]);
    expect(reply.status).toBe(200);
    expect(order).toEqual(['read', 'billing', 'resave']);
    expect(billingInput).toEqual(input);
    expect(resaved).toEqual({ cart_id: CART_ID, shipping_methods: [{ carrier_code: 'home', method_code: 'standard' }] });
    expect(reply.data?.cart).toMatchObject({ selected_shipping_method: { carrier_code: 'home' } });
  });

  it('re-saves nothing when no shipping method was selected', async () => {
    fake.reply('PaymentStepCart', { data: { cart: paymentCart({ shipping_addresses: [] }) } });
    fake.reply('SetBillingAddressOnCart', { data: { setBillingAddressOnCart: { cart: paymentCart({ shipping_addresses: [] }) } } });
    expect((await call('setBillingAddressOnCart', [{ cart_id: CART_ID, billing_address: { address, same_as_shipping: false } }])).status).toBe(200);
    expect(fake.calls.ResaveShippingMethod).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a client-sent total', { ...address, grand_total: 1 }, 'Unrecognized key'],
    ['a bad registry code check digit', { ...address, company_registry_code: '10060702' }, 'Check the registry code'],
    ['a VAT number of the wrong shape', { ...address, vat_id: 'EE12' }, 'The number should be in the shape of EE123456789'],
    ['an Estonian VAT number with a bad check digit', { ...address, vat_id: 'EE100931559' }, 'Check the VAT number'],
    ['an empty first street line', { ...address, street: [''] }, 'street'],
    ['an overlong city', { ...address, city: 'x'.repeat(256) }, ''],
    ['five street lines', { ...address, street: ['a', 'b', 'c', 'd', 'e'] }, ''],
  ])('refuses %s with 400 before the backend', async (_name, bad, message) => {
    const reply = await call('setBillingAddressOnCart', [{ cart_id: CART_ID, billing_address: { address: bad, same_as_shipping: false } }]);
    expect(reply.status).toBe(400);
    expect(reply.error?.message).toContain(message);
    expect(fake.calls.total).toBe(0);
  });
});

describe('setPaymentMethodOnCart', () => {
  it('sends the code and answers the chosen method', async () => {
    let input: unknown;
    fake.reply('SetPaymentMethodOnCart', (vars) => {
      input = vars.input;
      return { data: { setPaymentMethodOnCart: { cart: paymentCart({ selected_payment_method: { code: 'invoice', title: 'Arve' } }) } } };
    });
    const reply = await call('setPaymentMethodOnCart', [{ cart_id: CART_ID, payment_method: { code: 'invoice' } }]);
    expect(input).toEqual({ cart_id: CART_ID, payment_method: { code: 'invoice' } });
    expect(reply.data?.cart).toMatchObject({ selected_payment_method: { code: 'invoice' } });
  });

  it.each([{ code: 'Invoice; DROP' }, { code: '' }, { code: 'invoice', amount: 0 }])('refuses %j', async (payment_method) => {
    expect((await call('setPaymentMethodOnCart', [{ cart_id: CART_ID, payment_method }])).status).toBe(400);
    expect(fake.calls.total).toBe(0);
  });

  it("maps Magento's refusal to 400 with its message", async () => {
    fake.reply('SetPaymentMethodOnCart', { errors: [{ message: 'The requested Payment Method is not available.', extensions: { category: 'graphql-input' } }] });
    const reply = await call('setPaymentMethodOnCart', [{ cart_id: CART_ID, payment_method: { code: 'nope' } }]);
    expect(reply.status).toBe(400);
    expect(reply.error?.message).toBe('The requested Payment Method is not available.');
  });
});

describe('setCheckoutConsentsOnCart', () => {
  it('sends the marketing consent and answers what the cart now keeps', async () => {
    let input: unknown;
    fake.reply('SetCheckoutConsentsOnCart', (vars) => {
      input = vars.input;
      return { data: { setCheckoutConsentsOnCart: { cart: { id: CART_ID, marketing_consent: true } } } };
    });
    const reply = await call('setCheckoutConsentsOnCart', [{ cart_id: CART_ID, marketing_consent: true }]);
    expect(reply.status).toBe(200);
    expect(reply.cacheControl).toBe('no-store');
    expect(input).toEqual({ cart_id: CART_ID, marketing_consent: true });
    expect(reply.data).toEqual({ cart: { id: CART_ID, marketing_consent: true } });
  });

  it.each([
    ['a string for the consent', { cart_id: CART_ID, marketing_consent: 'yes' }],
    ['no consent', { cart_id: CART_ID }],
    ['an unlisted consent', { cart_id: CART_ID, marketing_consent: false, terms: true }],
    ['a malformed cart id', { cart_id: 'abc', marketing_consent: true }],
  ])('refuses %s with 400 before asking the backend', async (_name, input) => {
    expect((await call('setCheckoutConsentsOnCart', [input])).status).toBe(400);
    expect(fake.calls.total).toBe(0);
  });
});

describe('placeOrder', () => {
  const placed = (url: string | null) => ({
    data: { placeOrder: { orderV2: { number: '000000012', token: 'tok-abc_123', status: 'pending_payment' }, errors: [], payment_redirect_url: url } },
  });

  it.each<[string | null, string | null]>([
    ['https://pay.example.ee/pay?ref=12', 'https://pay.example.ee/pay?ref=12'],
    ['/__dev/backend/payment/12', '/__dev/backend/payment/12'],
    [null, null],
    ['javascript:alert(1)', null],
    ['//evil.example/pay', null],
    // Browsers strip the tab and read `/\\` like `//` (domain/site-path.ts).
    ['/\t/evil.example/pay', null],
    ['/\\evil.example/pay', null],
    ['/%5Cevil.example/pay', null],
    ['data:text/html,x', null],
  ])('answers the order and the redirect %s as %s', async (url, expected) => {
    fake.reply('PlaceOrder', placed(url));
    const reply = await call('placeOrder', [{ cart_id: CART_ID }]);
    expect(reply.data).toEqual({ order: { number: '000000012', token: 'tok-abc_123', status: 'pending_payment' }, errors: [], payment_redirect_url: expected });
  });

  it('binds the cart of an order sent to a payment provider to this browser (HttpOnly, __Host-, Lax, one hour), for the ?cartId= return', async () => {
    fake.reply('PlaceOrder', placed('https://pay.example.ee/pay?ref=12'));
    const reply = await call('placeOrder', [{ cart_id: CART_ID }]);
    const bound = reply.setCookies.find((cookie) => cookie.startsWith('__Host-vsf-placed-cart='));
    expect(bound).toBe(`__Host-vsf-placed-cart=${CART_ID}; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax`);
  });

  it('binds nothing for an order paid without a redirect (invoice) or not placed', async () => {
    fake.reply('PlaceOrder', placed(null));
    const { setCookies } = await call('placeOrder', [{ cart_id: CART_ID }]);
    expect(setCookies.filter((cookie) => cookie.includes('placed-cart'))).toEqual([]);
  });

  it('answers placement errors as data with their codes', async () => {
    fake.reply('PlaceOrder', { data: { placeOrder: { orderV2: null, errors: [{ code: 'GUEST_EMAIL_MISSING', message: 'Guest email for cart is missing.' }], payment_redirect_url: null } } });
    const reply = await call('placeOrder', [{ cart_id: CART_ID }]);
    expect(reply.status).toBe(200);
    expect(reply.data).toEqual({ order: null, errors: [{ code: 'GUEST_EMAIL_MISSING', message: 'Guest email for cart is missing.' }], payment_redirect_url: null });
  });

  it('refuses client totals', async () => {
    expect((await call('placeOrder', [{ cart_id: CART_ID, grand_total: 0 }])).status).toBe(400);
    expect(fake.calls.total).toBe(0);
  });
});

describe('guestOrderByToken', () => {
  it('answers the order without null lines', async () => {
    const money = (value: number) => ({ value, currency: 'EUR' });
    fake.reply('GuestOrderByToken', {
      data: {
        guestOrderByToken: {
          number: '000000012',
          order_date: '2026-11-23 06:00:00',
          status: 'Processing',
          email: 'mari@example.ee',
          shipping_method: 'Omniva pakiautomaat',
          carrier: 'Omniva',
          payment_methods: [{ name: 'Swedbank', type: 'swedbank' }],
          items: [null],
          total: { subtotal: money(100), total_shipping: money(3), total_tax: money(19.94), grand_total: money(103), discounts: [] },
          shipping_address: null,
          billing_address: null,
        },
      },
    });
    const reply = await call('guestOrderByToken', [{ token: 'tok-abc_123' }]);
    expect(reply.status).toBe(200);
    expect(reply.data?.order).toMatchObject({ number: '000000012', items: [] });
  });

  it.each([[{ token: '' }], [{ token: 'has space' }], [{ token: 'x'.repeat(513) }], ['tok']])('refuses the token %j', async (arg) => {
    expect((await call('guestOrderByToken', [arg])).status).toBe(400);
    expect(fake.calls.total).toBe(0);
  });
});
