import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_QUERY, type RouteCategory, type RouteProduct, type RouteQuery } from '../../../../graphql/documents';
import { queryData, seeded } from '../../../test/graphql-request';
import { normalizeRoute } from './route';

const route = async (url: string) => (await queryData<RouteQuery>(ROUTE_QUERY, { url })).route;

let product: { id: number; sku: string; url_key: string; name: string; category_path: string };

beforeAll(async () => {
  await seeded();
  product = (await env.DB.prepare(
    `SELECT p.id, p.sku, p.url_key, p.name, c.url_path AS category_path FROM products p
     JOIN category_products cp ON cp.product_id = p.id AND cp.is_direct = 1 JOIN categories c ON c.id = cp.category_id
     WHERE p.visibility = 4 AND p.type_id = 'configurable' ORDER BY p.id LIMIT 1`,
  ).first())!;
});

describe('normalizeRoute', () => {
  it.each([
    ['/c/diivanid/nurgadiivanid.html', 'diivanid/nurgadiivanid', null],
    ['diivanid.html', 'diivanid', null],
    ['https://pood.ee/c/vaibad/?page=2#top', 'vaibad', null],
    ['/p/123/nurgadiivan-aino-10042.html', 'nurgadiivan-aino-10042', 123],
    ['/p/77', '', 77],
    ['/kampaaniad%C3%A4.html', 'kampaaniadä', null],
  ])('%s -> %s', (url, path, productId) => {
    expect(normalizeRoute(url)).toEqual({ path, productId });
  });
});

describe('route', () => {
  it('resolves a category url, with or without marker and suffix', async () => {
    const category = (await route('/c/diivanid/nurgadiivanid.html')) as RouteCategory;
    expect(category).toMatchObject({
      __typename: 'CategoryTree',
      type: 'CATEGORY',
      redirect_code: 0,
      relative_url: 'diivanid/nurgadiivanid.html',
      name: 'Nurgadiivanid',
      url_path: 'diivanid/nurgadiivanid',
      url_suffix: '.html',
      breadcrumbs: [{ category_name: 'Diivanid', category_url_path: 'diivanid', category_level: 2, category_uid: expect.any(String) }],
    });
    expect(category.children!.map((c) => c!.name)).toEqual(['Parema nurgaga', 'Vasaku nurgaga']);
    expect(category.product_count).toBeGreaterThan(0);
    expect(await route('diivanid/nurgadiivanid')).toEqual(category);
  });

  it('resolves a product by url key, by category path and by the /p/{id}/ link', async () => {
    const expected = { __typename: 'ConfigurableProduct', type: 'PRODUCT', uid: btoa(String(product.id)), id: product.id, sku: product.sku, url_key: product.url_key, name: product.name };
    expect(await route(`${product.url_key}.html`)).toMatchObject({ ...expected, relative_url: `${product.url_key}.html`, redirect_code: 0 });
    expect(await route(`/${product.category_path}/${product.url_key}.html`)).toMatchObject(expected);
    expect(await route(`/p/${product.id}/${product.url_key}.html`)).toMatchObject(expected);
    expect(((await route(`/p/${product.id}`)) as RouteProduct).sku).toBe(product.sku);
  });

  it('answers a moved url with the new one and redirect code 301', async () => {
    expect(await route('/soodustused.html')).toMatchObject({ __typename: 'CategoryTree', redirect_code: 301, relative_url: 'kampaaniad.html', name: 'Kampaaniad' });
  });

  it('returns null for an unknown url, a variant and the bare root', async () => {
    const variant = await env.DB.prepare('SELECT id, url_key FROM products WHERE visibility = 1 LIMIT 1').first<{ id: number; url_key: string }>();
    expect(await route('/c/no-such-category.html')).toBeNull();
    expect(await route(`${variant!.url_key}.html`)).toBeNull();
    expect(await route(`/p/${variant!.id}`)).toBeNull();
    expect(await route('/')).toBeNull();
  });
});
