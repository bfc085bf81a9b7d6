// placeOrder and guestOrderByToken over the public GraphQL surface, with Magento 2.4.7's errors
// (Guest/PlaceOrderTest), and what an order leaves in D1: its rows, the stock it took, the cart.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { postGraphql, seeded } from '../../../test/graphql-request';
import {
  GUEST_ORDER,
  newCart,
  placeOrder,
  readyCart,
  setBilling,
  setEmail,
  setPayment,
  setPickup,
  setPickupMethod,
  sourcesOf,
  spareSkus,
  stockOf,
} from './order-test-helpers';

// Each test drives a whole checkout (a dozen requests) on a shared machine: more than the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

const AMOUNT_UID = btoa('giftcard/custom_giftcard_amount');
const cartRow = (maskedId: string) => env.DB.prepare('SELECT * FROM carts WHERE masked_id = ?').bind(maskedId).first<{ id: number; is_active: number }>();
const ordersOfCart = async (maskedId: string) =>
  (await env.DB.prepare('SELECT number, status FROM orders WHERE cart_masked_id = ? ORDER BY id').bind(maskedId).all<{ number: string; status: string }>()).results;

let spare: string[];

beforeAll(async () => {
  await seeded();
  spare = await spareSkus(8, 0);
});

describe('placeOrder', () => {
  it('places an invoice order: Processing, a nine-digit number, the order\'s lines and totals, stock taken, the cart inactive', async () => {
    const [sku] = spare;
    await stockOf(sku!, 3);
    const id = await readyCart([{ sku: sku!, quantity: 2 }]);
    const cart = (await postGraphql(`query C($id: String!) { cart(cart_id: $id) { prices { grand_total { value } subtotal_excluding_tax { value } applied_taxes { amount { value } } } } }`, { id })).body.data.cart;
    const started = Date.now();
    const result = await placeOrder(id);
    const ms = Date.now() - started;
    expect(result.errors).toBeUndefined();
    const { orderV2, errors, payment_redirect_url } = result.data.placeOrder;
    expect(errors).toEqual([]);
    expect(payment_redirect_url).toBeNull();
    expect(orderV2).toMatchObject({
      number: expect.stringMatching(/^\d{9}$/),
      status: 'Processing',
      email: 'mari@example.ee',
      carrier: 'Tulen ise järele',
      payment_methods: [{ type: 'invoice', name: 'Arve' }],
      items: [{ __typename: 'OrderItem', product_sku: sku, quantity_ordered: 2, status: 'Ordered', product_type: 'simple' }],
      total: { grand_total: { value: cart.prices.grand_total.value }, subtotal: { value: cart.prices.subtotal_excluding_tax.value }, total_tax: { value: cart.prices.applied_taxes[0].amount.value } },
      shipping_address: { firstname: 'Mari', city: 'Tallinn', country_code: 'EE' },
      billing_address: { lastname: 'Maasikas', street: ['Pärnu mnt 139'] },
    });
    expect(orderV2.items[0].product_image_url).toMatch(/^https?:\/\/.+\/media\/catalog\/product\//);
    expect(orderV2.token.length).toBeGreaterThanOrEqual(32);
    expect((await sourcesOf(sku!)).pea).toBe(1);
    expect((await cartRow(id))!.is_active).toBe(0);
    console.log(`placeOrder (invoice, 1 line) took ${ms} ms`);
  });

  it('answers the deprecated `order { order_number }` that Vue Storefront 2 and PWA Studio send (Magento 2.4.7 still has it); null beside errors', async () => {
    const id = await readyCart([{ sku: 'MP10006', quantity: 1 }]);
    // Vue Storefront 2's magento integration (placeOrder.ts) and PWA Studio's placeOrder mutation, verbatim in shape.
    const { body } = await postGraphql(`mutation placeOrder($input: PlaceOrderInput) { placeOrder(input: $input) { order { order_number } } }`, { input: { cart_id: id } });
    expect(body.errors).toBeUndefined();
    const number = body.data.placeOrder.order.order_number;
    expect(number).toMatch(/^\d{9}$/);
    // The same order as orderV2 (the replay answers the placed order).
    expect((await placeOrder(id)).data.placeOrder.orderV2.number).toBe(number);
    const failed = await postGraphql(`mutation { placeOrder(input: { cart_id: "${'y'.repeat(32)}" }) { order { order_number } errors { code } } }`);
    expect(failed.body).toEqual({ data: { placeOrder: { order: null, errors: [{ code: 'CART_NOT_FOUND' }] } } });
  });

  it('a replayed placeOrder answers the same order, never a second one, even 10 replays at once', async () => {
    const id = await readyCart([{ sku: 'MP10006', quantity: 1 }]);
    const results = await Promise.all(Array.from({ length: 10 }, () => placeOrder(id)));
    const numbers = new Set(results.map((r) => r.data.placeOrder.orderV2?.number));
    expect(numbers.size).toBe(1);
    expect([...numbers][0]).toMatch(/^\d{9}$/);
    const again = await placeOrder(id);
    expect(again.data.placeOrder.orderV2.number).toBe([...numbers][0]);
    expect(await ordersOfCart(id)).toHaveLength(1);
  });

  it('20 shoppers racing for the last piece: exactly one order, stock 0, nothing negative; the others get Magento\'s out-of-stock error and keep an active cart', async () => {
    const sku = spare[1]!;
    await stockOf(sku, 1);
    const carts: string[] = [];
    for (let i = 0; i < 20; i++) carts.push(await readyCart([{ sku, quantity: 1 }]));
    const started = Date.now();
    const results = await Promise.all(carts.map((id) => placeOrder(id)));
    const ms = Date.now() - started;
    const placed = results.filter((r) => r.data.placeOrder.orderV2);
    const refused = results.filter((r) => !r.data.placeOrder.orderV2);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.data.placeOrder.errors).toEqual([{ message: 'Some of the products are out of stock.', code: 'UNABLE_TO_PLACE_ORDER' }]);
    expect(await sourcesOf(sku)).toMatchObject({ pea: 0 });
    expect((await env.DB.prepare('SELECT count(*) AS n FROM inventory_source_items WHERE qty < 0').first<{ n: number }>())!.n).toBe(0);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM order_items WHERE product_sku = ?').bind(sku).first<{ n: number }>())!.n).toBe(1);
    const winner = carts[results.indexOf(placed[0]!)]!;
    for (const id of carts.filter((c) => c !== winner)) expect((await cartRow(id))!.is_active).toBe(1);
    // The product is sold out for everyone now.
    const product = await env.DB.prepare('SELECT stock_status, salable_qty FROM products WHERE sku = ?').bind(sku).first();
    expect(product).toEqual({ stock_status: 0, salable_qty: 0 });
    console.log(`20 parallel placements for 1 piece: 1 order, 19 refused, ${ms} ms in all`);
  }, 60_000);

  it('two carts racing for the last two pieces of two products each: one wins both lines, the other gets nothing', async () => {
    const [a, b] = [spare[2]!, spare[3]!];
    await stockOf(a, 1);
    await stockOf(b, 1);
    const first = await readyCart([{ sku: a, quantity: 1 }, { sku: b, quantity: 1 }]);
    const second = await readyCart([{ sku: b, quantity: 1 }, { sku: a, quantity: 1 }]);
    const results = await Promise.all([placeOrder(first), placeOrder(second)]);
    expect(results.filter((r) => r.data.placeOrder.orderV2)).toHaveLength(1);
    expect(await sourcesOf(a)).toMatchObject({ pea: 0 });
    expect(await sourcesOf(b)).toMatchObject({ pea: 0 });
  });

  it('takes stock from the pickup store first, then the warehouses, and never the showroom\'s display piece', async () => {
    const sku = spare[4]!;
    await stockOf(sku, 2, 'pea');
    await env.DB.batch([
      env.DB.prepare("INSERT INTO inventory_source_items (product_id, source_code, status, qty) VALUES ((SELECT id FROM products WHERE sku = ?), 'rain', 1, 1) ON CONFLICT DO UPDATE SET status = 1, qty = 1").bind(sku),
      env.DB.prepare("INSERT INTO inventory_source_items (product_id, source_code, status, qty) VALUES ((SELECT id FROM products WHERE sku = ?), 'muugisaal', 1, 2) ON CONFLICT DO UPDATE SET status = 1, qty = 2").bind(sku),
      env.DB.prepare('UPDATE products SET salable_qty = 4, only_x_left_in_stock = 4 WHERE sku = ?').bind(sku),
    ]);
    const id = await readyCart([{ sku, quantity: 4 }], { store: 'rain' });
    expect((await placeOrder(id)).data.placeOrder.errors).toEqual([]);
    // rain 1 (pickup store) + pea 2 + muugisaal 1 (of 2: one stays on display).
    expect(await sourcesOf(sku)).toMatchObject({ rain: 0, pea: 0, muugisaal: 1 });
  });

  it('orders a configurable product\'s variant: the line names the product and the variant\'s SKU, the stock comes off the variant and its parent\'s totals', async () => {
    const uid = (await postGraphql(`{ products(filter: { sku: { eq: "MP10002" } }) { items { ... on ConfigurableProduct { configurable_options { values { uid label } } } } } }`)).body.data.products.items[0]
      .configurable_options[0].values.find((v: { label: string }) => v.label === 'Hall').uid;
    const [variantBefore, parentBefore] = [await sourcesOf('MP10002-HALL'), await sourcesOf('MP10002')];
    const id = await readyCart([{ sku: 'MP10002', quantity: 1, selected_options: [uid] }]);
    const { orderV2, errors } = (await placeOrder(id)).data.placeOrder;
    expect(errors).toEqual([]);
    expect(orderV2.items).toEqual([expect.objectContaining({ product_sku: 'MP10002-HALL', product_type: 'configurable', product_url_key: 'diivan-toompea-10002', product_sale_price: { value: 623.99, currency: 'EUR' } })]);
    expect(await sourcesOf('MP10002-HALL')).toEqual({ ...variantBefore, pea: variantBefore.pea! - 1 });
    expect(await sourcesOf('MP10002')).toEqual({ ...parentBefore, pea: parentBefore.pea! - 1 });
  });

  it('answers Magento\'s errors for an unknown, inactive, empty or incomplete cart, placing nothing', async () => {
    const unknown = await placeOrder('x'.repeat(32));
    expect(unknown.data.placeOrder).toEqual({ orderV2: null, payment_redirect_url: null, errors: [{ message: `Could not find a cart with ID "${'x'.repeat(32)}"`, code: 'CART_NOT_FOUND' }] });
    const missing = await postGraphql(`mutation { placeOrder(input: { cart_id: "" }) { errors { code } } }`);
    expect(missing.body.errors![0]).toMatchObject({ message: 'Required parameter "cart_id" is missing', extensions: { category: 'graphql-input' } });

    const noEmail = await newCart([{ sku: 'MP10006', quantity: 1 }]);
    expect((await placeOrder(noEmail)).data.placeOrder.errors).toEqual([{ message: 'Guest email for cart is missing.', code: 'GUEST_EMAIL_MISSING' }]);

    const empty = (await postGraphql<{ createEmptyCart: string }>('mutation { createEmptyCart }')).body.data!.createEmptyCart;
    await setEmail(empty);
    expect((await placeOrder(empty)).data.placeOrder.errors).toEqual([
      { message: 'A server error stopped your order from being placed. Please try to place your order again.', code: 'UNABLE_TO_PLACE_ORDER' },
    ]);

    const noAddress = await newCart([{ sku: 'MP10006', quantity: 1 }]);
    await setEmail(noAddress);
    expect((await placeOrder(noAddress)).data.placeOrder.errors).toEqual([{ message: "Some addresses can't be used due to the configurations for specific countries.", code: 'UNABLE_TO_PLACE_ORDER' }]);
    await setPickup(noAddress);
    expect((await placeOrder(noAddress)).data.placeOrder.errors).toEqual([{ message: 'The shipping method is missing. Select the shipping method and try again.', code: 'UNABLE_TO_PLACE_ORDER' }]);
    await setPickupMethod(noAddress);
    const noBilling = (await placeOrder(noAddress)).data.placeOrder.errors[0];
    expect(noBilling).toMatchObject({ code: 'UNABLE_TO_PLACE_ORDER', message: expect.stringMatching(/^Please check the billing address information\. "firstname" is required\. Enter and try again\./) });
    await setBilling(noAddress);
    expect((await placeOrder(noAddress)).data.placeOrder.errors).toEqual([{ message: 'Enter a valid payment method and try again.', code: 'UNABLE_TO_PLACE_ORDER' }]);
    expect(await ordersOfCart(noAddress)).toEqual([]);
    expect((await cartRow(noAddress))!.is_active).toBe(1);

    const inactive = await readyCart([{ sku: 'MP10006', quantity: 1 }]);
    await env.DB.prepare('UPDATE carts SET is_active = 0 WHERE masked_id = ?').bind(inactive).run();
    expect((await placeOrder(inactive)).data.placeOrder.errors).toEqual([{ message: "The cart isn't active.", code: 'CART_NOT_ACTIVE' }]);
  });

  it('refuses a cart whose product sold out after it was added', async () => {
    const sku = spare[5]!;
    await stockOf(sku, 1);
    const id = await readyCart([{ sku, quantity: 1 }]);
    await stockOf(sku, 0);
    await env.DB.prepare('UPDATE products SET stock_status = 0 WHERE sku = ?').bind(sku).run();
    expect((await placeOrder(id)).data.placeOrder.errors).toEqual([{ message: 'Some of the products are out of stock.', code: 'UNABLE_TO_PLACE_ORDER' }]);
    expect((await cartRow(id))!.is_active).toBe(1);
  });

  it('ignores prices sent by the client: the order\'s totals are the backend\'s', async () => {
    const id = await readyCart([{ sku: 'MP10005', quantity: 1 }]);
    const forged = await postGraphql(`mutation { placeOrder(input: { cart_id: "${id}", grand_total: 0.01 }) { errors { code } } }`);
    expect(forged.body.errors![0]!.extensions.category).toBe('graphql');
    const placed = await placeOrder(id);
    expect(placed.data.placeOrder.orderV2.total.grand_total.value).toBe(84.99);
  });
});

