// Guest carts over the public GraphQL surface, each behaviour against Magento 2.4.7's messages
// (dev/tests/api-functional/testsuite/Magento/GraphQl/Quote/Guest in magento/magento2) and the
// rows it leaves in D1.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLResolveInfo } from 'graphql';
import { getGraphql, postGraphql, queryData, seeded } from '../../../test/graphql-request';
import { createCommerceContext } from '../context';
import { cartResolvers } from './cart';

const CART = `id total_quantity applied_coupons { code }
  items { __typename id uid quantity is_available product { sku }
    prices { price { value currency } price_including_tax { value } row_total { value } row_total_including_tax { value } total_item_discount { value } }
    ... on ConfigurableCartItem { configured_variant { sku } configurable_options { option_label value_label configurable_product_option_value_uid } } }
  prices { grand_total { value currency } subtotal_including_tax { value } subtotal_excluding_tax { value } applied_taxes { label amount { value } } discounts { label } }`;

const ADD = `mutation Add($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART} } user_errors { code message } } }`;
const UPDATE = `mutation Update($input: UpdateCartItemsInput) { updateCartItems(input: $input) { cart { ${CART} } } }`;
const REMOVE = `mutation Remove($input: RemoveItemFromCartInput) { removeItemFromCart(input: $input) { cart { ${CART} } } }`;
const GET_CART = `query Cart($id: String!) { cart(cart_id: $id) { ${CART} } }`;

type Item = { sku: string; quantity: number; parent_sku?: string; selected_options?: string[] };
type CartRowDb = { id: number; cart_id: number; sku: string; parent_sku: string | null; quantity: number; selected_options: string };

async function newCart(): Promise<string> {
  const { body } = await postGraphql<{ createEmptyCart: string }>('mutation { createEmptyCart }');
  expect(body.errors).toBeUndefined();
  return body.data!.createEmptyCart;
}
const add = (cartId: string, items: Item[]) => postGraphql(ADD, { cartId, items });
const rowsOf = async (maskedId: string) =>
  (await env.DB.prepare('SELECT i.* FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.masked_id = ? ORDER BY i.id').bind(maskedId).all<CartRowDb>()).results;

/** uid of a colour of MP10002, as the product page sends it. */
let colourUid: (label: string) => string;

beforeAll(async () => {
  await seeded();
  const data = await queryData(`{ products(filter: { sku: { eq: "MP10002" } }) { items { ... on ConfigurableProduct { configurable_options { values { uid label } } } } } }`);
  const values: Array<{ uid: string; label: string }> = data.products.items[0].configurable_options[0].values;
  colourUid = (label) => values.find((v) => v.label === label)!.uid;
});

