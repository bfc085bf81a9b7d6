import { afterEach, describe, expect, it } from 'vitest';
import { setBrowserEnvironment } from './browser-env';
import { productsBySku } from './products-by-sku';
import { fakeApi, json } from './test/fake-api';

const card = (sku: string, id: number) => ({
  uid: `u${id}`,
  id,
  name: `Toode ${id}`,
  sku,
  url_key: `toode-${id}`,
  url_rewrites: [],
  stock_status: 'IN_STOCK',
  small_image: { url: `https://b.test/media/${id}.svg`, label: null },
  price_range: { minimum_price: { regular_price: { value: 10, currency: 'EUR' }, final_price: { value: 9, currency: 'EUR' } } } });

afterEach(() => setBrowserEnvironment({ fetch: undefined }));

describe('productsBySku', () => {
  it('POSTs [[skus]] to /api/magento/productsBySku and keeps the order asked for', async () => {
    const api = fakeApi({ '/api/magento/productsBySku': () => json({ data: { items: [card('B', 2), card('A', 1)] } }) });
    expect((await productsBySku(['A', 'B'])).map((c) => c.sku)).toEqual(['A', 'B']);
    expect(api.calls).toEqual([{ url: '/api/magento/productsBySku', method: 'POST', body: [['A', 'B']] }]);
  });

  it('leaves out SKUs the backend did not return (the worker drops cards it cannot read: worker/catalogue.test.ts)', async () => {
    fakeApi({ '/api/magento/productsBySku': () => json({ data: { items: [card('A', 1)] } }) });
    expect((await productsBySku(['A', 'B', 'C'])).map((c) => c.sku)).toEqual(['A']);
  });

  it.each<[string, () => Response | Promise<Response>]>([
    ['an error reply', () => json({ error: { message: 'Invalid arguments' } }, 400)],
    ['a network failure', () => Promise.reject(new TypeError('offline'))],
  ])('gives [] for %s', async (_name, reply) => {
    fakeApi({ '/api/magento/productsBySku': reply });
    expect(await productsBySku(['A'])).toEqual([]);
  });

  it('asks nothing for no SKUs', async () => {
    const api = fakeApi({});
    expect(await productsBySku([])).toEqual([]);
    expect(api.calls).toEqual([]);
  });
});
