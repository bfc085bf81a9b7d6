// The checkout's shipping methods through the middleware API (/api/magento/{method},
// worker/api/checkout-methods.ts) against the real reference backend: pickup in a store,
// parcel machines of two networks, address search with an island address a courier does not
// serve, the priced delivery services, and the bad inputs the worker refuses itself (400).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import { backend, callApi } from './storefront';

type Money = { value: number; currency: string };
type Method = { carrier_code: string; method_code: string; available: boolean; error_message: string | null; price_incl_tax: Money };
type Cart = {
  id: string;
  items: Array<{ product: { sku: string } }>;
  prices: { grand_total: Money };
  shipping_addresses: Array<{
    city: string;
    pickup_location_code: string | null;
    place_id: string | null;
    parcel_machine: { id: string; carrier_code: string } | null;
    available_shipping_methods: Method[];
    selected_shipping_method: { carrier_code: string; method_code: string; price_incl_tax: Money } | null;
  }>;
  delivery_services: { furniture_assembly: boolean; furniture_utilization: boolean; assembly_amount: Money; utilization_amount: Money } | null;
};

const call = <T = { cart: Cart }>(name: string, args: unknown[]) => callApi<T>(name, args);

type Found = { products: { items: Array<{ sku: string; stock_status: string; categories: Array<{ url_path: string }> }> } };
const SEARCH = gql`
  query CheckoutTestProducts($search: String!) {
    products(search: $search, pageSize: 20) {
      items {
        sku
        stock_status
        categories {
          url_path
        }
      }
    }
  }
` as TypedDocumentNode<Found, { search: string }>;

/** An in-stock SKU of a category (the reference backend sizes packages by category). */
async function skuIn(search: string, urlPath: string): Promise<string> {
  const data = await backend.query(SEARCH, { search });
  const item = data.products.items.find((p) => p.stock_status === 'IN_STOCK' && p.categories.some((c) => c.url_path === urlPath));
  if (!item) throw new Error(`no in-stock product in ${urlPath}`);
  return item.sku;
}

async function cartWith(sku: string): Promise<string> {
  const created = await call<{ cartId: string }>('createEmptyCart', []);
  const cartId = created.data.cartId;
  const added = await call('addProductsToCart', [{ cartId, cartItems: [{ sku, quantity: 1 }] }]);
  expect(added.status).toBe(200);
  return cartId;
}

const person = { firstname: 'Mari', lastname: 'Maasikas', telephone: '+37251234567', country_code: 'EE' };
const method = (cart: Cart, carrier: string) => cart.shipping_addresses[0]!.available_shipping_methods.find((m) => m.carrier_code === carrier);

let sofa: string;
let lamp: string;

beforeAll(async () => {
  sofa = await skuIn('diivan', 'diivanid');
  lamp = await skuIn('laualamp', 'valgustid/laualambid');
}, 30_000);

describe('checkout API: pickup in a store', () => {
  it('lists the four stores with opening hours, sets one on the cart, then its method; never cacheable', async () => {
    const stores = await call<{ items: Array<{ pickup_location_code: string; description: string | null; street: string | null }> }>('pickupLocations', []);
    expect(stores.status).toBe(200);
    expect(stores.data.items.map((s) => s.pickup_location_code).sort()).toEqual(['muugisaal', 'pea', 'rain', 'vaike']);
    expect(stores.data.items.every((s) => !!s.description && !!s.street)).toBe(true);

    const cartId = await cartWith(sofa);
    const before = await call('availableShippingMethods', [cartId]);
    expect(before.status).toBe(200);
    expect(before.cacheControl).toBe('no-store');

    const withAddress = await call('setShippingAddressesOnCart', [
      { cart_id: cartId, shipping_addresses: [{ pickup_location_code: 'pea', address: { ...person, street: ['Peterburi tee 71'], city: 'Tallinn', postcode: '11415' } }] },
    ]);
    expect(withAddress.status).toBe(200);
    expect(withAddress.cacheControl).toBe('no-store');
    expect(withAddress.data.cart.shipping_addresses[0]!.pickup_location_code).toBe('pea');
    const pickup = method(withAddress.data.cart, 'instore')!;
    expect(pickup).toMatchObject({ available: true, price_incl_tax: { value: 0 } });

    const withMethod = await call('setShippingMethodsOnCart', [{ cart_id: cartId, shipping_methods: [{ carrier_code: 'instore', method_code: pickup.method_code }] }]);
    expect(withMethod.status).toBe(200);
    expect(withMethod.data.cart.shipping_addresses[0]!.selected_shipping_method).toMatchObject({ carrier_code: 'instore' });

    const reread = await call('availableShippingMethods', [cartId]);
    expect(reread.data.cart.shipping_addresses[0]!.selected_shipping_method?.carrier_code).toBe('instore');
  });
});