describe('createEmptyCart and cart(cart_id)', () => {
  it('creates an active guest cart with a masked 32-character id, read back empty with zero totals', async () => {
    const id = await newCart();
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(await newCart()).not.toBe(id);
    const row = await env.DB.prepare('SELECT * FROM carts WHERE masked_id = ?').bind(id).first<{ is_active: number; customer_id: number | null }>();
    expect(row).toMatchObject({ is_active: 1, customer_id: null });
    const { body } = await postGraphql(GET_CART, { id });
    expect(body.data.cart).toMatchObject({ id, total_quantity: 0, items: [], prices: { grand_total: { value: 0, currency: 'EUR' }, applied_taxes: [] } });
  });

  it('a GET cart query is never cacheable (Magento: @cache(cacheable: false))', async () => {
    const id = await newCart();
    const { response, body } = await getGraphql(GET_CART, { id });
    expect(body.errors).toBeUndefined();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('takes a client-chosen id of 32 letters and digits once: "Cart with ID … already exists.", "Cart ID length should to be 32 symbols."', async () => {
    const chosen = 'a'.repeat(16) + 'B'.repeat(15) + '7';
    const create = (cart_id: string) => postGraphql(`mutation C($cart_id: String) { createEmptyCart(input: { cart_id: $cart_id }) }`, { cart_id });
    expect((await create(chosen)).body.data.createEmptyCart).toBe(chosen);
    expect((await create(chosen)).body.errors![0]).toMatchObject({ message: `Cart with ID "${chosen}" already exists.`, extensions: { category: 'graphql-already-exists' } });
    expect((await create('short')).body.errors![0]).toMatchObject({ message: 'Cart ID length should to be 32 symbols.', extensions: { category: 'graphql-input' } });
    expect((await create('<script>'.repeat(4))).body.errors![0]!.extensions.category).toBe('graphql-input');
  });

  it('answers an unknown, malformed or empty cart id with Magento\'s errors, never a 500', async () => {
    for (const id of ['non_existent_masked_id', 'x'.repeat(32), '"; DROP TABLE carts; --', 'ä'.repeat(32)]) {
      const { response, body } = await postGraphql(GET_CART, { id });
      expect(response.status).toBe(200);
      expect(body.errors![0]).toMatchObject({ message: `Could not find a cart with ID "${id}"`, extensions: { category: 'graphql-no-such-entity' } });
    }
    const empty = await postGraphql(GET_CART, { id: '' });
    expect(empty.body.errors![0]).toMatchObject({ message: 'Required parameter "cart_id" is missing', extensions: { category: 'graphql-input' } });
    const addToNone = await add('non_existent_masked_id', [{ sku: 'MP10005', quantity: 1 }]);
    expect(addToNone.body.errors![0]!.message).toBe('Could not find a cart with ID "non_existent_masked_id"');
    expect((await add('', [{ sku: 'MP10005', quantity: 1 }])).body.errors![0]!.message).toBe('Required parameter "cartId" is missing');
  });

  it('a customer\'s cart is not a guest\'s to read or fill: "The current user cannot perform operations on cart …"', async () => {
    const id = await newCart();
    await env.DB.prepare('UPDATE carts SET customer_id = 42 WHERE masked_id = ?').bind(id).run();
    const expected = { message: `The current user cannot perform operations on cart "${id}"`, extensions: { category: 'graphql-authorization' } };
    expect((await postGraphql(GET_CART, { id })).body.errors![0]).toMatchObject(expected);
    expect((await add(id, [{ sku: 'MP10006', quantity: 1 }])).body.errors![0]).toMatchObject(expected);
    expect(await rowsOf(id)).toEqual([]);
  });

  it('an inactive (ordered) cart answers "The cart isn\'t active."', async () => {
    const id = await newCart();
    await env.DB.prepare('UPDATE carts SET is_active = 0 WHERE masked_id = ?').bind(id).run();
    const { body } = await postGraphql(GET_CART, { id });
    expect(body.errors![0]).toMatchObject({ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } });
  });

  it('an inactive customer cart is "not active" before it is "not yours" (GetCartForUser checks in that order)', async () => {
    const id = await newCart();
    await env.DB.prepare('UPDATE carts SET is_active = 0, customer_id = 42 WHERE masked_id = ?').bind(id).run();
    const { body } = await postGraphql(GET_CART, { id });
    expect(body.errors![0]).toMatchObject({ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } });
  });
});

