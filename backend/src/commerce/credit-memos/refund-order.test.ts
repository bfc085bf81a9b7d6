// POST /rest/V1/order/{id}/refund (Magento's RefundOrderInterface) over the real D1: auth,
// Magento's messages for each refusal, a partial then a full refund (credit memos, the order's
// status and totals, stock given back), the GraphQL credit_memos, and the webhook it sends.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, postGraphql, seeded } from '../../../test/graphql-request';
import { placeOrder, readyCart, sourcesOf, spareSkus, stockOf } from '../orders/order-test-helpers';
import { refundRoutes } from './refund-routes';

const TOKEN = env.ADMIN_API_TOKEN;
const VALIDATION = 'Creditmemo Document Validation Error(s):\n';

type Sent = { url: string; headers: Headers; body: any };
const sent: Sent[] = [];
const routes = refundRoutes({
  send: async (request) => {
    sent.push({ url: request.url, headers: request.headers, body: await request.json() });
    return new Response(null, { status: 200 });
  },
});

/** A refund through the routes with a recording webhook; its background delivery is awaited. */
async function refund(orderId: number | string, body: unknown, token: string | null = TOKEN) {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const response = await routes.fetch(
    new Request(new URL(`/rest/V1/order/${orderId}/refund`, ORIGIN), { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: await response.json<any>() };
}

const CREDIT_MEMO_FIELDS = `status credit_memos { id number items { __typename id product_name product_sku quantity_refunded product_sale_price { value currency } discounts { amount { value } } }
  total { subtotal { value } grand_total { value currency } base_grand_total { value } total_tax { value } total_shipping { value } adjustment { value } taxes { rate amount { value } } } }`;
const orderView = async (token: string) =>
  (await postGraphql(`query O($token: String!) { guestOrderByToken(input: { token: $token }) { number ${CREDIT_MEMO_FIELDS} } }`, { token })).body.data.guestOrderByToken;

type Placed = { id: number; number: string; token: string; grand_total: number; items: { id: number; sku: string; quantity: number; sale_price: number }[] };

async function placed(items: { sku: string; quantity: number }[], payment = 'invoice'): Promise<Placed> {
  const cart = await readyCart(items, { payment });
  const body = await placeOrder(cart);
  const number = body.data.placeOrder.orderV2.number as string;
  const order = (await env.DB.prepare('SELECT id, number, token, grand_total FROM orders WHERE number = ?').bind(number).first<any>())!;
  const lines = await env.DB.prepare('SELECT id, variant_sku AS sku, quantity, sale_price FROM order_items WHERE order_id = ? ORDER BY position').bind(order.id).all<any>();
  return { ...order, items: lines.results };
}

let skus: string[];
beforeAll(async () => {
  await seeded();
  skus = await spareSkus(2, 40);
  for (const sku of skus) await stockOf(sku, 10);
});

describe('REST refund: authorisation and refusals', () => {
  it('refuses a missing or wrong token with 401 and Magento\'s message', async () => {
    for (const token of [null, 'not-the-token']) {
      const { status, body } = await refund(1, {}, token);
      expect(status).toBe(401);
      expect(body).toEqual({ message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'Magento_Sales::sales_invoice' } });
    }
  });

  it('answers 404 with Magento\'s message for an unknown order, 400 for a body that is not JSON or of the wrong shape', async () => {
    expect(await refund(999999, {})).toEqual({ status: 404, body: { message: "The entity that was requested doesn't exist. Verify the entity and try again." } });
    expect(await refund('abc', {})).toMatchObject({ status: 404 });
    const notJson = await refund(1, '{"items": [');
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toMatch(/^Decoding error: /);
    const wrong = await refund(1, { items: [{ order_item_id: 'x', qty: 1 }] });
    expect(wrong).toMatchObject({ status: 400, body: { message: expect.stringContaining('"items.0.order_item_id"') } });
  });

  it('refuses an order that was not paid, an unknown line, more than was ordered, a total not positive and more money than is left', async () => {
    const unpaid = await placed([{ sku: skus[0]!, quantity: 1 }], 'swedbank');
    expect((await refund(unpaid.id, {})).body.message).toBe(`${VALIDATION}The order does not allow a creditmemo to be created.`);

    const order = await placed([{ sku: skus[0]!, quantity: 2 }]);
    const line = order.items[0]!;
    expect(await refund(order.id, { items: [{ order_item_id: 99999999, qty: 1 }] })).toEqual({
      status: 400,
      body: { message: `${VALIDATION}The credit memo's total must be positive.\nThe creditmemo contains product item that is not part of the original order.` },
    });
    expect((await refund(order.id, { items: [{ order_item_id: line.id, qty: 3 }] })).body.message).toBe(
      `${VALIDATION}The quantity to creditmemo must not be greater than the unrefunded quantity for product SKU "${line.sku}".\n` +
        "The credit memo's total must be positive.\nThe quantity to refund must not be greater than the unrefunded quantity.",
    );
    expect((await refund(order.id, { items: [{ order_item_id: line.id, qty: 1 }], arguments: { adjustment_negative: 100000 } })).body.message).toBe(
      `${VALIDATION}The credit memo's total must be positive.`,
    );
    expect((await refund(order.id, { items: [{ order_item_id: line.id, qty: 1 }], arguments: { adjustment_positive: 100000 } })).body.message).toBe(
      `${VALIDATION}The most money available to refund is ${order.grand_total / 100}.`,
    );
    expect((await refund(order.id, { items: [{ order_item_id: line.id, qty: 1 }], arguments: { extension_attributes: { return_to_stock_items: [99999999] } } })).body.message).toBe(
      `${VALIDATION}The return to stock argument contains product item that is not part of the original order.`,
    );
    // Nothing of the refusals was saved.
    expect(await env.DB.prepare('SELECT count(*) AS n FROM credit_memos WHERE order_id = ?').bind(order.id).first('n')).toBe(0);
  });
});

describe('REST refund: a partial, then a full refund', () => {
  it('saves credit memos, gives stock back, closes the order when all is refunded, and notifies the storefront each time', async () => {
    const order = await placed([
      { sku: skus[0]!, quantity: 2 },
      { sku: skus[1]!, quantity: 1 },
    ]);
    const [a, b] = order.items as [Placed['items'][0], Placed['items'][0]];
    const before = await sourcesOf(a.sku);
    sent.length = 0;

    const partial = await refund(order.id, { items: [{ order_item_id: a.id, qty: 1 }], notify: true, arguments: { shipping_amount: 0, extension_attributes: { return_to_stock_items: [a.id] } } });
    expect(partial.status).toBe(200);
    expect(typeof partial.body).toBe('number');
    expect((await sourcesOf(a.sku)).pea).toBe(before.pea! + 1);

    let view = await orderView(order.token);
    expect(view.status).toBe('Processing');
    expect(view.credit_memos).toHaveLength(1);
    const memo = view.credit_memos[0];
    expect(memo).toMatchObject({
      number: expect.stringMatching(/^\d{9}$/),
      items: [{ __typename: 'CreditMemoItem', product_sku: a.sku, quantity_refunded: 1, product_sale_price: { value: a.sale_price / 100, currency: 'EUR' }, discounts: [] }],
      total: {
        grand_total: { value: a.sale_price / 100, currency: 'EUR' },
        base_grand_total: { value: a.sale_price / 100 },
        total_shipping: { value: 0 },
        adjustment: { value: 0 },
        taxes: [{ rate: 24 }],
      },
    });
    expect(memo.total.total_tax.value).toBeCloseTo(Math.round((a.sale_price * 24) / 124) / 100, 2);
    expect(memo.total.subtotal.value).toBeCloseTo(memo.total.grand_total.value - memo.total.total_tax.value, 2);

    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`${env.STOREFRONT_URL}/hooks/refund`);
    expect(sent[0]!.headers.get('authorization')).toBe(env.REFUND_WEBHOOK_AUTHORIZATION);
    expect(sent[0]!.body).toEqual({
      event: 'creditmemo_saved',
      created_at: expect.any(String),
      order_number: order.number,
      credit_memo_id: partial.body,
      credit_memo_number: memo.number,
      currency: 'EUR',
      value: a.sale_price / 100,
      tax: memo.total.total_tax.value,
      shipping: 0,
      items: [{ sku: a.sku, name: expect.any(String), price: a.sale_price / 100, qty: 1 }],
    });

    // No items: everything not yet refunded (Magento's default); the order is closed.
    const full = await refund(order.id, {});
    expect(full.status).toBe(200);
    view = await orderView(order.token);
    expect(view.status).toBe('Closed');
    expect(view.credit_memos.map((m: any) => m.items.map((i: any) => [i.product_sku, i.quantity_refunded]))).toEqual([[[a.sku, 1]], [[a.sku, 1], [b.sku, 1]]]);
    const totals = await env.DB.prepare('SELECT total_refunded, grand_total, status FROM orders WHERE id = ?').bind(order.id).first<any>();
    expect(totals).toEqual({ total_refunded: order.grand_total, grand_total: order.grand_total, status: 'closed' });
    expect(sent.map((s) => s.body.credit_memo_id)).toEqual([partial.body, full.body]);
    expect(sent[1]!.body.value * 100 + sent[0]!.body.value * 100).toBeCloseTo(order.grand_total, 5);
    // Stock went back only for the line named in return_to_stock_items.
    expect((await sourcesOf(a.sku)).pea).toBe(before.pea! + 1);

    // Nothing left: Magento's state machine refuses a closed order (and its empty memo's total).
    expect((await refund(order.id, {})).body.message).toBe(
      `${VALIDATION}A creditmemo can not be created when an order has a status of closed\nThe credit memo's total must be positive.`,
    );
  });

  it('is reachable through the backend app with the store code path, and logs its deliveries in development', async () => {
    const order = await placed([{ sku: skus[1]!, quantity: 1 }]);
    const response = await SELF.fetch(new URL(`/rest/default/V1/order/${order.id}/refund`, ORIGIN), {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ order_item_id: order.items[0]!.id, qty: 1 }] }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(expect.any(Number));
  });
});
