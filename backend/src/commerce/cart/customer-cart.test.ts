// The signed-in customer's cart over the public GraphQL surface, as Magento 2.4.7 answers
// (QuoteGraphQl CustomerCart, MergeCarts, GetCartForUser; api-functional Customer/MergeCartsTest,
// Customer/GetCustomerCartTest): one active cart per customer, usable only by its owner, a guest
// cart merged into it, saved addresses of the customer's own address book, and the order it
// places belonging to the customer.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { postGraphql, seeded } from '../../../test/graphql-request';
import { firstError, gql, insertCustomer, signIn } from '../../customers/test-customers';
import { spareSkus, stockOf, TALLINN } from '../orders/order-test-helpers';

const CART_FIELDS = `id email total_quantity items { quantity product { sku } }`;
const CUSTOMER_CART = `{ customerCart { ${CART_FIELDS} } }`;
const ADD = `mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { id } user_errors { message } } }`;
const MERGE = `mutation ($source: String!, $destination: String) { mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { ${CART_FIELDS} } }`;
const CART = `query ($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`;
const SHIPPING = `mutation ($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { shipping_addresses { firstname street city postcode telephone } } } }`;
const BILLING = `mutation ($input: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $input) { cart { billing_address { firstname street city } } } }`;

type Item = { sku: string; quantity: number; parent_sku?: string };

async function newCustomer(): Promise<{ id: number; email: string; token: string }> {
  const { id, email, password } = await insertCustomer();
  return { id, email, token: await signIn(email, password) };
}

async function customerCartId(token: string): Promise<string> {
  return (await gql(CUSTOMER_CART, {}, token)).data.customerCart.id;
}

async function fill(cartId: string, items: Item[], token?: string): Promise<void> {
  const body = await gql(ADD, { id: cartId, items }, token);
  expect(body.errors).toBeUndefined();
  expect(body.data.addProductsToCart.user_errors).toEqual([]);
}

async function guestCart(items: Item[]): Promise<string> {
  const id = (await postGraphql<{ createEmptyCart: string }>('mutation { createEmptyCart }')).body.data!.createEmptyCart;
  await fill(id, items);
  return id;
}

const quantities = (cart: { items: Array<{ quantity: number; product: { sku: string } }> }) => Object.fromEntries(cart.items.map((i) => [i.product.sku, i.quantity]));

async function insertAddress(customerId: number): Promise<number> {
  const at = new Date().toISOString();
  const row = await env.DB.prepare(
    `INSERT INTO customer_addresses (customer_id, firstname, lastname, telephone, street, city, region, postcode, country_code, created_at, updated_at)
     VALUES (?, 'Kati', 'Karu', '+37255555555', '["Riia 12", "4"]', 'Tartu', 'Tartumaa', '51013', 'EE', ?, ?) RETURNING id`,
  ).bind(customerId, at, at).first<{ id: number }>();
  return row!.id;
}

beforeAll(seeded);

describe('customerCart', () => {
  it('a guest gets Magento\'s authorization error', async () => {
    expect(firstError(await gql(CUSTOMER_CART))).toEqual({ message: 'The request is allowed for logged in customer', category: 'graphql-authorization' });
  });

  it('creates the customer\'s cart once and answers it again; createEmptyCart names the same cart; its e-mail is the account\'s', async () => {
    const customer = await newCustomer();
    const first = (await gql(CUSTOMER_CART, {}, customer.token)).data.customerCart;
    expect(first).toMatchObject({ id: expect.stringMatching(/^[A-Za-z0-9]{32}$/), email: customer.email, total_quantity: 0 });
    expect(await customerCartId(customer.token)).toBe(first.id);
    expect((await gql('mutation { createEmptyCart }', {}, customer.token)).data.createEmptyCart).toBe(first.id);
  });

  it('only its owner may use it by its masked id; a signed-in customer may not use a guest\'s cart', async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const id = await customerCartId(owner.token);
    const refused = { message: `The current user cannot perform operations on cart "${id}"`, category: 'graphql-authorization' };
    expect(firstError(await gql(CART, { id }))).toEqual(refused);
    expect(firstError(await gql(CART, { id }, other.token))).toEqual(refused);
    expect(firstError(await gql(ADD, { id, items: [{ sku: 'MP10006', quantity: 1 }] }, other.token))).toEqual(refused);
    const guest = await guestCart([{ sku: 'MP10006', quantity: 1 }]);
    expect(firstError(await gql(CART, { id: guest }, owner.token))).toEqual({ message: `The current user cannot perform operations on cart "${guest}"`, category: 'graphql-authorization' });
  });
});

