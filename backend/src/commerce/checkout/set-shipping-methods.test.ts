// Shipping rates, setShippingMethodsOnCart and the delivery services over the public GraphQL
// surface: each carrier rule (pickup, parcel machine fit, island courier, free home delivery) and
// Magento 2.4.7's messages (SetShippingMethodsOnCartTest, GetAvailableShippingMethodsTest).
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { postGraphql, seeded } from '../../../test/graphql-request';
import { KURESSAARE, methodsOf, newCart, readCart, setServices, setShippingAddress, setShippingMethod, TALLINN } from './checkout-test-helpers';
import { shippingPriceCents } from './shipping-rates';

beforeAll(seeded);

const LAMP = 'MP10006';
const CHAIR = 'MP10005'; // under 100 € a piece, cheaper by quantity (tier prices)
const SOFA = 'MP10002';

/** The uid of MP10002's grey variant, as the product page sends it. */
async function greySofa() {
  const { body } = await postGraphql(`{ products(filter: { sku: { eq: "${SOFA}" } }) { items { ... on ConfigurableProduct { configurable_options { values { uid label } } } } } }`);
  const values: Array<{ uid: string; label: string }> = body.data.products.items[0].configurable_options[0].values;
  return { sku: SOFA, quantity: 1, selected_options: [values.find((v) => v.label === 'Hall')!.uid] };
}

describe('available_shipping_methods', () => {
  it('offers every carrier for a lamp going to Tallinn, each with its price (VAT included) and titles', async () => {
    const id = await newCart([{ sku: LAMP, quantity: 1 }]);
    const cart = (await setShippingAddress(id, { address: TALLINN })).body.data.setShippingAddressesOnCart.cart;
    const methods = cart.shipping_addresses[0].available_shipping_methods;
    expect(methods.map((m: { carrier_code: string }) => m.carrier_code)).toEqual(['instore', 'omniva', 'smartpost', 'home', 'courier']);
    expect(methods.every((m: { available: boolean }) => m.available)).toBe(true);
    expect(methodsOf(cart)).toMatchObject({
      instore: { method_code: 'pickup', amount: { value: 0 }, error_message: null },
      omniva: { method_code: 'parcel_terminal', amount: { value: 3.99 } },
      smartpost: { method_code: 'parcel_terminal', amount: { value: 3.49 } },
      home: { method_code: 'standard', amount: { value: 29 } },
      courier: { method_code: 'courier', amount: { value: 49 } },
    });
    expect(methodsOf(cart).courier).toMatchObject({ price_incl_tax: { value: 49 }, price_excl_tax: { value: 39.52 } });
  });

  it('offers no parcel machine when an item does not fit one (a dining chair), saying why', async () => {
    const id = await newCart([{ sku: LAMP, quantity: 1 }, { sku: CHAIR, quantity: 1 }]);
    const methods = methodsOf((await setShippingAddress(id, { address: TALLINN })).body.data.setShippingAddressesOnCart.cart);
    for (const carrier of ['omniva', 'smartpost']) {
      expect(methods[carrier]).toMatchObject({ available: false, error_message: 'The products do not fit in a parcel machine', amount: { value: 0 } });
    }
    expect(methods.home!.available).toBe(true);
    const refused = await setShippingMethod(id, 'omniva', 'parcel_terminal');
    expect(refused.body.errors![0]).toMatchObject({ message: 'Carrier with such method not found: omniva, parcel_terminal', extensions: { category: 'graphql-no-such-entity' } });
  });

  it('does not send the courier to an island: available false with the reason, and setting it fails', async () => {
    const id = await newCart([{ sku: CHAIR, quantity: 1 }]);
    const methods = methodsOf((await setShippingAddress(id, { address: KURESSAARE })).body.data.setShippingAddressesOnCart.cart);
    expect(methods.courier).toMatchObject({ available: false, error_message: 'Chosen carrier not available for the address' });
    expect(methods.home!.available).toBe(true);
    const { body } = await setShippingMethod(id, 'courier', 'courier');
    expect(body.errors![0]!.message).toBe('Carrier with such method not found: courier, courier');
    expect((await readCart(id)).shipping_addresses[0].selected_shipping_method).toBeNull();
  });

  it('takes the island from the picked register address (Aegna has a Tallinn postcode)', async () => {
    const placeId = (await env.DB.prepare("SELECT place_id FROM estonian_addresses WHERE settlement = 'Aegna' LIMIT 1").first<{ place_id: string }>())!.place_id;
    const id = await newCart([{ sku: CHAIR, quantity: 1 }]);
    const aegna = { ...TALLINN, street: ['Aegna tee 1'], postcode: '11911' };
    expect(methodsOf((await setShippingAddress(id, { address: aegna })).body.data.setShippingAddressesOnCart.cart).courier!.available).toBe(true);
    const methods = methodsOf((await setShippingAddress(id, { address: aegna, additional_data: { place_id: placeId } })).body.data.setShippingAddressesOnCart.cart);
    expect(methods.courier!.available).toBe(false);
  });

  it('delivers home for free from 500 € of items, else for the configured rate, and counts shipping in the grand total and VAT', async () => {
    const cheap = await newCart([{ sku: CHAIR, quantity: 1 }]);
    await setShippingAddress(cheap, { address: TALLINN });
    const before = await readCart(cheap);
    const paid = (await setShippingMethod(cheap, 'home', 'standard')).body.data.setShippingMethodsOnCart.cart;
    expect(paid.shipping_addresses[0].selected_shipping_method).toMatchObject({ carrier_code: 'home', method_code: 'standard', amount: { value: 29 } });
    expect(paid.prices.grand_total.value).toBeCloseTo(before.prices.grand_total.value + 29, 2);
    // The shipping's own VAT (29 × 24/124 = 5.61) joins the items' VAT.
    expect(paid.prices.applied_taxes[0].amount.value).toBeCloseTo(before.prices.applied_taxes[0].amount.value + 5.61, 2);

    const dear = await newCart([{ sku: CHAIR, quantity: 7 }]); // over 500 € even at the best tier price
    await setShippingAddress(dear, { address: TALLINN });
    const free = (await setShippingMethod(dear, 'home', 'standard')).body.data.setShippingMethodsOnCart.cart;
    expect(free.prices.subtotal_including_tax.value).toBeGreaterThanOrEqual(500);
    expect(free.shipping_addresses[0].selected_shipping_method.amount.value).toBe(0);
    expect(free.prices.grand_total.value).toBeCloseTo(free.prices.subtotal_including_tax.value, 2);
  });

  it.each<[number, number]>([
    [49_999, 2900],
    [50_000, 0],
  ])('the free-from rule is inclusive: items worth %i cents pay %i cents', (items, cents) => {
    expect(shippingPriceCents({ price: 29, free_from: 500 }, items)).toBe(cents);
  });
});