describe('addProductsToCart', () => {
  it('adds a simple product priced at its tier price, VAT 24 % taken out of the VAT-inclusive price, and stores the line', async () => {
    const id = await newCart();
    const { body } = await add(id, [{ sku: 'MP10005', quantity: 3 }]);
    expect(body.errors).toBeUndefined();
    const { cart, user_errors } = body.data.addProductsToCart;
    expect(user_errors).toEqual([]);
    // MP10005: special price 84.99, from 2 pieces 79.99 each; 239.97 with VAT, of which 46.45 VAT.
    expect(cart.items).toEqual([
      expect.objectContaining({
        __typename: 'SimpleCartItem',
        quantity: 3,
        is_available: true,
        product: { sku: 'MP10005' },
        prices: {
          price: { value: 64.51, currency: 'EUR' },
          price_including_tax: { value: 79.99 },
          row_total: { value: 193.52 },
          row_total_including_tax: { value: 239.97 },
          total_item_discount: { value: 0 },
        },
      }),
    ]);
    expect(atob(cart.items[0].uid)).toBe(cart.items[0].id);
    expect(cart.total_quantity).toBe(3);
    expect(cart.prices).toEqual({
      grand_total: { value: 239.97, currency: 'EUR' },
      subtotal_including_tax: { value: 239.97 },
      subtotal_excluding_tax: { value: 193.52 },
      applied_taxes: [{ label: 'KM 24%', amount: { value: 46.45 } }],
      discounts: [],
    });
    expect(cart.applied_coupons).toBeNull();
    expect(await rowsOf(id)).toEqual([expect.objectContaining({ sku: 'MP10005', parent_sku: null, quantity: 3, selected_options: '[]' })]);
  });

  it('merges a product added twice (in one call or two) into one line with the summed quantity', async () => {
    const id = await newCart();
    await add(id, [{ sku: 'MP10006', quantity: 1 }, { sku: 'MP10006', quantity: 1 }]);
    const { body } = await add(id, [{ sku: 'MP10006', quantity: 2 }]);
    expect(body.data.addProductsToCart.cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([4]);
    expect((await rowsOf(id)).map((r) => [r.sku, r.quantity])).toEqual([['MP10006', 4]]);
  });

  it('partial success: good lines are added, bad ones come back as user_errors (PRODUCT_NOT_FOUND, INSUFFICIENT_STOCK "The requested qty is not available")', async () => {
    const id = await newCart();
    const { body } = await add(id, [
      { sku: 'MP10005', quantity: 1 },
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: 'MP10003', quantity: 3 }, // sold from stock only, 2 in stock
    ]);
    expect(body.errors).toBeUndefined();
    expect(body.data.addProductsToCart.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
    ]);
    expect(body.data.addProductsToCart.cart.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual(['MP10005']);
    expect((await rowsOf(id)).map((r) => r.sku)).toEqual(['MP10005']);
  });

  it('counts what the cart already holds against the stock: 2 of MP10003 fit, a third does not', async () => {
    const id = await newCart();
    expect((await add(id, [{ sku: 'MP10003', quantity: 2 }])).body.data.addProductsToCart.user_errors).toEqual([]);
    const { body } = await add(id, [{ sku: 'MP10003', quantity: 1 }]);
    expect(body.data.addProductsToCart.user_errors).toEqual([{ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }]);
    expect((await rowsOf(id)).map((r) => r.quantity)).toEqual([2]);
  });

  it('adds the variant a configurable product\'s selected option names, as a ConfigurableCartItem of the parent', async () => {
    const id = await newCart();
    const { body } = await add(id, [{ sku: 'MP10002', quantity: 1, selected_options: [colourUid('Sinine')] }]);
    expect(body.data.addProductsToCart.user_errors).toEqual([]);
    const [item] = body.data.addProductsToCart.cart.items;
    expect(item).toMatchObject({
      __typename: 'ConfigurableCartItem',
      product: { sku: 'MP10002' },
      configured_variant: { sku: 'MP10002-SININE' },
      configurable_options: [{ value_label: 'Sinine', configurable_product_option_value_uid: colourUid('Sinine') }],
      prices: { price_including_tax: { value: 663.99 }, row_total_including_tax: { value: 663.99 } },
    });
    expect(await rowsOf(id)).toEqual([
      expect.objectContaining({ sku: 'MP10002-SININE', parent_sku: 'MP10002', quantity: 1, selected_options: JSON.stringify([colourUid('Sinine')]) }),
    ]);
    // The variant's own SKU with its parent_sku lands on the same line.
    const again = await add(id, [{ sku: 'MP10002-SININE', parent_sku: 'MP10002', quantity: 1 }]);
    expect(again.body.data.addProductsToCart.cart.items).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it('a configurable product without a variant, or with a sold-out one: "You need to choose options for your item." / NOT_SALABLE', async () => {
    const id = await newCart();
    const { body } = await add(id, [
      { sku: 'MP10002', quantity: 1 },
      { sku: 'MP10002', quantity: 1, selected_options: ['bm90LWEtdWlk'] },
      { sku: 'MP10002', quantity: 1, selected_options: [colourUid('Roheline')] },
      { sku: 'MP10002-HALL', parent_sku: 'MP10007', quantity: 1 },
    ]);
    expect(body.data.addProductsToCart.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'You need to choose options for your item.' },
      { code: 'UNDEFINED', message: 'You need to choose options for your item.' },
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' },
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "MP10007"' },
    ]);
    expect(await rowsOf(id)).toEqual([]);
  });

  it('rejects quantities 0, negative, fractional and over 10000 with Magento 2.4.7\'s messages and codes, storing nothing', async () => {
    const id = await newCart();
    const { response, body } = await add(id, [
      { sku: 'MP10006', quantity: 0 },
      { sku: 'MP10006', quantity: -2 },
      { sku: 'MP10006', quantity: 1.5 },
      { sku: 'MP10008', quantity: 1e9 },
      { sku: 'MP10008', quantity: 10000.5 },
    ]);
    expect(response.status).toBe(200);
    // 2.4.7's max-sale-qty text matches none of AddProductsToCartError's codes: UNDEFINED. The
    // maximum is checked before the decimal rule (MSI IsCorrectQtyCondition: min, max, increments, decimal).
    const tooMany = { code: 'UNDEFINED', message: 'The requested qty exceeds the maximum qty allowed in shopping cart' };
    expect(body.data.addProductsToCart.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'The product quantity should be greater than 0' },
      { code: 'UNDEFINED', message: 'The product quantity should be greater than 0' },
      { code: 'UNDEFINED', message: 'You cannot use decimal quantity for this product.' },
      tooMany,
      tooMany,
    ]);
    expect(await rowsOf(id)).toEqual([]);
  });

  it('a made-to-order product (backorder) is not limited by stock', async () => {
    const id = await newCart();
    const { body } = await add(id, [{ sku: 'MP10008', quantity: 25 }]);
    expect(body.data.addProductsToCart.user_errors).toEqual([]);
    expect(body.data.addProductsToCart.cart.items).toEqual([expect.objectContaining({ quantity: 25, is_available: true })]);
  });

  it('refuses more than 100 lines in one call with a message, storing nothing', async () => {
    const id = await newCart();
    const { response, body } = await add(id, Array.from({ length: 101 }, () => ({ sku: 'MP10006', quantity: 1 })));
    expect(response.status).toBe(200);
    expect(body.errors![0]).toMatchObject({ message: 'No more than 100 cart items can be changed in one request.', extensions: { category: 'graphql-input' } });
    expect(await rowsOf(id)).toEqual([]);
  });

  it('ignores any price the client sends: the cart is priced from the catalogue only', async () => {
    const id = await newCart();
    const { body } = await postGraphql(
      `mutation { addProductsToCart(cartId: "${id}", cartItems: [{ sku: "MP10005", quantity: 1, price: 0.01 }]) { user_errors { code } } }`,
    );
    expect(body.errors![0]!.extensions.category).toBe('graphql');
    expect(await rowsOf(id)).toEqual([]);
  });
});

