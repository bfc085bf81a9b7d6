import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { bumpContentVersion, currentContentVersion } from '../../kv-schema';
import { createApp } from '../app';
import { send as sendThroughApp } from '../test-helpers';
import { CacheLong, CacheNone, CacheShort, type CacheStrategy, type UpstreamFetchOptions } from '../../graphql/client';
import { DEFAULT_REPLIES, FAKE_CMS_HOME, fakeCmsPages, fakeUpstream } from './fake-upstream';
import { cachedSubrequests, SUBREQUEST_CACHE_HEADER } from './subrequest-cache';

type Reply = { status?: number; body: unknown; headers?: Record<string, string> };

let upstreamCalls: Request[];
let reply: Reply;
let clock: number;
let run = 0;

function upstream(request: Request): Promise<Response> {
  upstreamCalls.push(request);
  return Promise.resolve(Response.json(reply.body, { status: reply.status ?? 200, headers: reply.headers ?? {} }));
}

/** A GraphQL GET as `graphqlClient` sends it; `run` keeps tests' cache keys apart. */
function query(operationName: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = { Store: 'default' }) {
  const url = new URL('https://backend.test/graphql');
  url.searchParams.set('query', `query ${operationName}{x}`);
  url.searchParams.set('operationName', operationName);
  url.searchParams.set('variables', JSON.stringify({ ...variables, run }));
  return new Request(url, { headers });
}

/** One call through the cache with the call's strategy, its background work (puts, refreshes) finished. */
async function through(request: Request, strategy?: CacheStrategy) {
  const ctx = createExecutionContext();
  const cached = cachedSubrequests(upstream, {
    waitUntil: (promise) => ctx.waitUntil(promise),
    contentVersion: () => currentContentVersion(env.CONTENT),
    now: () => clock,
  });
  const response = await cached(request, ...(strategy ? [{ cache: strategy }] : []));
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { state: response.headers.get(SUBREQUEST_CACHE_HEADER), body, status: response.status };
}

beforeEach(() => {
  upstreamCalls = [];
  reply = { body: { data: { storeConfig: { store_name: 'Mööblipood' } } } };
  clock = Date.now();
  run += 1;
});

describe('sub-request cache', () => {
  it('serves a CacheLong query from the Cache API until it is stale, then stale while one refresh runs', async () => {
    expect((await through(query('StoreConfig'), CacheLong)).state).toBe('MISS');
    const hit = await through(query('StoreConfig'), CacheLong);
    expect(hit.state).toBe('HIT');
    expect(JSON.parse(hit.body)).toEqual(reply.body);
    expect(upstreamCalls).toHaveLength(1);

    reply = { body: { data: { storeConfig: { store_name: 'Uus nimi' } } } };
    clock += CacheLong.maxAgeSeconds * 1000 + 1;
    const stale = await through(query('StoreConfig'), CacheLong);
    expect(stale.state).toBe('STALE');
    expect(stale.body).toContain('Mööblipood');
    expect(upstreamCalls).toHaveLength(2); // the background refresh
    const refreshed = await through(query('StoreConfig'), CacheLong);
    expect(refreshed.state).toBe('HIT');
    expect(refreshed.body).toContain('Uus nimi');
  });

  it('keeps CacheShort entries 10 s fresh and refetches past the stale window', async () => {
    await through(query('CategoryProducts', { pageSize: 8 }), CacheShort);
    clock += 9_000;
    expect((await through(query('CategoryProducts', { pageSize: 8 }), CacheShort)).state).toBe('HIT');
    clock += CacheShort.staleWhileRevalidateSeconds * 1000 + 2_000;
    expect((await through(query('CategoryProducts', { pageSize: 8 }), CacheShort)).state).toBe('MISS');
    expect(upstreamCalls).toHaveLength(2);
  });

  it('keys on the store header and, for content-versioned queries, the content version', async () => {
    const contentVersioned: CacheStrategy = { ...CacheLong, contentVersioned: true };
    await through(query('StoreConfig'), CacheLong);
    expect((await through(query('StoreConfig', {}, { Store: 'en' }), CacheLong)).state).toBe('MISS');
    await through(query('CmsBlocks'), contentVersioned);
    expect((await through(query('CmsBlocks'), contentVersioned)).state).toBe('HIT');
    await bumpContentVersion(env.CONTENT); // a block publish
    expect((await through(query('CmsBlocks'), contentVersioned)).state).toBe('MISS');
  });

  it.each([
    ['a call without a strategy', () => query('StoreConfig'), undefined],
    ['a call asking for CacheNone', () => query('StoreConfig'), CacheNone],
    // A shopper's query is never cached, whatever its call asks for.
    ['a request with an Authorization header', () => query('StoreConfig', {}, { Store: 'default', Authorization: 'Bearer customer-token' }), CacheLong],
    ['variables naming a cart', () => query('ProductsBySku', { cartId: 'C'.repeat(32) }), CacheShort],
    ['a POST', () => new Request('https://backend.test/graphql?operationName=StoreConfig', { method: 'POST', body: '{}' }), CacheLong],
  ])('never caches %s', async (_name, request, strategy?: CacheStrategy) => {
    for (let i = 0; i < 2; i++) expect((await through(request(), strategy)).state).toBeNull();
    expect(upstreamCalls).toHaveLength(2);
  });

  it.each([
    ['GraphQL errors', { body: { data: { storeConfig: null }, errors: [{ message: 'Store down' }] } }],
    ['a non-200', { status: 503, body: { errors: [{ message: 'down' }] } }],
    ['no data', { body: { data: null } }],
    ['a Set-Cookie', { body: { data: { storeConfig: {} } }, headers: { 'Set-Cookie': 'a=b' } }],
  ])('never stores an answer with %s', async (_name, bad: Reply) => {
    reply = bad;
    expect((await through(query('StoreConfig'), CacheLong)).state).toBe('MISS');
    expect((await through(query('StoreConfig'), CacheLong)).state).toBe('MISS');
    expect(upstreamCalls).toHaveLength(2);
  });
});