describe('setShippingMethodsOnCart', () => {
  it('in-store pickup needs a pickup location on the address and costs nothing', async () => {
    const id = await newCart([{ sku: CHAIR, quantity: 2 }]);
    await setShippingAddress(id, { address: TALLINN });
    expect((await setShippingMethod(id, 'instore', 'pickup')).body.errors![0]!.message).toBe(
      'The shipping address has no pickup location. Set "pickup_location_code" and try again.',
    );
    await setShippingAddress(id, { address: TALLINN, pickup_location_code: 'rain' });
    const cart = (await setShippingMethod(id, 'instore', 'pickup')).body.data.setShippingMethodsOnCart.cart;
    expect(cart.shipping_addresses[0]).toMatchObject({ pickup_location_code: 'rain', selected_shipping_method: { carrier_code: 'instore', amount: { value: 0 } } });
    expect(cart.prices.grand_total.value).toBeCloseTo(2 * 79.99, 2);
  });

  it("a parcel machine method needs one of that network's machines on the address", async () => {
    const id = await newCart([{ sku: LAMP, quantity: 1 }]);
    await setShippingAddress(id, { address: TALLINN, additional_data: { parcel_machine_id: 'omniva-96009' } });
    expect((await setShippingMethod(id, 'smartpost', 'parcel_terminal')).body.errors![0]!.message).toBe(
      'The shipping address has no smartpost parcel machine. Set "additional_data.parcel_machine_id" and try again.',
    );
    const cart = (await setShippingMethod(id, 'omniva', 'parcel_terminal')).body.data.setShippingMethodsOnCart.cart;
    // Parcel machines are free from 150 € of items.
    const expected = cart.prices.subtotal_including_tax.value >= 150 ? 0 : 3.99;
    expect(cart.shipping_addresses[0].selected_shipping_method).toMatchObject({ carrier_code: 'omniva', carrier_title: 'Omniva', amount: { value: expected } });
  });

  it('drops a selected method that no longer fits the cart: a chair added after choosing a parcel machine', async () => {
    const id = await newCart([{ sku: LAMP, quantity: 1 }]);
    await setShippingAddress(id, { address: TALLINN, additional_data: { parcel_machine_id: 'smartpost-3101' } });
    expect((await setShippingMethod(id, 'smartpost', 'parcel_terminal')).body.errors).toBeUndefined();
    await postGraphql(`mutation A($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "${CHAIR}", quantity: 1 }]) { cart { id } } }`, { id });
    const cart = await readCart(id);
    expect(cart.shipping_addresses[0].selected_shipping_method).toBeNull();
    expect(cart.prices.grand_total.value).toBeCloseTo(cart.prices.subtotal_including_tax.value, 2);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no cart id', { cart_id: '', shipping_methods: [{ carrier_code: 'home', method_code: 'standard' }] }, 'Required parameter "cart_id" is missing', 'graphql-input'],
    ['no methods', { shipping_methods: [] }, 'Required parameter "shipping_methods" is missing', 'graphql-input'],
    ['two methods', { shipping_methods: [{ carrier_code: 'home', method_code: 'standard' }, { carrier_code: 'courier', method_code: 'courier' }] }, 'You cannot specify multiple shipping methods.', 'graphql-input'],
    ['an empty carrier code', { shipping_methods: [{ carrier_code: '', method_code: 'standard' }] }, 'Required parameter "carrier_code" is missing.', 'graphql-input'],
    ['an empty method code', { shipping_methods: [{ carrier_code: 'home', method_code: '' }] }, 'Required parameter "method_code" is missing.', 'graphql-input'],
    ['an unknown carrier', { shipping_methods: [{ carrier_code: 'dhl', method_code: 'standard' }] }, 'Carrier with such method not found: dhl, standard', 'graphql-no-such-entity'],
    ['an unknown method', { shipping_methods: [{ carrier_code: 'home', method_code: '<b>x</b>' }] }, 'Carrier with such method not found: home, <b>x</b>', 'graphql-no-such-entity'],
  ])('refuses %s', async (_name, input, message, category) => {
    const id = await newCart([{ sku: LAMP, quantity: 1 }]);
    await setShippingAddress(id, { address: TALLINN });
    const { response, body } = await postGraphql(`mutation M($input: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $input) { cart { id } } }`, {
      input: { cart_id: id, ...input },
    });
    expect(response.status).toBe(200);
    expect(body.errors![0]).toMatchObject({ message, extensions: { category } });
  });

  it('needs a shipping address and an item first', async () => {
    const empty = await newCart();
    expect((await setShippingMethod(empty, 'home', 'standard')).body.errors![0]!.message).toBe("The shipping method can't be set for an empty cart. Add an item to cart and try again.");
    const id = await newCart([{ sku: LAMP, quantity: 1 }]);
    expect((await setShippingMethod(id, 'home', 'standard')).body.errors![0]!.message).toBe('The shipping address is missing. Set the address and try again.');
  });
});

