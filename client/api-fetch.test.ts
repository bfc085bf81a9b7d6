import { afterEach, describe, expect, it } from 'vitest';
import { setBrowserEnvironment } from './browser-env';
import { callMagento, onSignedOut, requestJson } from './api-fetch';
import { fakeApi, json } from './test/fake-api';

afterEach(() => setBrowserEnvironment({ fetch: undefined }));

describe('callMagento: POST /api/magento/{method} with an argument array', () => {
  it('sends the arguments as the JSON body and returns data', async () => {
    const api = fakeApi({ '/api/magento/productsBySku': () => json({ data: { items: [] } }) });
    expect(await callMagento('productsBySku', [['A', 'B']])).toEqual({ ok: true, data: { items: [] } });
    expect(api.calls).toEqual([{ url: '/api/magento/productsBySku', method: 'POST', body: [['A', 'B']] }]);
  });

  it.each<[string, () => Response | Promise<Response>, object]>([
    [
      'a 400 refusal carries its message and category (kind backend)',
      () => json({ error: { message: 'Product not found', category: 'graphql-no-such-entity' } }, 400),
      { kind: 'backend', status: 400, message: 'Product not found', category: 'graphql-no-such-entity' },
    ],
    [
      'a 503 with the spec text (kind unavailable)',
      () => json({ error: { message: 'Internal server error: try again' } }, 503),
      { kind: 'unavailable', status: 503, message: 'Internal server error: try again', category: null },
    ],
    ['a 200 without data', () => json({ nope: 1 }), { kind: 'unavailable', status: 200, message: null, category: null }],
    ['HTML from a proxy', () => new Response('<html>502</html>', { status: 502 }), { kind: 'unavailable', status: 502, message: null, category: null }],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), { kind: 'unavailable', status: null, message: null, category: null }],
  ])('%s', async (_name, reply, failure) => {
    fakeApi({ '/api/magento/productsBySku': reply });
    expect(await callMagento('productsBySku', [['A']])).toEqual({ ok: false, ...failure });
  });
});

describe('requestJson', () => {
  it('GETs without a body', async () => {
    const api = fakeApi({ '/klevu-api/settings': () => json({ popularSearchTerms: [] }) });
    expect(await requestJson('/klevu-api/settings')).toEqual({ status: 200, json: { popularSearchTerms: [] } });
    expect(api.calls[0]).toMatchObject({ method: 'GET', body: undefined });
  });

  it('rethrows an abort (cancelled is not failed)', async () => {
    fakeApi({ '/x': () => json({}) });
    const controller = new AbortController();
    controller.abort();
    await expect(requestJson('/x', {}, controller.signal)).rejects.toThrow();
  });
});

describe('an authorization error from the middleware API (storefront.md §4)', () => {
  it('clears every registered store and goes home, once per reply', async () => {
    const navigations: string[] = [];
    setBrowserEnvironment({ navigate: (path) => navigations.push(path) });
    const cleared: string[] = [];
    const stopCart = onSignedOut(() => cleared.push('cart'));
    const stopCustomer = onSignedOut(() => cleared.push('customer'));
    fakeApi({ '/api/magento/customer': () => json({ error: { message: 'Sul puudub ligipääs, palun logi sisse.', category: 'graphql-authorization' } }, 401) });
    expect(await callMagento('customer', [])).toMatchObject({ ok: false, status: 401, message: 'Sul puudub ligipääs, palun logi sisse.', category: 'graphql-authorization' });
    expect(cleared).toEqual(['cart', 'customer']);
    expect(navigations).toEqual(['/']);
    stopCart();
    stopCustomer();
    setBrowserEnvironment({ navigate: undefined });
  });

  it.each<[string, number, unknown]>([
    ['a 400 authorization error (a guest asking for customer data: nothing to sign out)', 400, { error: { message: 'x', category: 'graphql-authorization' } }],
    ['a 401 of another category', 401, { error: { message: 'x', category: 'graphql-input' } }],
  ])('leaves the page alone for %s', async (_name, status, body) => {
    const navigations: string[] = [];
    setBrowserEnvironment({ navigate: (path) => navigations.push(path) });
    const cleared: string[] = [];
    const stop = onSignedOut(() => cleared.push('cart'));
    fakeApi({ '/api/magento/customer': () => json(body, status) });
    await callMagento('customer', []);
    expect([cleared, navigations]).toEqual([[], []]);
    stop();
    setBrowserEnvironment({ navigate: undefined });
  });
});
