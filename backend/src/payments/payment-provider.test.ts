// The simulated payment provider and the shop's notification endpoint over HTTP (SELF): a
// redirect method's order waits for payment; the provider's page; pay / cancel / decline settle
// the order only through the signed server-to-server notification; forged, tampered, stale and
// replayed notifications are refused with 400 and change nothing.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GUEST_ORDER, choose, notify, placeOrder, readyCart, sessionOf, sourcesOf, spareSkus, stockOf, type Notification } from '../commerce/orders/order-test-helpers';
import { ORIGIN, postGraphql, seeded } from '../../test/graphql-request';
import { app } from '../app';

// Each test drives a whole checkout (a dozen requests) on a shared machine: more than the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

const statusOf = async (token: string) => (await postGraphql(GUEST_ORDER, { token })).body.data.guestOrderByToken.status;
const cartActive = async (maskedId: string) => (await env.DB.prepare('SELECT is_active FROM carts WHERE masked_id = ?').bind(maskedId).first<{ is_active: number }>())!.is_active;

let spare: string[];

beforeAll(async () => {
  await seeded();
  // Different products from the order tests' (another test file, another database, but clearer).
  spare = await spareSkus(6, 10);
});

/** A pending Swedbank order of one piece of a product with 2 in stock. */
async function pendingOrder(sku: string) {
  await stockOf(sku, 2);
  const cartId = await readyCart([{ sku, quantity: 1 }], { payment: 'swedbank' });
  const placed = (await placeOrder(cartId)).data.placeOrder;
  expect(placed.errors).toEqual([]);
  return { cartId, order: placed.orderV2, url: placed.payment_redirect_url as string };
}

const signedFor = (order: { number: string; total: { grand_total: { value: number } } }, url: string, overrides: Partial<Notification> = {}): Notification => ({
  order_reference: order.number,
  session_id: sessionOf(url),
  amount: order.total.grand_total.value.toFixed(2),
  currency: 'EUR',
  status: 'PAID',
  nonce: crypto.randomUUID().replace(/-/g, ''),
  timestamp: Math.floor(Date.now() / 1000),
  ...overrides,
});