describe('updateCartItems', () => {
  it('sets a line\'s quantity and reprices it (tier price from 4)', async () => {
    const id = await newCart();
    const item = (await add(id, [{ sku: 'MP10005', quantity: 1 }])).body.data.addProductsToCart.cart.items[0];
    const { body } = await postGraphql(UPDATE, { input: { cart_id: id, cart_items: [{ cart_item_uid: item.uid, quantity: 4 }] } });
    expect(body.errors).toBeUndefined();
    expect(body.data.updateCartItems.cart.items[0]).toMatchObject({ quantity: 4, prices: { price_including_tax: { value: 75.99 }, row_total_including_tax: { value: 303.96 } } });
    expect((await rowsOf(id)).map((r) => r.quantity)).toEqual([4]);
  });

  it('quantity 0 removes the line (testRemoveCartItemIfQuantityIsZero)', async () => {
    const id = await newCart();
    const item = (await add(id, [{ sku: 'MP10006', quantity: 2 }])).body.data.addProductsToCart.cart.items[0];
    const { body } = await postGraphql(UPDATE, { input: { cart_id: id, cart_items: [{ cart_item_id: Number(item.id), quantity: 0 }] } });
    expect(body.data.updateCartItems.cart).toMatchObject({ items: [], total_quantity: 0 });
    expect(await rowsOf(id)).toEqual([]);
  });

  it('refuses more than the stock, a fraction, an unknown item and a missing quantity, leaving the line as it was', async () => {
    const id = await newCart();
    const item = (await add(id, [{ sku: 'MP10003', quantity: 1 }])).body.data.addProductsToCart.cart.items[0];
    const update = (cart_items: unknown[]) => postGraphql(UPDATE, { input: { cart_id: id, cart_items } });
    // UpdateCartItem::validateCartItem prefixes the stock rule's text with the line's SKU.
    const cases: Array<[unknown[], string, string]> = [
      [[{ cart_item_uid: item.uid, quantity: 3 }], 'Could not update the product with SKU MP10003: The requested qty is not available', 'graphql-input'],
      [[{ cart_item_uid: item.uid, quantity: 1.5 }], 'Could not update the product with SKU MP10003: You cannot use decimal quantity for this product.', 'graphql-input'],
      [
        [{ cart_item_uid: item.uid, quantity: 10001 }],
        'Could not update the product with SKU MP10003: The requested qty exceeds the maximum qty allowed in shopping cart',
        'graphql-input',
      ],
      [[{ cart_item_id: 999999, quantity: 2 }], 'Could not find cart item with id: 999999.', 'graphql-no-such-entity'],
      [[{ cart_item_uid: item.uid }], 'Required parameter "quantity" for "cart_items" is missing.', 'graphql-input'],
      [[{ quantity: 2 }], 'Required parameter "cart_item_id" for "cart_items" is missing.', 'graphql-input'],
      [[{ cart_item_id: 0, quantity: 2 }], 'Required parameter "cart_item_id" for "cart_items" is missing.', 'graphql-input'],
      [[{ cart_item_id: Number(item.id), cart_item_uid: item.uid, quantity: 2 }], "`cart_item_id` and `cart_item_uid` can't be used at the same time.", 'graphql-input'],
      [[{ cart_item_uid: '###', quantity: 1 }], 'Value of uid "###" is incorrect.', 'graphql-input'],
      [[], 'Required parameter "cart_items" is missing.', 'graphql-input'],
    ];
    for (const [items, message, category] of cases) {
      const { response, body } = await update(items);
      expect(response.status).toBe(200);
      expect(body.errors![0]).toMatchObject({ message, extensions: { category } });
    }
    expect((await rowsOf(id)).map((r) => r.quantity)).toEqual([1]);
  });

  it('cannot touch another cart\'s item: "Could not find cart item with id: …"', async () => {
    const mine = await newCart();
    const theirs = await newCart();
    const their = (await add(theirs, [{ sku: 'MP10006', quantity: 1 }])).body.data.addProductsToCart.cart.items[0];
    const { body } = await postGraphql(UPDATE, { input: { cart_id: mine, cart_items: [{ cart_item_id: Number(their.id), quantity: 3 }] } });
    expect(body.errors![0]!.message).toBe(`Could not find cart item with id: ${their.id}.`);
    expect((await rowsOf(theirs)).map((r) => r.quantity)).toEqual([1]);
  });
});