describe('gift cards and coupons at placement', () => {
  const apply = (cart_id: string, gift_card_code: string) =>
    postGraphql(`mutation G($input: ApplyGiftCardToCartInput) { applyGiftCardToCart(input: $input) { cart { prices { grand_total { value } } } } }`, { input: { cart_id, gift_card_code } });
  const balance = async (code: string) => (await env.DB.prepare('SELECT balance FROM gift_card_accounts WHERE code = ?').bind(code).first<{ balance: number }>())!.balance;

  it('a gift card pays part: the order records it, the card\'s balance is spent, the coupon\'s use counted', async () => {
    await env.DB.prepare("INSERT OR REPLACE INTO gift_card_accounts (code, balance, expires_on) VALUES ('TEST-OSALINE', 3000, NULL)").run();
    await env.DB.prepare("INSERT OR REPLACE INTO coupons (code, label, discount_type, discount_amount, uses_per_coupon, times_used) VALUES ('TEST-KORD', 'Test', 'cart_fixed', 5, 1, 0)").run();
    const id = await readyCart([{ sku: 'MP10005', quantity: 1 }], { payment: '' });
    await apply(id, 'TEST-OSALINE');
    await postGraphql(`mutation C($input: ApplyCouponToCartInput) { applyCouponToCart(input: $input) { cart { id } } }`, { input: { cart_id: id, coupon_code: 'TEST-KORD' } });
    await setPayment(id, 'invoice');
    const { orderV2, errors } = (await placeOrder(id)).data.placeOrder;
    expect(errors).toEqual([]);
    // 84.99 − 5 coupon = 79.99, of which the card pays 30.
    expect(orderV2.total).toMatchObject({ grand_total: { value: 49.99 }, giftcards_amount: { value: 30 }, discounts: [{ label: 'Test', amount: { value: 5 } }] });
    expect(orderV2.applied_coupons).toEqual([{ code: 'TEST-KORD' }]);
    expect(await balance('TEST-OSALINE')).toBe(0);
    expect((await env.DB.prepare("SELECT times_used FROM coupons WHERE code = 'TEST-KORD'").first<{ times_used: number }>())!.times_used).toBe(1);
  });

  it('a gift card pays everything: grand total 0 with the free method; a paid method is refused then', async () => {
    await env.DB.prepare("INSERT OR REPLACE INTO gift_card_accounts (code, balance, expires_on) VALUES ('TEST-KOIK', 50000, NULL)").run();
    const id = await readyCart([{ sku: 'MP10005', quantity: 1 }]);
    await apply(id, 'TEST-KOIK');
    expect((await placeOrder(id)).data.placeOrder.errors).toEqual([{ message: 'The requested Payment Method is not available.', code: 'UNDEFINED' }]);
    await setPayment(id, 'free');
    const { orderV2, errors, payment_redirect_url } = (await placeOrder(id)).data.placeOrder;
    expect(errors).toEqual([]);
    expect(payment_redirect_url).toBeNull();
    expect(orderV2).toMatchObject({ status: 'Processing', total: { grand_total: { value: 0 }, giftcards_amount: { value: 84.99 } }, payment_methods: [{ type: 'free' }] });
    expect(await balance('TEST-KOIK')).toBe(50000 - 8499);
  });

  it('two carts racing for a coupon\'s last use or a card\'s last euros: one order each time, the other refused with its cart active, never charged a price it did not see', async () => {
    await env.DB.prepare("INSERT OR REPLACE INTO coupons (code, label, discount_type, discount_amount, uses_per_coupon, times_used) VALUES ('TEST-VIIMANE', 'Viimane', 'by_percent', 10, 1, 0)").run();
    await env.DB.prepare("INSERT OR REPLACE INTO gift_card_accounts (code, balance, expires_on) VALUES ('TEST-JAGATUD', 2000, NULL)").run();
    const coupon = (cart_id: string) =>
      postGraphql(`mutation C($input: ApplyCouponToCartInput) { applyCouponToCart(input: $input) { cart { id } } }`, { input: { cart_id, coupon_code: 'TEST-VIIMANE' } });
    const [c1, c2] = [await readyCart([{ sku: 'MP10005', quantity: 1 }]), await readyCart([{ sku: 'MP10005', quantity: 1 }])];
    await coupon(c1);
    await coupon(c2);
    const byCoupon = await Promise.all([placeOrder(c1), placeOrder(c2)]);
    expect(byCoupon.filter((r) => r.data.placeOrder.orderV2)).toHaveLength(1);
    expect(byCoupon.find((r) => !r.data.placeOrder.orderV2)!.data.placeOrder.errors).toEqual([{ message: "The coupon code isn't valid. Verify the code and try again.", code: 'UNDEFINED' }]);
    expect((await env.DB.prepare("SELECT times_used FROM coupons WHERE code = 'TEST-VIIMANE'").first<{ times_used: number }>())!.times_used).toBe(1);

    const [g1, g2] = [await readyCart([{ sku: 'MP10005', quantity: 1 }]), await readyCart([{ sku: 'MP10005', quantity: 1 }])];
    await apply(g1, 'TEST-JAGATUD');
    await apply(g2, 'TEST-JAGATUD');
    const byCard = await Promise.all([placeOrder(g1), placeOrder(g2)]);
    const lost = byCard.find((r) => !r.data.placeOrder.orderV2);
    expect(byCard.filter((r) => r.data.placeOrder.orderV2)).toHaveLength(1);
    expect(lost!.data.placeOrder.errors).toEqual([{ message: "The gift card code couldn't be added. Verify your information and try again.", code: 'UNDEFINED' }]);
    expect(await balance('TEST-JAGATUD')).toBe(0);
    expect((await cartRow(byCard[0] === lost ? g1 : g2))!.is_active).toBe(1);
  });

  it('an e-gift card order needs no shipping: a virtual cart is placed with only a billing address', async () => {
    const id = await readyCart([{ sku: 'EGIFTCARD', quantity: 1, entered_options: [{ uid: AMOUNT_UID, value: '30' }] }], { virtual: true });
    const { orderV2, errors } = (await placeOrder(id)).data.placeOrder;
    expect(errors).toEqual([]);
    expect(orderV2).toMatchObject({ shipping_address: null, shipping_method: null, total: { grand_total: { value: 30 }, total_tax: { value: 0 } }, items: [{ product_sku: 'EGIFTCARD', product_type: 'giftcard' }] });
  });
});

describe('guestOrderByToken', () => {
  it('answers the order its token names, as placeOrder did; an unknown token gets Magento\'s message', async () => {
    const id = await readyCart([{ sku: 'MP10006', quantity: 1 }]);
    const placed = (await placeOrder(id)).data.placeOrder.orderV2;
    const { body } = await postGraphql(GUEST_ORDER, { token: placed.token });
    expect(body.errors).toBeUndefined();
    expect(body.data.guestOrderByToken).toEqual(placed);
    for (const token of ['no-such-token', placed.number, 'x'.repeat(500)]) {
      const unknown = await postGraphql(GUEST_ORDER, { token });
      expect(unknown.body.errors![0]).toMatchObject({ message: "We couldn't locate an order with the information provided.", extensions: { category: 'graphql-no-such-entity' } });
    }
  });
});
