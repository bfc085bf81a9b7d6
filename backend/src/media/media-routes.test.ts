import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN, queryData } from '../../test/graphql-request';
import { productImageFile, renderProductImage } from './product-image';

describe('product images', () => {
  it('serves the image a product card points at: an SVG in the product colour, cacheable forever', async () => {
    const data = await queryData('{ products(filter: { category_url_path: { eq: "vaibad" } }, pageSize: 1) { items { small_image { url } } } }');
    const url: string = data.products.items[0].small_image.url;
    const response = await SELF.fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(`fill="#${/-([0-9a-f]{6})\.svg$/.exec(url)![1]}"`);
  });

  it('draws the same file the same way and different views differently', () => {
    const file = productImageFile('MP10042', 1, 'sofa', '8a8d91');
    expect(file).toBe('/m/p/mp10042-1-sofa-8a8d91.svg');
    expect(renderProductImage(file)).toBe(renderProductImage(file));
    expect(renderProductImage(productImageFile('MP10042', 2, 'sofa', '8a8d91'))).not.toBe(renderProductImage(file));
  });

  it('answers 404 for names it did not make, and serves the logo', async () => {
    expect((await SELF.fetch(`${ORIGIN}/media/catalog/product/m/p/../../secret.svg`)).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/media/catalog/product/x.jpg`)).status).toBe(404);
    const logo = await SELF.fetch(`${ORIGIN}/media/logo/stores/1/mooblipood.svg`);
    expect(await logo.text()).toContain('viewBox="0 0 178 64"');
  });
});