describe('setDeliveryServicesOnCart', () => {
  it('prices assembly from the items\' assembly services and utilisation as one fee, both in the grand total', async () => {
    const id = await newCart([await greySofa(), { sku: CHAIR, quantity: 1 }]);
    await setShippingAddress(id, { address: TALLINN });
    const before = await readCart(id);
    // Sofa assembly: 49 € with a special price of 39 €; the chair has none. Utilisation: 39 €.
    expect(before.delivery_services).toEqual({ furniture_assembly: false, furniture_utilization: false, assembly_amount: { value: 39 }, utilization_amount: { value: 39 } });
    const { body } = await setServices(id, true, true);
    expect(body.errors).toBeUndefined();
    const cart = body.data.setDeliveryServicesOnCart.cart;
    expect(cart.delivery_services).toMatchObject({ furniture_assembly: true, furniture_utilization: true });
    expect(cart.prices.grand_total.value).toBeCloseTo(before.prices.grand_total.value + 78, 2);
  });

  it('is refused with pickup or a parcel machine, and choosing pickup clears it', async () => {
    const id = await newCart([await greySofa()]);
    await setShippingAddress(id, { address: TALLINN, pickup_location_code: 'pea' });
    await setServices(id, true, false);
    const cart = (await setShippingMethod(id, 'instore', 'pickup')).body.data.setShippingMethodsOnCart.cart;
    expect(cart.delivery_services.furniture_assembly).toBe(false);
    expect((await setServices(id, true, false)).body.errors![0]).toMatchObject({
      message: 'Furniture assembly and utilization are only available with home delivery or courier.',
      extensions: { category: 'graphql-input' },
    });
  });

  it('refuses assembly when no item in the cart can be assembled (a lamp)', async () => {
    const id = await newCart([{ sku: LAMP, quantity: 1 }]);
    expect((await setServices(id, true, false)).body.errors![0]!.message).toBe('Furniture assembly is not offered for the products in the cart.');
    expect((await setServices(id, false, true)).body.data.setDeliveryServicesOnCart.cart.delivery_services.furniture_utilization).toBe(true);
  });
});
