import { afterEach, describe, expect, it } from 'vitest';
import { callMagento, requestJson, setApiFetch } from './api-fetch';
import { fakeApi, json } from './test/fake-api';

afterEach(() => setApiFetch(null));

describe('callMagento: POST /api/magento/{method} with an argument array', () => {
  it('sends the arguments as the JSON body and returns data', async () => {
    const api = fakeApi({ '/api/magento/productsBySku': () => json({ data: { items: [] } }) });
    expect(await callMagento('productsBySku', [['A', 'B']])).toEqual({ ok: true, data: { items: [] } });
    expect(api.calls).toEqual([{ url: '/api/magento/productsBySku', method: 'POST', body: [['A', 'B']] }]);
  });

  it.each<[string, () => Response | Promise<Response>, string | null]>([
    ['an error reply carries its message', () => json({ error: { message: 'Product not found' } }, 400), 'Product not found'],
    ['a 503 with the spec text', () => json({ error: { message: 'Internal server error: try again' } }, 503), 'Internal server error: try again'],
    ['a 200 without data', () => json({ nope: 1 }), null],
    ['HTML from a proxy', () => new Response('<html>502</html>', { status: 502 }), null],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), null],
  ])('%s', async (_name, reply, message) => {
    fakeApi({ '/api/magento/x': reply });
    expect(await callMagento('x', [])).toEqual({ ok: false, message });
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