describe('mergeCarts', () => {
  it('adds the guest cart\'s lines to the customer\'s (same SKU: quantities added) and deactivates the guest cart', async () => {
    const customer = await newCustomer();
    const destination = await customerCartId(customer.token);
    await fill(destination, [{ sku: 'MP10006', quantity: 1 }], customer.token);
    const source = await guestCart([{ sku: 'MP10006', quantity: 2 }, { sku: 'MP10005', quantity: 1 }, { sku: 'MP10002-HALL', parent_sku: 'MP10002', quantity: 1 }]);
    const merged = (await gql(MERGE, { source, destination }, customer.token)).data.mergeCarts;
    expect(merged.id).toBe(destination);
    expect(quantities(merged)).toEqual({ MP10006: 3, MP10005: 1, MP10002: 1 });
    expect(merged.total_quantity).toBe(5);
    expect(firstError(await gql(CART, { id: source }))).toEqual({ message: "The cart isn't active.", category: 'graphql-no-such-entity' });
  });

  it('without destination_cart_id uses (or creates) the customer\'s cart', async () => {
    const customer = await newCustomer();
    const source = await guestCart([{ sku: 'MP10003', quantity: 1 }]);
    const merged = (await gql(MERGE, { source }, customer.token)).data.mergeCarts;
    expect(merged.id).toBe(await customerCartId(customer.token));
    expect(quantities(merged)).toEqual({ MP10003: 1 });
  });

  it('a sum the stock cannot sell keeps the guest\'s quantity instead of the customer\'s (Magento\'s CartQuantityValidator)', async () => {
    const [sku] = await spareSkus(1, 12);
    await stockOf(sku!, 3);
    const customer = await newCustomer();
    const destination = await customerCartId(customer.token);
    await fill(destination, [{ sku: sku!, quantity: 2 }], customer.token);
    const source = await guestCart([{ sku: sku!, quantity: 2 }]);
    expect(quantities((await gql(MERGE, { source, destination }, customer.token)).data.mergeCarts)).toEqual({ [sku!]: 2 });
  });

  it.each([
    ['a guest', { source: 'x'.repeat(32), destination: 'y'.repeat(32) }, false, "The current customer isn't authorized.", 'graphql-authorization'],
    ['an empty source', { source: '', destination: 'y'.repeat(32) }, true, 'Required parameter "source_cart_id" is missing', 'graphql-input'],
    ['an empty destination', { source: 'x'.repeat(32), destination: '' }, true, 'The parameter "destination_cart_id" cannot be empty', 'graphql-input'],
    ['an unknown source', { source: 'x'.repeat(32) }, true, `Could not find a cart with ID "${'x'.repeat(32)}"`, 'graphql-no-such-entity'],
  ])('%s: Magento\'s error', async (_name, variables, signedIn, message, category) => {
    const token = signedIn ? (await newCustomer()).token : undefined;
    expect(firstError(await gql(MERGE, variables, token))).toEqual({ message, category });
  });

  it('never merges another customer\'s cart, as source or destination (MergeCartsTest::testMergeTwoCustomerCarts)', async () => {
    const me = await newCustomer();
    const other = await newCustomer();
    const theirs = await customerCartId(other.token);
    const mine = await customerCartId(me.token);
    const guest = await guestCart([{ sku: 'MP10006', quantity: 1 }]);
    expect(firstError(await gql(MERGE, { source: theirs, destination: mine }, me.token)).message).toBe(`The current user cannot perform operations on cart "${theirs}"`);
    expect(firstError(await gql(MERGE, { source: guest, destination: theirs }, me.token)).message).toBe(`The current user cannot perform operations on cart "${theirs}"`);
    // The refused merge left the guest cart as it was, still active.
    expect(quantities((await gql(CART, { id: guest })).data.cart)).toEqual({ MP10006: 1 });
  });
});