describe('removeItemFromCart', () => {
  it('removes a line by uid; removing it again answers "The cart doesn\'t contain the item"', async () => {
    const id = await newCart();
    const items = (await add(id, [{ sku: 'MP10006', quantity: 1 }, { sku: 'MP10005', quantity: 1 }])).body.data.addProductsToCart.cart.items;
    const remove = () => postGraphql(REMOVE, { input: { cart_id: id, cart_item_uid: items[0].uid } });
    const { body } = await remove();
    expect(body.errors).toBeUndefined();
    expect(body.data.removeItemFromCart.cart.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual(['MP10005']);
    expect((await rowsOf(id)).map((r) => r.sku)).toEqual(['MP10005']);
    expect((await remove()).body.errors![0]).toMatchObject({ message: "The cart doesn't contain the item", extensions: { category: 'graphql-no-such-entity' } });
  });

  it('answers a missing, doubled or bad item id and an unknown cart with Magento\'s messages, in its order', async () => {
    const id = await newCart();
    const [item] = (await add(id, [{ sku: 'MP10006', quantity: 1 }])).body.data.addProductsToCart.cart.items;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ cart_id: id }, 'Required parameter "cart_item_id" is missing.', 'graphql-input'],
      [{ cart_id: id, cart_item_id: Number(item.id), cart_item_uid: item.uid }, "`cart_item_id` and `cart_item_uid` can't be used at the same time.", 'graphql-input'],
      // the uid is read before anything else, the cart before the item argument
      [{ cart_id: 'non_existent_masked_id', cart_item_uid: '###' }, 'Value of uid "###" is incorrect.', 'graphql-input'],
      [{ cart_id: 'non_existent_masked_id' }, 'Could not find a cart with ID "non_existent_masked_id"', 'graphql-no-such-entity'],
      [{ cart_id: '', cart_item_uid: item.uid }, 'Required parameter "cart_id" is missing.', 'graphql-input'],
    ];
    for (const [input, message, category] of cases) {
      const { response, body } = await postGraphql(REMOVE, { input });
      expect(response.status).toBe(200);
      expect(body.errors![0]).toMatchObject({ message, extensions: { category } });
    }
    expect((await rowsOf(id)).map((r) => r.sku)).toEqual(['MP10006']);
  });
});