describe('sub-request cache in the app', () => {
  it('a page rendered again after a content bump asks the backend nothing the cache holds; a cart never goes through it', async () => {
    const fake = fakeUpstream();
    const app = createApp({
      upstream: (e) => {
        const base = fake.upstream(e);
        return { ...base, commerce: { ...base.commerce, subrequestCache: true } };
      },
    });
    await bumpContentVersion(env.CONTENT);
    const first = await sendThroughApp(app, 'https://shop.test/c/diivanid.html');
    expect(first.response.headers.get('x-edge-cache')).toBe('MISS');
    const calls = { ...fake.calls };
    await bumpContentVersion(env.CONTENT); // e.g. a newsletter publish: every page renders anew
    const second = await sendThroughApp(app, 'https://shop.test/c/diivanid.html');
    expect(second.response.headers.get('x-edge-cache')).toBe('MISS');
    expect(second.body).toContain('Diivan Mia');
    expect(fake.calls.Route).toBe(calls.Route);
    expect(fake.calls.CategoryProducts).toBe(calls.CategoryProducts);

    const cart = () =>
      sendThroughApp(app, 'https://shop.test/api/magento/cart', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify(['C'.repeat(32)]),
      });
    await cart();
    const cartCalls = fake.calls.Cart ?? 0;
    await cart();
    expect(fake.calls.Cart).toBe(cartCalls + 1);
  });

  it('every call site asks for the strategy of its operation: catalogue data CacheShort, configuration CacheLong, nothing else cached', async () => {
    // What each call passes to the upstream fetch (the sub-request cache is off here, so the
    // strategy reaches the fake as the call wrote it), by operation name.
    const asked = new Map<string, Set<string>>();
    const name = (strategy: CacheStrategy | undefined) => (strategy === CacheLong ? 'CacheLong' : strategy === CacheShort ? 'CacheShort' : strategy?.mode === 'none' ? 'CacheNone' : JSON.stringify(strategy));
    const fake = fakeUpstream();
    const app = createApp({
      upstream: (e) => {
        const base = fake.upstream(e);
        const fetch = async (request: Request, options?: UpstreamFetchOptions) => {
          const url = new URL(request.url);
          const operation = request.method === 'GET' ? url.searchParams.get('operationName') : ((await request.clone().json<{ operationName?: string }>()).operationName ?? null);
          if (operation) asked.set(operation, (asked.get(operation) ?? new Set()).add(name(options?.cache)));
          return base.commerce.fetch(request);
        };
        return { ...base, commerce: { ...base.commerce, fetch } };
      },
    });
    fake.reply('CategoryProducts', (variables) =>
      variables.currentPage === 1 ? DEFAULT_REPLIES.CategoryProducts as { data: unknown } : { errors: [{ message: 'currentPage value 9 specified is greater than the 1 page(s) available.', extensions: { category: 'graphql-input' } }] },
    );
    fake.reply('ProductsBySku', { data: { products: { items: [] } } });
    const widgets = { ...FAKE_CMS_HOME, id: 2, documentId: 'valik-doc', identifier: 'info/valik', sections: [{ __component: 'sections.product-widget', id: 1, title: 'Valik', skus: 'DIIVAN-MIA', seeMoreLink: null }] };
    fake.reply('cms:pages', (variables) => fakeCmsPages(variables.identifier === 'home' ? [FAKE_CMS_HOME] : variables.identifier === 'info/valik' ? [widgets] : []));
    // Nothing from other tests in KV (shared data, CMS pages) or in the edge cache (a new version).
    const { keys } = await env.CONTENT.list();
    await Promise.all(keys.map((key) => env.CONTENT.delete(key.name)));
    await bumpContentVersion(env.CONTENT);

    const api = (method: string, args: unknown[]) =>
      sendThroughApp(app, `https://shop.test/api/magento/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify(args),
      });
    for (const path of ['/', '/c/diivanid.html', '/c/diivanid.html?page=9', '/p/101/diivan-mia.html', '/p/101', '/info/valik.html', '/dev/product-card', '/sitemap.xml', '/sitemap-products-1.xml']) {
      await sendThroughApp(app, `https://shop.test${path}`);
    }
    await api('productsBySku', [['DIIVAN-MIA']]);
    await api('pickupLocations', []);
    await api('cart', ['C'.repeat(32)]);

    expect(Object.fromEntries([...asked].map(([operation, strategies]) => [operation, [...strategies].join(' | ')]))).toEqual({
      // The table worker/upstream/subrequest-cache.ts kept by operation name until issue 19.
      StoreConfig: 'CacheLong',
      MainMenu: 'CacheLong',
      ProductReviewRatingsMetadata: 'CacheLong',
      Route: 'CacheShort',
      CategoryProducts: 'CacheShort',
      ProductPage: 'CacheShort',
      ProductsBySku: 'CacheShort',
      RelatedProducts: 'CacheShort',
      ProductReviews: 'CacheShort',
      // Never listed there: not cached.
      DefaultCountry: 'CacheNone',
      PickupLocations: 'CacheNone',
      Cart: 'CacheNone',
    });
  });
});
