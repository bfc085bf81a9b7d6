import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { bumpContentVersion, currentContentVersion } from '../../kv-schema';
import { createApp } from '../app';
import { send as sendThroughApp } from '../test-helpers';
import { fakeUpstream } from './fake-upstream';
import { cachedSubrequests, CacheLong, CacheShort, SUBREQUEST_CACHE_HEADER } from './subrequest-cache';

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

/** One call through the cache, with its background work (puts, refreshes) finished. */
async function through(request: Request) {
  const ctx = createExecutionContext();
  const cached = cachedSubrequests(upstream, {
    waitUntil: (promise) => ctx.waitUntil(promise),
    contentVersion: () => currentContentVersion(env.CONTENT),
    now: () => clock,
  });
  const response = await cached(request);
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
    expect((await through(query('StoreConfig'))).state).toBe('MISS');
    const hit = await through(query('StoreConfig'));
    expect(hit.state).toBe('HIT');
    expect(JSON.parse(hit.body)).toEqual(reply.body);
    expect(upstreamCalls).toHaveLength(1);

    reply = { body: { data: { storeConfig: { store_name: 'Uus nimi' } } } };
    clock += (CacheLong.mode === 'cache' ? CacheLong.maxAgeSeconds : 0) * 1000 + 1;
    const stale = await through(query('StoreConfig'));
    expect(stale.state).toBe('STALE');
    expect(stale.body).toContain('Mööblipood');
    expect(upstreamCalls).toHaveLength(2); // the background refresh
    const refreshed = await through(query('StoreConfig'));
    expect(refreshed.state).toBe('HIT');
    expect(refreshed.body).toContain('Uus nimi');
  });

  it('keeps CacheShort entries 10 s fresh and refetches past the stale window', async () => {
    await through(query('CategoryProducts', { pageSize: 8 }));
    clock += 9_000;
    expect((await through(query('CategoryProducts', { pageSize: 8 }))).state).toBe('HIT');
    clock += (CacheShort.mode === 'cache' ? CacheShort.staleWhileRevalidateSeconds : 0) * 1000 + 2_000;
    expect((await through(query('CategoryProducts', { pageSize: 8 }))).state).toBe('MISS');
    expect(upstreamCalls).toHaveLength(2);
  });

  it('keys on the store header and, for content-versioned queries, the content version', async () => {
    await through(query('StoreConfig'));
    expect((await through(query('StoreConfig', {}, { Store: 'en' }))).state).toBe('MISS');
    await through(query('CmsBlocks'));
    expect((await through(query('CmsBlocks'))).state).toBe('HIT');
    await bumpContentVersion(env.CONTENT); // a block publish
    expect((await through(query('CmsBlocks'))).state).toBe('MISS');
  });

  it.each([
    ['a query without a strategy (CacheNone)', () => query('Cart')],
    ['a request with an Authorization header', () => query('StoreConfig', {}, { Store: 'default', Authorization: 'Bearer customer-token' })],
    ['variables naming a cart', () => query('ProductsBySku', { cartId: 'C'.repeat(32) })],
    ['a POST', () => new Request('https://backend.test/graphql?operationName=StoreConfig', { method: 'POST', body: '{}' })],
  ])('never caches %s', async (_name, request) => {
    for (let i = 0; i < 2; i++) expect((await through(request())).state).toBeNull();
    expect(upstreamCalls).toHaveLength(2);
  });

  it.each([
    ['GraphQL errors', { body: { data: { storeConfig: null }, errors: [{ message: 'Store down' }] } }],
    ['a non-200', { status: 503, body: { errors: [{ message: 'down' }] } }],
    ['no data', { body: { data: null } }],
    ['a Set-Cookie', { body: { data: { storeConfig: {} } }, headers: { 'Set-Cookie': 'a=b' } }],
  ])('never stores an answer with %s', async (_name, bad: Reply) => {
    reply = bad;
    expect((await through(query('StoreConfig'))).state).toBe('MISS');
    expect((await through(query('StoreConfig'))).state).toBe('MISS');
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
});
