// A refund end to end against the real reference backend: the back office refunds one of Mari
// Maasikas' orders through Magento's REST call, the backend's credit memo webhook (its body as
// logged) reaches the storefront's /hooks/refund, the storefront sends GA4's `refund` over the
// Measurement Protocol to the backend's stand-in collector exactly once, and Mari's order page
// and order history show the refund and the Closed status.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../domain/money';
import { html, storefront } from './storefront';

const BACKEND = 'https://reference-backend.internal';
const ADMIN = { authorization: 'Bearer integration-admin-api-token', 'content-type': 'application/json' };
const backendJson = async (path: string, init?: RequestInit) => (await env.BACKEND.fetch(new Request(`${BACKEND}${path}`, init))).json<any>();

/** The refund webhook the backend delivered for this credit memo (waitUntil: polled). */
async function deliveredPayload(creditMemoId: number): Promise<any> {
  for (let i = 0; i < 50; i++) {
    const log = await backendJson('/rest/__refund-webhook-log');
    const found = log.find((entry: any) => entry.creditMemoId === creditMemoId);
    if (found) return found.payload;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No refund webhook was delivered for credit memo ${creditMemoId}`);
}

async function signInMari(): Promise<string> {
  const { response, status } = await storefront('/api/magento/generateCustomerToken', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:8787', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify([{ email: 'mari.maasikas@example.ee', password: 'Maasikas-2026' }]),
  });
  expect(status).toBe(200);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('vsf-customer='));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

describe('a refund from the back office to GA4 and the shopper', () => {
  it('refunds through REST, sends GA4 refund once with the order number and amount, and shows it on the order page', async () => {
    await storefront('/'); // the backend seeds itself on its first request
    const order = (await env.BACKEND_DB.prepare(
      "SELECT o.id, o.number, o.grand_total FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = 'mari.maasikas@example.ee' AND o.status = 'complete' ORDER BY o.id DESC LIMIT 1",
    ).first<{ id: number; number: string; grand_total: number }>())!;
    expect(order).toBeTruthy();

    const started = Date.now();
    const refunded = await env.BACKEND.fetch(new Request(`${BACKEND}/rest/V1/order/${order.id}/refund`, { method: 'POST', headers: ADMIN, body: JSON.stringify({ notify: true }) }));
    const refundMs = Date.now() - started;
    const refundBody = await refunded.text();
    expect(`${refunded.status} ${refundBody}`).toMatch(/^200 \d+$/);
    const creditMemoId = Number(refundBody);

    const payload = await deliveredPayload(creditMemoId);
    expect(payload).toMatchObject({ order_number: order.number, credit_memo_id: creditMemoId, currency: 'EUR', value: order.grand_total / 100 });

    const hitsBefore = (await backendJson('/ga/mp/hits')).length;
    const hookStarted = Date.now();
    // Ten simultaneous deliveries of the one credit memo (a sender's retries racing, or several
    // senders): exactly one sends (issue 17 §5: this sent ten hits with the KV receipt).
    const deliver = () => storefront('/hooks/refund', { method: 'POST', headers: { authorization: 'development-refund-webhook-secret', 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    const deliveries = await Promise.all(Array.from({ length: 10 }, deliver));
    const hookMs = Date.now() - hookStarted;
    const sent = deliveries.filter((delivery) => delivery.status === 200 && JSON.parse(delivery.body).sent === true);
    expect(sent).toHaveLength(1);
    for (const other of deliveries.filter((delivery) => !sent.includes(delivery))) {
      expect([200, 503]).toContain(other.status);
      expect(JSON.parse(other.body).sent).toBe(false);
    }
    // The backend retries, or sends twice: nothing is sent again.
    const again = await storefront('/hooks/refund', { method: 'POST', headers: { authorization: 'development-refund-webhook-secret', 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    expect(JSON.parse(again.body)).toEqual({ sent: false, duplicate: true });

    const hits = await backendJson('/ga/mp/hits');
    const mine = hits.filter((hit: any) => hit.body?.events?.[0]?.params?.transaction_id === order.number);
    expect(hits.length - hitsBefore).toBe(1);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ measurement_id: env.GA4_MEASUREMENT_ID, api_secret_set: true });
    expect(mine[0].body.events[0]).toMatchObject({
      name: 'refund',
      params: { transaction_id: order.number, currency: 'EUR', value: order.grand_total / 100, tax: payload.tax, shipping: payload.shipping },
    });
    expect(mine[0].body.events[0].params.items.map((item: any) => item.item_id)).toEqual(payload.items.map((item: any) => item.sku));
    console.log(`REST refund answered in ${refundMs} ms; ten simultaneous deliveries to the storefront's hook (one MP hit) in ${hookMs} ms: ${deliveries.map((d) => d.status).join(' ')}`);

    const cookie = await signInMari();
    const page = await storefront(`/my-account/order-history/${order.number}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toContain(html('Tagastused'));
    expect(page.body).toContain(html(`Kreeditarve ${payload.credit_memo_number}`));
    // The refunded amount, VAT included, as a deduction (U+2212) in et-EE euros.
    expect(page.body).toContain(`\u2212${formatMoney({ value: order.grand_total / 100, currency: 'EUR' })}`);
    expect(page.body).toContain('Suletud');

    const history = await storefront('/my-account/order-history', { headers: { cookie } });
    expect(history.status).toBe(200);
    expect(history.body).toContain('Suletud');
  });
});