describe('setGuestEmailOnCart', () => {
  const SET_EMAIL = `mutation E($input: SetGuestEmailOnCartInput) { setGuestEmailOnCart(input: $input) { cart { id email } } }`;

  it('stores the guest\'s e-mail as typed and reads it back on the cart (testSetGuestEmailOnCart)', async () => {
    const id = await newCart();
    const { body } = await postGraphql(SET_EMAIL, { input: { cart_id: id, email: 'mari.maasikas@example.ee' } });
    expect(body.errors).toBeUndefined();
    expect(body.data.setGuestEmailOnCart.cart).toEqual({ id, email: 'mari.maasikas@example.ee' });
    expect((await postGraphql(`query C($id: String!) { cart(cart_id: $id) { email } }`, { id })).body.data.cart.email).toBe('mari.maasikas@example.ee');
    const row = await env.DB.prepare('SELECT email FROM carts WHERE masked_id = ?').bind(id).first<{ email: string }>();
    expect(row!.email).toBe('mari.maasikas@example.ee');
  });

  it('refuses a bad or missing e-mail and an unknown cart with Magento\'s messages, leaving the cart without one', async () => {
    const id = await newCart();
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ cart_id: id, email: 'some' }, 'Invalid email format', 'graphql-input'],
      [{ cart_id: id, email: '<script>alert(1)</script>@example.ee' }, 'Invalid email format', 'graphql-input'],
      [{ cart_id: id, email: `${'a'.repeat(250)}@example.ee` }, 'Invalid email format', 'graphql-input'],
      [{ cart_id: id, email: '' }, 'Required parameter "email" is missing', 'graphql-input'],
      [{ cart_id: '', email: 'some@user.com' }, 'Required parameter "cart_id" is missing', 'graphql-input'],
      [{ cart_id: 'non_existent_masked_id', email: 'some@user.com' }, 'Could not find a cart with ID "non_existent_masked_id"', 'graphql-no-such-entity'],
    ];
    for (const [input, message, category] of cases) {
      const { response, body } = await postGraphql(SET_EMAIL, { input });
      expect(response.status).toBe(200);
      expect(body.errors![0]).toMatchObject({ message, extensions: { category } });
    }
    const row = await env.DB.prepare('SELECT email FROM carts WHERE masked_id = ?').bind(id).first<{ email: string | null }>();
    expect(row!.email).toBeNull();
  });

  it('a signed-in customer is refused before the cart is looked up: "The request is not allowed for logged in customers"', async () => {
    // No customer accounts exist yet (every token is a guest's), so the resolver is called directly.
    const customer = createCommerceContext(env.DB, 'http://localhost', { customer: { id: 7, email: 'mari@example.ee', firstname: 'Mari', lastname: 'Maasikas', account_type: 'customer', id_number: null }, store: { code: 'default' } });
    const call = cartResolvers.Mutation.setGuestEmailOnCart({}, { input: { cart_id: 'non_existent_masked_id', email: 'mari@example.ee' } }, customer, {} as GraphQLResolveInfo);
    await expect(call).rejects.toMatchObject({ message: 'The request is not allowed for logged in customers', extensions: { category: 'graphql-input' } });
  });
});

