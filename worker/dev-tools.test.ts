import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { send } from './test-helpers';
import type { Upstream } from './upstream/upstream';

/** Issue 6 §3: the reference backend under /__dev/backend/* in development, never in production. */
let seen: Array<{ method: string; url: string; body: string; contentType: string | null; cookie: string | null; redirect?: string }>;
let app: ReturnType<typeof createApp>;

const service = (baseUrl: string) => ({
  baseUrl,
  fetch: async (request: Request) => {
    seen.push({ method: request.method, url: request.url, body: await request.text(), contentType: request.headers.get('content-type'), cookie: request.headers.get('cookie') });
    if (new URL(request.url).pathname.startsWith('/media/')) return new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } });
    // The payment provider answers its form with a redirect the browser must follow itself.
    if (new URL(request.url).pathname.startsWith('/payment/')) {
      seen[seen.length - 1]!.redirect = request.redirect;
      return new Response(null, { status: 303, headers: { location: 'https://shop.test/thank-you' } });
    }
    return Response.json({ data: { ok: true } });
  },
});
const upstream = (): Upstream => ({
  commerce: service('https://reference-backend.internal/graphql'),
  cms: service('https://reference-backend.internal/cms'),
  search: service('https://reference-backend.internal/klevu'),
  calls: () => seen.length,
});

beforeEach(() => {
  seen = [];
  app = createApp({ upstream });
});

const dev = (path: string, init: RequestInit = {}, overrides: Partial<StorefrontEnv> = {}) => send(app, `https://shop.test${path}`, init, overrides);

describe('/__dev/backend/* in development', () => {
  it('passes a GraphQL POST body through', async () => {
    const body = JSON.stringify({ query: '{ storeConfig { store_code } }', variables: {} });
    const { response, body: answer } = await dev('/__dev/backend/graphql', { method: 'POST', body, headers: { 'content-type': 'application/json', cookie: 'vsf-customer=secret' } });
    expect(response.status).toBe(200);
    expect(JSON.parse(answer)).toEqual({ data: { ok: true } });
    expect(seen).toEqual([{ method: 'POST', url: 'https://reference-backend.internal/graphql', body, contentType: 'application/json', cookie: null }]);
  });

  it('hands the payment provider\'s redirect to the browser (303 with its Location), never following it itself', async () => {
    const { response } = await dev('/__dev/backend/payment/abc', {
      method: 'POST',
      body: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://shop.test/thank-you');
    expect(seen).toEqual([expect.objectContaining({ method: 'POST', url: 'https://reference-backend.internal/payment/abc', body: 'action=pay', redirect: 'manual' })]);
  });

  it('passes a GraphQL GET query through', async () => {
    const { response } = await dev('/__dev/backend/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D&operationName=StoreConfig', { headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(seen[0]!.url).toBe('https://reference-backend.internal/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D&operationName=StoreConfig');
  });

  it('shows a self-contained GraphQL console to a browser, its script allowed by the CSP nonce', async () => {
    const { response, body } = await dev('/__dev/backend/graphql', { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const scripts = body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toEqual([`<script nonce="${nonce}">`]);
    expect(body).toContain('<textarea id="query"');
    expect(body).not.toMatch(/src="https?:|href="https?:|style=/); // no CDN, no inline styles
    expect(seen).toEqual([]);
  });

  it.each([
    ['/__dev/backend/klevu/cs/v2/search', 'POST', 'https://reference-backend.internal/klevu/cs/v2/search'],
    ['/__dev/backend/klevu/settings', 'GET', 'https://reference-backend.internal/klevu/settings'],
    ['/__dev/backend/media/catalog/product/x.svg?width=10', 'GET', 'https://reference-backend.internal/media/catalog/product/x.svg?width=10'],
    ['/__dev/backend/faults', 'POST', 'https://reference-backend.internal/__faults'],
    ['/__dev/backend/faults', 'DELETE', 'https://reference-backend.internal/__faults'],
    ['/__dev/backend/stats', 'GET', 'https://reference-backend.internal/__stats'],
    ['/__dev/backend/health', 'GET', 'https://reference-backend.internal/__health'],
    ['/__dev/backend/outbox?to=mari%40example.ee', 'GET', 'https://reference-backend.internal/__outbox?to=mari%40example.ee'],
    ['/__dev/backend/settings', 'POST', 'https://reference-backend.internal/__settings'],
    ['/__dev/backend/reviews', 'GET', 'https://reference-backend.internal/__reviews'],
    ['/__dev/backend/reviews/12/approve', 'POST', 'https://reference-backend.internal/__reviews/12/approve'],
  ])('%s (%s) → %s', async (path, method, url) => {
    const init: RequestInit = method === 'POST' ? { method, body: '{"rules":[]}', headers: { 'content-type': 'application/json' } } : { method };
    const { response } = await dev(path, init);
    expect(response.status).toBe(200);
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([`${method} ${url}`]);
  });

  it('refuses cross-site writes', async () => {
    const cross = await dev('/__dev/backend/faults', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', origin: 'https://evil.example' } });
    expect(cross.response.status).toBe(403);
    expect(seen).toEqual([]);
  });
});

describe('/__dev/backend/* outside development', () => {
  it.each([
    ['DEV_TOOLS disabled', { DEV_TOOLS: 'disabled' }],
    ['production', { ENVIRONMENT: 'production', DEV_TOOLS: 'enabled' }],
  ])('answers 404 with %s, for every backend path', async (_name, overrides) => {
    for (const [path, init] of [
      ['/__dev/backend/graphql', { headers: { accept: 'text/html' } }],
      ['/__dev/backend/graphql', { method: 'POST', body: '{"query":"{__typename}"}', headers: { 'content-type': 'application/json' } }],
      ['/__dev/backend/klevu/settings', {}],
      ['/__dev/backend/media/catalog/product/x.svg', {}],
      ['/__dev/backend/faults', { method: 'POST', body: '{"rules":[]}' }],
      ['/__dev/backend/stats', {}],
    ] as const) {
      const { response, body } = await dev(path, init, overrides);
      expect(response.status, path).toBe(404);
      expect(body).not.toContain('textarea');
    }
    // the only upstream calls are the 404 page's shared data (GraphQL POSTs to /graphql, the CMS
    // newsletter config), never a proxied one
    expect(seen.filter((request) => !/StoreConfig|DefaultCountry|MainMenu|\/cms\/api\/newsletter\?/.test(request.url + request.body))).toEqual([]);
  });
});
