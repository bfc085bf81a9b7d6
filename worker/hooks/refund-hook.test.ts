import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { send } from '../test-helpers';
import { fakeUpstream } from '../upstream/fake-upstream';

const SECRET = env.REFUND_WEBHOOK_SECRET;

type Hit = { url: URL; body: any };
let hits: Hit[];
/** What the fake collector answers next (a status, or a thrown network error). */
let collectorAnswers: Array<number | 'network-error'>;
/** How long the fake collector takes to answer. */
let collectorDelayMs: number;
let app: ReturnType<typeof createApp>;

beforeEach(() => {
  hits = [];
  collectorAnswers = [];
  collectorDelayMs = 0;
  const fake = fakeUpstream();
  app = createApp({
    upstream: (e) => fake.upstream(e),
    refundHook: {
      collectorFetch: async (request) => {
        hits.push({ url: new URL(request.url), body: await request.json() });
        if (collectorDelayMs) await new Promise((resolve) => setTimeout(resolve, collectorDelayMs));
        const next = collectorAnswers.shift() ?? 204;
        if (next === 'network-error') throw new TypeError('Network connection lost.');
        return new Response(null, { status: next });
      },
    },
  });
});

let memoId = 1000;
/** A credit memo notification as the backend sends it, with a fresh credit memo id. */
function notification(overrides: Record<string, unknown> = {}) {
  memoId += 1;
  return {
    event: 'creditmemo_saved',
    created_at: '2026-05-04 10:11:12',
    order_number: '000000042',
    credit_memo_id: memoId,
    credit_memo_number: String(memoId).padStart(9, '0'),
    currency: 'EUR',
    value: 104.98,
    tax: 20.32,
    shipping: 4.99,
    items: [
      { sku: 'MP10005', name: 'Söögitool Kaisa', price: 84.99, qty: 1 },
      { sku: 'MP20001', variant: 'MP20001-RED', name: 'Padi', price: 15, qty: 1 },
    ],
    ...overrides,
  };
}

const hook = (body: unknown, headers: Record<string, string> = {}, overrides: Partial<StorefrontEnv> = {}) =>
  send(
    app,
    'https://shop.test/hooks/refund',
    { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { authorization: SECRET, 'content-type': 'application/json', ...headers } },
    overrides,
  );
const json = (body: string) => JSON.parse(body);

