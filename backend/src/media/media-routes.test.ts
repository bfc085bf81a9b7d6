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

  it('draws an image at the size asked for (?width=&height=), covering the box', async () => {
    const url = `${ORIGIN}/media/catalog/product${productImageFile('MP10002', 1, 'sofa', '8a8d91')}`;
    const card = await SELF.fetch(`${url}?width=216&height=268`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await card.text();
    expect(svg).toMatch(/^<svg [^>]*width="216" height="268" preserveAspectRatio="xMidYMid slice">/);
    expect(svg).toContain('viewBox="0 0 400 500"');
    expect(await (await SELF.fetch(`${url}?width=2160&height=2680`)).text()).toMatch(/width="2160" height="2680"/);
    expect(await (await SELF.fetch(`${url}?width=100&height=100`)).text()).toMatch(/width="100" height="100"/);
    // One side alone keeps the drawing's 4:5 ratio; none gives the original.
    expect(await (await SELF.fetch(`${url}?width=200`)).text()).toMatch(/width="200" height="250"/);
    expect(await (await SELF.fetch(`${url}?height=10`)).text()).toMatch(/width="8" height="10"/);
    expect(await (await SELF.fetch(url)).text()).toMatch(/^<svg [^>]*width="400" height="500">/);
  });

  it.each(['width=0', 'width=4001', 'height=-5', 'width=abc', 'width=1.5', 'width=12345'])('answers ?%s with 400', async (query) => {
    const response = await SELF.fetch(`${ORIGIN}/media/catalog/product${productImageFile('MP10002', 1, 'sofa', '8a8d91')}?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/^Invalid (width|height)/) });
  });

  it('answers 404 for names it did not make, and serves the logo', async () => {
    expect((await SELF.fetch(`${ORIGIN}/media/catalog/product/m/p/../../secret.svg`)).status).toBe(404);
    expect((await SELF.fetch(`${ORIGIN}/media/catalog/product/x.jpg`)).status).toBe(404);
    const logo = await SELF.fetch(`${ORIGIN}/media/logo/stores/1/mooblipood.svg`);
    expect(await logo.text()).toContain('viewBox="0 0 178 64"');
  });
});