describe('a redirect payment method', () => {
  it('leaves the order Pending Payment with a redirect to the provider\'s page (Estonian: merchant, amount, reference, three buttons)', async () => {
    const { order, url } = await pendingOrder(spare[0]!);
    expect(order.status).toBe('Pending Payment');
    expect(url).toMatch(new RegExp(`^${env.PAYMENT_PAGE_BASE_URL}/payment/[A-Za-z0-9_-]{32}$`));
    const page = await SELF.fetch(new URL(`/payment/${sessionOf(url)}`, ORIGIN));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<html lang="et">');
    expect(html).toContain('Mööblipood');
    expect(html).toContain(order.number);
    const euros = new Intl.NumberFormat('et-EE', { style: 'currency', currency: 'EUR' }).format(order.total.grand_total.value);
    expect(html).toContain(euros);
    expect(html.match(/<button type="submit" name="action" value="(pay|cancel|decline)"/g)).toHaveLength(3);
    expect(html).not.toMatch(/<script|style=/);
    const css = await SELF.fetch(new URL('/payment/provider.css', ORIGIN));
    expect(css.headers.get('content-type')).toContain('text/css');
    expect((await SELF.fetch(new URL(`/payment/${'x'.repeat(32)}`, ORIGIN))).status).toBe(404);
  });

  it('a replayed placeOrder of the pending order answers the same order and payment page, also five replays at once', async () => {
    const { cartId, order, url } = await pendingOrder(spare[1]!);
    const again = (await placeOrder(cartId)).data.placeOrder;
    expect(again.orderV2.number).toBe(order.number);
    expect(again.payment_redirect_url).toBe(url);

    await stockOf(spare[1]!, 2);
    const other = await readyCart([{ sku: spare[1]!, quantity: 1 }], { payment: 'swedbank' });
    const replies = await Promise.all(Array.from({ length: 5 }, () => placeOrder(other)));
    expect(new Set(replies.map((r) => r.data.placeOrder.orderV2.number)).size).toBe(1);
    expect(new Set(replies.map((r) => r.data.placeOrder.payment_redirect_url)).size).toBe(1);
    const sessions = await env.DB.prepare('SELECT count(*) AS n FROM payment_sessions WHERE order_number = ?').bind(replies[0]!.data.placeOrder.orderV2.number).first<{ n: number }>();
    expect(sessions!.n).toBe(1);
  });

  it('pay: the provider notifies the shop (order Processing), then returns the browser to /thank-you; a second click changes nothing', async () => {
    const { order, url } = await pendingOrder(spare[2]!);
    const paid = await choose(sessionOf(url), 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${env.STOREFRONT_URL}/thank-you`);
    expect(await statusOf(order.token)).toBe('Processing');
    const again = await choose(sessionOf(url), 'cancel');
    expect(again.headers.get('location')).toBe(`${env.STOREFRONT_URL}/thank-you`);
    expect(await statusOf(order.token)).toBe('Processing');
    expect((await env.DB.prepare('SELECT count(*) AS n FROM payment_notifications WHERE order_number = ?').bind(order.number).first<{ n: number }>())!.n).toBe(1);
  });

  for (const action of ['cancel', 'decline'] as const) {
    it(`${action}: the order is Canceled, its stock, gift card balance and coupon use given back, its cart active again; the browser goes to /payment-fail?cartId=`, async () => {
      const sku = action === 'cancel' ? spare[3]! : spare[4]!;
      await stockOf(sku, 2);
      await env.DB.prepare(`INSERT OR REPLACE INTO gift_card_accounts (code, balance, expires_on) VALUES ('TEST-${action}', 1000, NULL)`).run();
      await env.DB.prepare(`INSERT OR REPLACE INTO coupons (code, label, discount_type, discount_amount, uses_per_coupon, times_used) VALUES ('TEST-${action}', 'Test', 'by_percent', 10, 5, 0)`).run();
      const cartId = await readyCart([{ sku, quantity: 1 }], { payment: 'swedbank' });
      await postGraphql(`mutation G($input: ApplyGiftCardToCartInput) { applyGiftCardToCart(input: $input) { cart { id } } }`, { input: { cart_id: cartId, gift_card_code: `TEST-${action}` } });
      await postGraphql(`mutation C($input: ApplyCouponToCartInput) { applyCouponToCart(input: $input) { cart { id } } }`, { input: { cart_id: cartId, coupon_code: `TEST-${action}` } });
      const placed = (await placeOrder(cartId)).data.placeOrder;
      expect(placed.errors).toEqual([]);
      expect(await sourcesOf(sku)).toMatchObject({ pea: 1 });
      const balance = () => env.DB.prepare(`SELECT balance FROM gift_card_accounts WHERE code = 'TEST-${action}'`).first<{ balance: number }>();
      const uses = () => env.DB.prepare(`SELECT times_used FROM coupons WHERE code = 'TEST-${action}'`).first<{ times_used: number }>();
      expect(await balance()).toEqual({ balance: 0 });
      expect(await uses()).toEqual({ times_used: 1 });
      expect(await cartActive(cartId)).toBe(0);

      const answer = await choose(sessionOf(placed.payment_redirect_url), action);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`${env.STOREFRONT_URL}/payment-fail?cartId=${cartId}`);
      expect(await statusOf(placed.orderV2.token)).toBe('Canceled');
      expect(await sourcesOf(sku)).toMatchObject({ pea: 2 });
      expect(await balance()).toEqual({ balance: 1000 });
      expect(await uses()).toEqual({ times_used: 0 });
      expect(await cartActive(cartId)).toBe(1);
      // The restored cart can be ordered again: a new order.
      await postGraphql(`mutation P($input: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $input) { cart { id } } }`, { input: { cart_id: cartId, payment_method: { code: 'invoice' } } });
      const again = (await placeOrder(cartId)).data.placeOrder;
      expect(again.errors).toEqual([]);
      expect(again.orderV2.number).not.toBe(placed.orderV2.number);
    });
  }
});

describe('POST /payment/notify', () => {
  it('refuses a forged signature, a tampered amount, a stale or malformed notification and an unknown order with 400, leaving the order pending', async () => {
    const { order, url } = await pendingOrder(spare[5]!);
    const good = signedFor(order, url);
    const cases: Array<[string, Awaited<ReturnType<typeof notify>>]> = [
      ['wrong secret', await notify(good, 'not-the-secret')],
      ['no signature', await notify(good, undefined, '')],
      ['tampered amount, original signature', await notify(JSON.stringify({ ...good, amount: '0.01' }), undefined, await (await import('./notification-signature')).signNotification(env.PAYMENT_NOTIFY_SECRET!, JSON.stringify(good)))],
      ['signed, wrong amount', await notify(signedFor(order, url, { amount: '0.01' }))],
      ['signed, stale', await notify(signedFor(order, url, { timestamp: Math.floor(Date.now() / 1000) - 3600 }))],
      ['signed, unknown order', await notify(signedFor(order, url, { order_reference: '999999999' }))],
      ['signed, not JSON', await notify('{"order_reference":')],
      ['signed, extra field', await notify(JSON.stringify({ ...good, grand_total: 0 }))],
    ];
    for (const [name, result] of cases) {
      expect(result.status, name).toBe(400);
      expect(result.body.error, name).toEqual(expect.any(String));
    }
    expect(cases.map(([, r]) => r.body.error)).toEqual([
      'Invalid signature.',
      'Invalid signature.',
      'Invalid signature.',
      `Amount 0.01 EUR does not match order ${order.number}.`,
      'Notification expired.',
      'Unknown order 999999999.',
      'Notification body is not JSON.',
      expect.stringMatching(/^Invalid notification: /),
    ]);
    expect(await statusOf(order.token)).toBe('Pending Payment');
  });

  it('accepts a good notification once: a replay is refused (400) and a second outcome too, the order as the first left it', async () => {
    const { order, url } = await pendingOrder(spare[5]!);
    const paid = signedFor(order, url);
    expect(await notify(paid)).toEqual({ status: 200, body: { ok: true, order: order.number, status: 'processing' } });
    expect(await notify(paid)).toEqual({ status: 400, body: { error: 'Notification already processed.' } });
    expect(await notify(signedFor(order, url, { status: 'CANCELLED' }))).toEqual({ status: 400, body: { error: `Order ${order.number} is not awaiting payment.` } });
    expect(await statusOf(order.token)).toBe('Processing');
  });
});

describe('in production', () => {
  it('the simulated provider\'s page and form answer 404 (it would mark orders paid without money); the notification endpoint still checks signatures', async () => {
    const { order, url } = await pendingOrder(spare[0]!);
    const production = { ...env, ENVIRONMENT: 'production' };
    const path = `/payment/${sessionOf(url)}`;
    expect((await app.request(path, {}, production)).status).toBe(404);
    expect((await app.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay' }, production)).status).toBe(404);
    const forged = await app.request('/payment/notify', { method: 'POST', headers: { 'content-type': 'application/json', 'x-payment-signature': '0'.repeat(64) }, body: '{}' }, production);
    expect(forged.status).toBe(400);
    expect(await statusOf(order.token)).toBe('Pending Payment');
  });
});