describe('checkout API: parcel machines', () => {
  it('lists machines of at least two networks and narrows them by a search text', async () => {
    const all = await call<{ items: Array<{ id: string; carrier_code: string; city: string | null; name: string; address: string | null }> }>('parcelMachines', [{}]);
    expect(all.status).toBe(200);
    expect(new Set(all.data.items.map((m) => m.carrier_code)).size).toBeGreaterThanOrEqual(2);
    const tartu = await call<{ items: Array<{ city: string | null; name: string; address: string | null }> }>('parcelMachines', [{ search: 'Tartu' }]);
    expect(tartu.data.items.length).toBeGreaterThan(0);
    expect(tartu.data.items.length).toBeLessThan(all.data.items.length);
    expect(tartu.data.items.every((m) => `${m.name} ${m.address ?? ''} ${m.city ?? ''}`.includes('Tartu'))).toBe(true);
  });

  it('a lamp goes to a machine of its network; a sofa does not fit one', async () => {
    const machines = await call<{ items: Array<{ id: string; carrier_code: string; address: string | null; city: string | null; postcode: string | null }> }>('parcelMachines', [{ search: 'Tallinn' }]);
    const machine = machines.data.items[0]!;
    const at = (cartId: string) =>
      call('setShippingAddressesOnCart', [
        { cart_id: cartId, shipping_addresses: [{ additional_data: { parcel_machine_id: machine.id }, address: { ...person, street: [machine.address ?? ''], city: machine.city ?? '', postcode: machine.postcode ?? '' } }] },
      ]);

    const lampCart = await cartWith(lamp);
    const lampAt = await at(lampCart);
    expect(lampAt.status).toBe(200);
    expect(lampAt.data.cart.shipping_addresses[0]!.parcel_machine?.id).toBe(machine.id);
    const network = method(lampAt.data.cart, machine.carrier_code)!;
    expect(network.available).toBe(true);
    const set = await call('setShippingMethodsOnCart', [{ cart_id: lampCart, shipping_methods: [{ carrier_code: machine.carrier_code, method_code: network.method_code }] }]);
    expect(set.status).toBe(200);
    expect(set.data.cart.shipping_addresses[0]!.selected_shipping_method?.carrier_code).toBe(machine.carrier_code);

    const sofaAt = await at(await cartWith(sofa));
    expect(method(sofaAt.data.cart, machine.carrier_code)).toMatchObject({ available: false, error_message: 'The products do not fit in a parcel machine' });
  });
});

describe('checkout API: address search, home delivery and courier', () => {
  it('finds addresses with street and house; the courier does not serve an island address', async () => {
    const found = await call<{ items: Array<{ place_id: string; street: string | null; house: string | null; city: string | null; postcode: string | null; is_island: boolean }> }>(
      'estonianAddresses',
      ['Pärnu mnt 10'],
    );
    expect(found.status).toBe(200);
    expect(found.data.items.length).toBeGreaterThan(0);
    expect(found.data.items.length).toBeLessThanOrEqual(10);
    const mainland = found.data.items[0]!;
    expect(mainland).toMatchObject({ street: 'Pärnu mnt', is_island: false });

    const island = (await call<{ items: typeof found.data.items }>('estonianAddresses', ['Tallinna tn 2, Kuressaare'])).data.items.find((a) => a.is_island)!;
    expect(island).toBeDefined();

    const cartId = await cartWith(sofa);
    const to = (a: typeof mainland) =>
      call('setShippingAddressesOnCart', [
        { cart_id: cartId, shipping_addresses: [{ additional_data: { place_id: a.place_id }, address: { ...person, street: [`${a.street} ${a.house}`], city: a.city ?? '', postcode: a.postcode ?? '' } }] },
      ]);
    const home = await to(mainland);
    expect(home.data.cart.shipping_addresses[0]!.place_id).toBe(mainland.place_id);
    expect(method(home.data.cart, 'courier')).toMatchObject({ available: true });
    expect(method(home.data.cart, 'home')).toMatchObject({ available: true });

    const onIsland = await to(island);
    expect(method(onIsland.data.cart, 'courier')).toMatchObject({ available: false, error_message: 'Chosen carrier not available for the address' });
    expect(method(onIsland.data.cart, 'home')).toMatchObject({ available: true });
    const refused = await call('setShippingMethodsOnCart', [{ cart_id: cartId, shipping_methods: [{ carrier_code: 'courier', method_code: 'courier' }] }]);
    expect(refused.status).toBe(400);
  });
});