describe('POST /hooks/refund', () => {
  it('sends GA4 refund over the Measurement Protocol with the shared item shape and answers 200', async () => {
    const body = notification();
    const started = Date.now();
    const { response, body: answer } = await hook(body);
    const tookMs = Date.now() - started;
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(json(answer)).toEqual({ sent: true });
    expect(hits).toHaveLength(1);
    const hit = hits[0]!;
    expect(`${hit.url.origin}${hit.url.pathname}`).toBe(env.GA4_MP_URL);
    expect(hit.url.searchParams.get('measurement_id')).toBe(env.GA4_MEASUREMENT_ID);
    expect(hit.url.searchParams.get('api_secret')).toBe(env.GA4_API_SECRET);
    expect(hit.body).toEqual({
      client_id: 'refund.000000042',
      non_personalized_ads: true,
      events: [
        {
          name: 'refund',
          params: {
            transaction_id: '000000042',
            currency: 'EUR',
            value: 104.98,
            tax: 20.32,
            shipping: 4.99,
            items: [
              { item_id: 'MP10005', item_name: 'Söögitool Kaisa', price: 84.99, quantity: 1, index: 0 },
              { item_id: 'MP20001', item_name: 'Padi', price: 15, quantity: 1, item_variant: 'MP20001-RED', index: 1 },
            ],
          },
        },
      ],
    });
    console.log(`refund hook answered in ${tookMs} ms (fake collector)`);
  });

  it('sends once per credit memo: a repeated delivery answers 200 duplicate without sending', async () => {
    const body = notification();
    expect((await hook(body)).response.status).toBe(200);
    const again = await hook(body);
    expect(again.response.status).toBe(200);
    expect(json(again.body)).toEqual({ sent: false, duplicate: true });
    expect(hits).toHaveLength(1);
    // Another credit memo of the same order is another refund.
    expect((await hook(notification())).response.status).toBe(200);
    expect(hits).toHaveLength(2);
  });

  // Issue 17 §5: the receipt was a KV read then a KV write, so simultaneous deliveries all read
  // "not sent" and each sent a hit (10 deliveries → 10 GA4 refunds).
  it('ten simultaneous deliveries of one credit memo send exactly one hit; the others send nothing', async () => {
    collectorDelayMs = 50; // the collector takes a moment, as Google's does
    const body = notification();
    const answers = await Promise.all(Array.from({ length: 10 }, () => hook(body)));
    expect(hits).toHaveLength(1);
    const statuses = answers.map(({ response }) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).not.toHaveLength(0);
    expect(answers.filter(({ body: answer }) => json(answer).sent === true)).toHaveLength(1);
    // Every other delivery either saw the hit sent (200 duplicate) or in flight (503, deliver again).
    for (const { response, body: answer } of answers.filter(({ body: answer }) => json(answer).sent !== true)) {
      if (response.status === 200) expect(json(answer)).toEqual({ sent: false, duplicate: true });
      else {
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
        expect(json(answer)).toMatchObject({ sent: false, inProgress: true });
      }
    }
    // A redelivery afterwards is a duplicate.
    expect(json((await hook(body)).body)).toEqual({ sent: false, duplicate: true });
    expect(hits).toHaveLength(1);
  });

  it('ten simultaneous deliveries while the collector fails: nothing is remembered, the redelivery sends once', async () => {
    collectorDelayMs = 20;
    collectorAnswers = Array.from({ length: 10 }, () => 500);
    const body = notification();
    const answers = await Promise.all(Array.from({ length: 10 }, () => hook(body)));
    expect(hits).toHaveLength(1);
    expect(answers.every(({ response }) => response.status === 502 || response.status === 503)).toBe(true);
    collectorAnswers = [];
    const retried = await hook(body);
    expect(retried.response.status).toBe(200);
    expect(json(retried.body)).toEqual({ sent: true });
    expect(hits).toHaveLength(2);
  });

  it.each([
    ['an error status', 500],
    ['a network error', 'network-error' as const],
  ])('502 when the collector fails with %s, logged and not remembered, so the retried delivery sends', async (_name, failure) => {
    const body = notification();
    collectorAnswers = [failure];
    const failed = await hook(body);
    expect(failed.response.status).toBe(502);
    expect(json(failed.body).error.message).toMatch(/deliver again/);
    const retried = await hook(body);
    expect(retried.response.status).toBe(200);
    expect(hits).toHaveLength(2);
  });

  it('401 without the secret or with another one, 503 when no secret is configured; nothing is sent', async () => {
    expect((await hook(notification(), { authorization: '' })).response.status).toBe(401);
    expect((await hook(notification(), { authorization: `${SECRET}x` })).response.status).toBe(401);
    const off = await hook(notification(), {}, { REFUND_WEBHOOK_SECRET: '' });
    expect(off.response.status).toBe(503);
    expect(json(off.body).error.message).toBe('Webhook not configured');
    expect(hits).toHaveLength(0);
  });

  it.each([
    ['not JSON', '{"order_number": ', /not JSON/],
    ['an array', '[]', /not a refund notification/],
    ['no order number', JSON.stringify({ ...notification(), order_number: '' }), /order_number/],
    ['a negative value', JSON.stringify({ ...notification(), value: -5 }), /value/],
    ['a lower-case currency', JSON.stringify({ ...notification(), currency: 'eur' }), /ISO 4217/],
    ['an item without a SKU', JSON.stringify({ ...notification(), items: [{ name: 'x', price: 1, qty: 1 }] }), /sku/],
    ['another event', JSON.stringify({ ...notification(), event: 'order_saved' }), /event/],
  ])('400 for %s, never 500, nothing sent', async (_name, body, message) => {
    const { response, body: answer } = await hook(body);
    expect(response.status).toBe(400);
    expect(json(answer).error.message).toMatch(message);
    expect(hits).toHaveLength(0);
  });

  it.each([
    ['no measurement id', { GA4_MEASUREMENT_ID: '' }],
    ['no API secret', { GA4_API_SECRET: '' }],
    ['a malformed measurement id', { GA4_MEASUREMENT_ID: 'UA-1234-5' }],
    ['a collector URL that is not a URL', { GA4_MP_URL: 'collector' }],
  ])('202 and nothing sent when GA4 is not configured (%s)', async (_name, overrides) => {
    const body = notification();
    const { response, body: answer } = await hook(body, {}, overrides);
    expect(response.status).toBe(202);
    expect(json(answer)).toEqual({ sent: false, reason: 'GA4 Measurement Protocol is not configured; nothing was sent' });
    expect(hits).toHaveLength(0);
    // Not remembered: once configured, a redelivery is sent.
    expect((await hook(body)).response.status).toBe(200);
  });

  it('is reachable server to server (no same-origin rule); a body over 64 KiB is 413', async () => {
    const crossSite = { origin: 'https://backend.example', 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' };
    expect((await hook(notification(), crossSite)).response.status).toBe(200);
    const huge = { ...notification(), padding: 'x'.repeat(70 * 1024) };
    expect((await hook(huge)).response.status).toBe(413);
  });
});
