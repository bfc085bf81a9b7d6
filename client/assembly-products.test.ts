import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { setBrowserEnvironment } from './browser-env';
import { loadAssemblyProducts } from './assembly-products';
import { $notifications } from './stores/notifications';
import { fakeApi, json } from './test/fake-api';

const item = { uid: 'u1', sku: 'ASM-1', name: 'Kokkupanek', price_range: { minimum_price: { final_price: { value: 49, currency: 'EUR' }, regular_price: { value: 49, currency: 'EUR' } } } };

afterEach(() => {
  cleanStores($notifications);
  $notifications.set([]);
  setBrowserEnvironment({ fetch: undefined });
});

describe('loadAssemblyProducts', () => {
  it('POSTs ["SKU"] and returns the services', async () => {
    const api = fakeApi({ '/api/magento/assemblyProducts': () => json({ data: { items: [item] } }) });
    expect(await loadAssemblyProducts('SOFA-1')).toEqual([item]);
    expect(api.calls[0]).toEqual({ url: '/api/magento/assemblyProducts', method: 'POST', body: ['SOFA-1'] });
    expect($notifications.get()).toEqual([]);
  });

  it.each<[string, () => Response | Promise<Response>]>([
    ['an empty list', () => json({ data: { items: [] } })],
    ['an error reply', () => json({ error: { message: 'Product not found' } }, 400)],
    ['a network failure', () => Promise.reject(new TypeError('offline'))],
  ])("%s: danger notice 'Something went wrong' for 5 s", async (_name, reply) => {
    fakeApi({ '/api/magento/assemblyProducts': reply });
    expect(await loadAssemblyProducts('SOFA-1')).toBeNull();
    expect($notifications.get()).toMatchObject([{ title: 'Midagi läks valesti', type: 'danger', timeToLive: 5000, persist: false }]);
  });
});