describe('saved addresses on the customer\'s cart', () => {
  it('customer_address_id of the customer\'s own address book fills the shipping and billing address', async () => {
    const customer = await newCustomer();
    const addressId = await insertAddress(customer.id);
    const cart_id = await customerCartId(customer.token);
    await fill(cart_id, [{ sku: 'MP10006', quantity: 1 }], customer.token);
    const shipping = await gql(SHIPPING, { input: { cart_id, shipping_addresses: [{ customer_address_id: addressId }] } }, customer.token);
    expect(shipping.errors).toBeUndefined();
    expect(shipping.data.setShippingAddressesOnCart.cart.shipping_addresses).toEqual([{ firstname: 'Kati', street: ['Riia 12', '4'], city: 'Tartu', postcode: '51013', telephone: '+37255555555' }]);
    const billing = await gql(BILLING, { input: { cart_id, billing_address: { customer_address_id: addressId } } }, customer.token);
    expect(billing.data.setBillingAddressOnCart.cart.billing_address).toEqual({ firstname: 'Kati', street: ['Riia 12', '4'], city: 'Tartu' });
  });

  it('another customer\'s address, an unknown one and a guest\'s request get Magento\'s errors', async () => {
    const customer = await newCustomer();
    const other = await newCustomer();
    const theirs = await insertAddress(other.id);
    const cart_id = await customerCartId(customer.token);
    await fill(cart_id, [{ sku: 'MP10006', quantity: 1 }], customer.token);
    const set = (id: number, token?: string, cart = cart_id) => gql(SHIPPING, { input: { cart_id: cart, shipping_addresses: [{ customer_address_id: id }] } }, token);
    expect(firstError(await set(theirs, customer.token))).toEqual({ message: `Current customer does not have permission to address with ID "${theirs}"`, category: 'graphql-authorization' });
    expect(firstError(await gql(BILLING, { input: { cart_id, billing_address: { customer_address_id: theirs } } }, customer.token)).category).toBe('graphql-authorization');
    expect(firstError(await set(99999999, customer.token))).toEqual({ message: 'Could not find a address with ID "99999999"', category: 'graphql-no-such-entity' });
    const guest = await guestCart([{ sku: 'MP10006', quantity: 1 }]);
    expect(firstError(await set(theirs, undefined, guest))).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
  });
});

describe('placeOrder of a customer\'s cart', () => {
  it('the order belongs to the customer: their e-mail, listed in Customer.orders, not readable by its guest token', async () => {
    const customer = await newCustomer();
    const cart_id = await customerCartId(customer.token);
    await fill(cart_id, [{ sku: 'MP10008', quantity: 1 }], customer.token);
    const ok = async (document: string, input: Record<string, unknown>) => expect((await gql(document, { input }, customer.token)).errors).toBeUndefined();
    await ok(`mutation ($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { id } } }`, { cart_id, shipping_addresses: [{ address: TALLINN, pickup_location_code: 'pea' }] });
    await ok(`mutation ($input: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $input) { cart { id } } }`, { cart_id, shipping_methods: [{ carrier_code: 'instore', method_code: 'pickup' }] });
    await ok(`mutation ($input: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $input) { cart { id } } }`, { cart_id, billing_address: { same_as_shipping: true } });
    await ok(`mutation ($input: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $input) { cart { id } } }`, { cart_id, payment_method: { code: 'invoice' } });
    const placed = await gql(`mutation ($input: PlaceOrderInput) { placeOrder(input: $input) { orderV2 { number email token } errors { message } } }`, { input: { cart_id } }, customer.token);
    expect(placed.data.placeOrder.errors).toEqual([]);
    const order = placed.data.placeOrder.orderV2;
    expect(order.email).toBe(customer.email);
    const row = await env.DB.prepare('SELECT customer_id FROM orders WHERE number = ?').bind(order.number).first<{ customer_id: number }>();
    expect(row!.customer_id).toBe(customer.id);
    const history = (await gql(`{ customer { orders { total_count items { number } } } }`, {}, customer.token)).data.customer.orders;
    expect(history).toEqual({ total_count: 1, items: [{ number: order.number }] });
    expect(firstError(await gql(`query ($token: String!) { guestOrderByToken(input: { token: $token }) { number } }`, { token: order.token }))).toEqual({
      message: 'Please login to view the order.',
      category: 'graphql-authorization',
    });
    // A new active cart afterwards.
    expect(await customerCartId(customer.token)).not.toBe(cart_id);
  });
});
