// Payment methods (available_payment_methods, setPaymentMethodOnCart) and the checkout state
// that order placement reads (loadCheckoutState, checkoutProblems), against Magento 2.4.7's
// messages (SetPaymentMethodOnCartTest, PlaceOrderTest in magento/magento2).
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ESTONIAN_PAYMENT_OPTIONS, INSTALLMENT_METHOD_CODES } from '../../../../domain/payment-methods';
import { seeded } from '../../../test/graphql-request';
import { findCart } from '../cart/cart-store';
import { createCommerceContext } from '../context';
import { checkoutProblems, loadCheckoutState } from './checkout-state';
import { newCart, readCart, setBillingAddress, setEmail, setPaymentMethod, setServices, setShippingAddress, setShippingMethod, TALLINN } from './checkout-test-helpers';
import { isPaymentMethodAvailable } from './payment-methods';

beforeAll(seeded);

const CHAIR = 'MP10005';
const stateOf = async (maskedId: string) => {
  const context = createCommerceContext(env.DB, 'https://backend.internal');
  return loadCheckoutState(context, (await findCart(env.DB, maskedId))!);
};

describe('available_payment_methods', () => {
  it('lists the paid methods with Estonian titles and the groups the storefront arranges them by', async () => {
    const id = await newCart([{ sku: CHAIR, quantity: 1 }]);
    const { available_payment_methods: methods } = await readCart(id);
    expect(methods.map((m: { code: string }) => m.code)).toEqual([
      'swedbank', 'seb', 'lhv', 'luminor', 'coop', 'citadele', 'card', 'applepay', 'googlepay', 'inbankpayment-1', 'inbankpayment-2', 'invoice',
    ]);
    expect(methods).toContainEqual({ code: 'card', title: 'Kaardimakse', group_code: 'card', is_deferred: true });
    expect(methods).toContainEqual({ code: 'invoice', title: 'Arve', group_code: 'invoice', is_deferred: false });
    // Every group the backend names is one domain/payment-methods.ts knows, in its method order.
    const groups = new Set(ESTONIAN_PAYMENT_OPTIONS.groupOrder.map((g) => g.groupCode));
    expect(methods.every((m: { group_code: string }) => groups.has(m.group_code))).toBe(true);
    const order = methods.map((m: { code: string }) => ESTONIAN_PAYMENT_OPTIONS.methodOrder.indexOf(m.code));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('offers only `free` for a cart that costs nothing', async () => {
    const id = await newCart();
    expect((await readCart(id)).available_payment_methods).toEqual([{ code: 'free', title: 'Tasuta', group_code: 'free', is_deferred: false }]);
  });

  it.each<[string, number, boolean, boolean]>([
    ['swedbank', 10_000, false, true],
    ['swedbank', 0, false, false],
    ['free', 0, false, true],
    ['free', 1, false, false],
    ['inbankpayment-1', 10_000, false, true],
    ['inbankpayment-1', 10_000, true, false],
    ['inbankpayment-2', 10_000, true, false],
    ['card', 10_000, true, true],
  ])('%s for a total of %i cents, gift card in the cart %s → available %s', (code, grandTotalCents, hasGiftCard, available) => {
    expect(isPaymentMethodAvailable({ code, is_active: 1 }, { grandTotalCents, hasGiftCard })).toBe(available);
  });

  it('names the installment codes the storefront rules name', () => {
    expect(INSTALLMENT_METHOD_CODES).toEqual(['inbankpayment-1', 'inbankpayment-2']);
  });
});

describe('setPaymentMethodOnCart', () => {
  it('sets an available method and returns it as selected_payment_method', async () => {
    const id = await newCart([{ sku: CHAIR, quantity: 1 }]);
    expect((await readCart(id)).selected_payment_method).toEqual({ code: '', title: '' });
    await setShippingAddress(id, { address: TALLINN });
    const { body } = await setPaymentMethod(id, 'lhv');
    expect(body.errors).toBeUndefined();
    expect(body.data.setPaymentMethodOnCart.cart.selected_payment_method).toEqual({ code: 'lhv', title: 'LHV' });
  });

  it.each<[string, string, string]>([
    ['an unknown code', 'bitcoin', 'The requested Payment Method is not available.'],
    ['`free` for a cart that costs something', 'free', 'The requested Payment Method is not available.'],
    ['markup as a code', '<script>alert(1)</script>', 'The requested Payment Method is not available.'],
    ['an empty code', '', 'Required parameter "code" for "payment_method" is missing.'],
  ])('refuses %s', async (_name, code, message) => {
    const id = await newCart([{ sku: CHAIR, quantity: 1 }]);
    await setShippingAddress(id, { address: TALLINN });
    const { response, body } = await setPaymentMethod(id, code);
    expect(response.status).toBe(200);
    expect(body.errors![0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    expect((await readCart(id)).selected_payment_method.code).toBe('');
  });

  it('needs the shipping address first', async () => {
    const id = await newCart([{ sku: CHAIR, quantity: 1 }]);
    expect((await setPaymentMethod(id, 'card')).body.errors![0]!.message).toBe('The shipping address is missing. Set the address and try again.');
  });
});

describe('loadCheckoutState and checkoutProblems', () => {
  it('names what is missing in Magento\'s order and words, until nothing is', async () => {
    const id = await newCart([{ sku: CHAIR, quantity: 1 }]);
    const problems = async () => {
      const state = await stateOf(id);
      const cart = await readCart(id);
      return checkoutProblems(state, { grandTotalCents: Math.round(cart.prices.grand_total.value * 100), itemCount: 1, isGuest: true }).map((p) => `${p.code}: ${p.message}`);
    };
    expect(await problems()).toEqual([
      'GUEST_EMAIL_MISSING: Guest email for cart is missing.',
      "UNABLE_TO_PLACE_ORDER: Some addresses can't be used due to the configurations for specific countries.",
      'UNABLE_TO_PLACE_ORDER: Please check the billing address information. "firstname" is required. Enter and try again. "lastname" is required. Enter and try again. "street" is required. Enter and try again. "city" is required. Enter and try again. "telephone" is required. Enter and try again. "postcode" is required. Enter and try again. "countryId" is required. Enter and try again.',
      'UNABLE_TO_PLACE_ORDER: Enter a valid payment method and try again.',
    ]);
    await setEmail(id, 'mari@example.ee');
    await setShippingAddress(id, { address: TALLINN });
    await setBillingAddress(id, { same_as_shipping: true });
    await setPaymentMethod(id, 'invoice');
    expect(await problems()).toEqual(['UNABLE_TO_PLACE_ORDER: The shipping method is missing. Select the shipping method and try again.']);
    await setShippingMethod(id, 'courier', 'courier');
    expect(await problems()).toEqual([]);
    expect(checkoutProblems(await stateOf(id), { grandTotalCents: 0, itemCount: 1, isGuest: true })).toEqual([
      { code: 'UNDEFINED', message: 'The requested Payment Method is not available.' },
    ]);
    expect(checkoutProblems(await stateOf(id), { grandTotalCents: 100, itemCount: 0, isGuest: true })).toEqual([
      { code: 'UNABLE_TO_PLACE_ORDER', message: 'A server error stopped your order from being placed. Please try to place your order again.' },
    ]);
  });

  it('gives placement everything chosen, priced for the cart now, and the grand total includes shipping and services', async () => {
    const id = await newCart([{ sku: 'MP10003', quantity: 1 }]); // a chest of drawers: assembly 39 €
    await setEmail(id, 'jaan@example.ee');
    await setShippingAddress(id, { address: { ...TALLINN, firstname: 'Jaan' }, customer_notes: 'Uksekood 12' });
    await setBillingAddress(id, { address: { ...TALLINN, company: 'Jaan OÜ', company_registry_code: '10060701' } });
    await setShippingMethod(id, 'courier', 'courier');
    await setServices(id, true, true);
    await setPaymentMethod(id, 'swedbank');
    const state = await stateOf(id);
    expect(state).toMatchObject({
      email: 'jaan@example.ee',
      isVirtual: false,
      hasGiftCard: false,
      shippingAddress: { firstname: 'Jaan', street: ['Pärnu mnt 139'], country_code: 'EE', customer_notes: 'Uksekood 12' },
      billingAddress: { company: 'Jaan OÜ', company_registry_code: '10060701' },
      shippingMethod: { carrier_code: 'courier', method_code: 'courier', carrier_title: 'Kuller', method_title: 'Kiirkuller 1–2 tööpäeva', delivery_type: 'courier', amount: 4900, available: true },
      paymentMethod: { code: 'swedbank', title: 'Swedbank', group_code: 'banklink', is_deferred: true },
      services: { assembly: true, utilization: true, assemblyCents: 3900, utilizationCents: 3900, cents: 7800 },
    });
    const cart = await readCart(id);
    expect(cart.prices.grand_total.value).toBeCloseTo(cart.prices.subtotal_including_tax.value + 49 + 78, 2);
  });

  it('names a pickup without a pickup location as MSI does (UNDEFINED), before the method check', async () => {
    const id = await newCart([{ sku: CHAIR, quantity: 1 }]);
    await setEmail(id, 'mari@example.ee');
    await setShippingAddress(id, { address: TALLINN, pickup_location_code: 'pea' });
    await setBillingAddress(id, { same_as_shipping: true });
    await setShippingMethod(id, 'instore', 'pickup');
    await setPaymentMethod(id, 'card');
    const state = await stateOf(id);
    expect(checkoutProblems(state, { grandTotalCents: 100, itemCount: 1, isGuest: true })).toEqual([]);
    const withoutLocation = { ...state, shippingAddress: { ...state.shippingAddress!, pickup_location_code: null } };
    expect(checkoutProblems(withoutLocation, { grandTotalCents: 100, itemCount: 1, isGuest: true })).toEqual([{ code: 'UNDEFINED', message: 'Quote does not have Pickup Location assigned.' }]);
  });
});