describe('applyCouponToCart and removeCouponFromCart', () => {
  const APPLY = `mutation A($input: ApplyCouponToCartInput) { applyCouponToCart(input: $input) { cart { ${CART} } } }`;
  const REMOVE_COUPON = `mutation R($input: RemoveCouponFromCartInput) { removeCouponFromCart(input: $input) { cart { ${CART} } } }`;
  const apply = (cart_id: string, coupon_code: string) => postGraphql(APPLY, { input: { cart_id, coupon_code } });
  const couponOf = async (id: string) => (await env.DB.prepare('SELECT coupon_code FROM carts WHERE masked_id = ?').bind(id).first<{ coupon_code: string | null }>())!.coupon_code;

  it('a percentage coupon discounts every row, VAT counted after the discount; removing it restores the totals', async () => {
    const id = await newCart();
    await add(id, [{ sku: 'MP10005', quantity: 3 }]); // 239.97
    const { body } = await apply(id, 'soodus10');
    expect(body.errors).toBeUndefined();
    const cart = body.data.applyCouponToCart.cart;
    expect(cart.applied_coupons).toEqual([{ code: 'SOODUS10' }]);
    expect(cart.items[0].prices.total_item_discount).toEqual({ value: 24 });
    // 239.97 − 24.00 = 215.97, of which VAT 41.80.
    expect(cart.prices).toMatchObject({
      grand_total: { value: 215.97 },
      subtotal_including_tax: { value: 239.97 },
      applied_taxes: [{ amount: { value: 41.8 } }],
      discounts: [{ label: 'Soodustus 10%' }],
    });
    expect(await couponOf(id)).toBe('SOODUS10');
    const removed = (await postGraphql(REMOVE_COUPON, { input: { cart_id: id } })).body.data.removeCouponFromCart.cart;
    expect(removed).toMatchObject({ applied_coupons: null, prices: { grand_total: { value: 239.97 }, discounts: [] } });
    expect(await couponOf(id)).toBeNull();
  });

  it('a fixed coupon is spread over the rows by their value and never takes more than the cart costs', async () => {
    const id = await newCart();
    await add(id, [{ sku: 'MP10005', quantity: 1 }, { sku: 'MP10006', quantity: 1 }]);
    const cart = (await apply(id, 'MIINUS20')).body.data.applyCouponToCart.cart;
    const shares = cart.items.map((i: { prices: { total_item_discount: { value: number } } }) => i.prices.total_item_discount.value);
    expect(shares.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(20, 2);
    expect(cart.prices.grand_total.value).toBeCloseTo(cart.prices.subtotal_including_tax.value - 20, 2);
  });

  it('refuses unknown, expired and used-up codes, a second coupon and an empty cart with Magento\'s messages', async () => {
    const empty = await newCart();
    expect((await apply(empty, 'SOODUS10')).body.errors![0]).toMatchObject({ message: 'Cart does not contain products.', extensions: { category: 'graphql-no-such-entity' } });
    const id = await newCart();
    await add(id, [{ sku: 'MP10006', quantity: 1 }]);
    for (const code of ['EI-OLE', 'AEGUNUD', 'KASUTATUD', '<script>'.repeat(40)]) {
      const { response, body } = await apply(id, code);
      expect(response.status).toBe(200);
      expect(body.errors![0]).toMatchObject({ message: "The coupon code isn't valid. Verify the code and try again.", extensions: { category: 'graphql-no-such-entity' } });
    }
    expect(await couponOf(id)).toBeNull();
    expect((await apply(id, '')).body.errors![0]!.message).toBe('Required parameter "coupon_code" is missing');
    await apply(id, 'SOODUS10');
    expect((await apply(id, 'MIINUS20')).body.errors![0]).toMatchObject({
      message: 'A coupon is already applied to the cart. Please remove it to apply another',
      extensions: { category: 'graphql-input' },
    });
    expect(await couponOf(id)).toBe('SOODUS10');
  });

  it('a coupon left on an emptied cart: a second one is refused as "already applied" first; removing it answers "Cart does not contain products"', async () => {
    const id = await newCart();
    const [item] = (await add(id, [{ sku: 'MP10006', quantity: 1 }])).body.data.addProductsToCart.cart.items;
    await apply(id, 'SOODUS10');
    await postGraphql(REMOVE, { input: { cart_id: id, cart_item_uid: item.uid } });
    expect((await apply(id, 'MIINUS20')).body.errors![0]).toMatchObject({
      message: 'A coupon is already applied to the cart. Please remove it to apply another',
      extensions: { category: 'graphql-input' },
    });
    // Magento's RemoveCouponFromCart text has no period, unlike ApplyCouponToCart's.
    const removed = await postGraphql(REMOVE_COUPON, { input: { cart_id: id } });
    expect(removed.body.errors![0]).toMatchObject({ message: 'Cart does not contain products', extensions: { category: 'graphql-no-such-entity' } });
    const empty = await newCart();
    expect((await postGraphql(REMOVE_COUPON, { input: { cart_id: empty } })).body.errors![0]!.message).toBe('Cart does not contain products');
  });

  it('removing a coupon from a cart with items but no coupon succeeds and changes nothing', async () => {
    const id = await newCart();
    await add(id, [{ sku: 'MP10006', quantity: 1 }]);
    const { body } = await postGraphql(REMOVE_COUPON, { input: { cart_id: id } });
    expect(body.errors).toBeUndefined();
    expect(body.data.removeCouponFromCart.cart.applied_coupons).toBeNull();
  });
});