describe('checkout API: delivery services', () => {
  it('adds assembly and utilisation at the backend’s price and takes them off again', async () => {
    const cartId = await cartWith(sofa);
    const before = await call('availableShippingMethods', [cartId]);
    const total = before.data.cart.prices.grand_total.value;
    const on = await call('setDeliveryServicesOnCart', [{ cart_id: cartId, furniture_assembly: true, furniture_utilization: true }]);
    expect(on.status).toBe(200);
    const services = on.data.cart.delivery_services!;
    expect(services).toMatchObject({ furniture_assembly: true, furniture_utilization: true });
    expect(on.data.cart.prices.grand_total.value).toBeCloseTo(total + services.assembly_amount.value + services.utilization_amount.value, 2);
    const off = await call('setDeliveryServicesOnCart', [{ cart_id: cartId, furniture_assembly: false, furniture_utilization: false }]);
    expect(off.data.cart.prices.grand_total.value).toBeCloseTo(total, 2);
  });
});

describe('checkout API: bad input is a 400 with a message, never a 500', () => {
  const cartId = 'a'.repeat(32);
  const address = { ...person, street: ['Pärnu mnt 10'], city: 'Tallinn', postcode: '10141' };
  it.each<[string, string, unknown[]]>([
    ['a price sent with the method', 'setShippingMethodsOnCart', [{ cart_id: cartId, shipping_methods: [{ carrier_code: 'home', method_code: 'standard', amount: 0 }] }]],
    ['a grand total sent with the services', 'setDeliveryServicesOnCart', [{ cart_id: cartId, furniture_assembly: true, furniture_utilization: false, grand_total: 1 }]],
    ['an overlong first name', 'setShippingAddressesOnCart', [{ cart_id: cartId, shipping_addresses: [{ address: { ...address, firstname: 'x'.repeat(256) } }] }]],
    ['an overlong street line', 'setShippingAddressesOnCart', [{ cart_id: cartId, shipping_addresses: [{ address: { ...address, street: ['x'.repeat(256)] } }] }]],
    ['five street lines', 'setShippingAddressesOnCart', [{ cart_id: cartId, shipping_addresses: [{ address: { ...address, street: ['a', 'b', 'c', 'd', 'e'] } }] }]],
    ['two shipping addresses', 'setShippingAddressesOnCart', [{ cart_id: cartId, shipping_addresses: [{ address }, { address }] }]],
    ['a field Magento has but the checkout never sends', 'setShippingAddressesOnCart', [{ cart_id: cartId, shipping_addresses: [{ address: { ...address, fax: '1' } }] }]],
    ['a malformed cart id', 'availableShippingMethods', ['not-a-cart']],
    ['an overlong address search', 'estonianAddresses', ['x'.repeat(101)]],
    ['an empty address search', 'estonianAddresses', ['  ']],
    ['an overlong parcel machine search', 'parcelMachines', [{ search: 'x'.repeat(101) }]],
    ['an unknown argument to pickupLocations', 'pickupLocations', [{ radius: 5 }]],
  ])('%s', async (_name, name, args) => {
    const reply = await call(name, args);
    expect(reply.status).toBe(400);
    expect(reply.error?.message).toMatch(/^Invalid arguments: ./);
  });

  it('a cart the backend does not know is a 400 with Magento’s message', async () => {
    const reply = await call('availableShippingMethods', ['b'.repeat(32)]);
    expect(reply.status).toBe(400);
    expect(reply.error?.message).toContain('Could not find a cart');
  });

  it("a name with characters no name has (script tags) is refused with the form's message; Mari-Liis O'Neill passes (issue 17 item 12)", async () => {
    const id = await cartWith(sofa);
    const reply = await call('setShippingAddressesOnCart', [{ cart_id: id, shipping_addresses: [{ address: { ...address, firstname: '<script>alert(1)</script>' } }] }]);
    expect(reply.status).toBe(400);
    expect(reply.error?.message).toBe('Invalid arguments: Lubatud on ainult tähed, numbrid ja tühikud');
    const named = await call('setShippingAddressesOnCart', [{ cart_id: id, shipping_addresses: [{ address: { ...address, firstname: 'Mari-Liis', lastname: "O'Neill" } }] }]);
    expect(named.status).toBe(200);
    const data = named.data as unknown as { cart: { shipping_addresses: Array<{ firstname: string; lastname: string }> } };
    expect(data.cart.shipping_addresses[0]).toMatchObject({ firstname: 'Mari-Liis', lastname: "O'Neill" });
  });
});
