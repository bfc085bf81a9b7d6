import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { bumpContentVersion } from '../kv-schema';
import { createApp } from './app';
import { PUBLIC_ORIGIN } from './test-helpers';
import { DEFAULT_REPLIES, fakeUpstream, type FakeReply, type FakeUpstream } from './upstream/fake-upstream';

let fake: FakeUpstream;
let app: ReturnType<typeof createApp>;

async function request(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await app.request(`https://shop.test${path}`, init, env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}
const post = (path: string, body: string) => request(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  await bumpContentVersion(env.CONTENT);
  fake = fakeUpstream();
  app = createApp({ upstream: fake.upstream });
});

describe('category listing state', () => {
  it('passes filters, sort, page size and page to the backend and links them back', async () => {
    let variables: Record<string, unknown> = {};
    fake.reply('CategoryProducts', (vars) => {
      variables = vars;
      return {
        data: {
          products: {
            total_count: 100,
            page_info: { current_page: 2, page_size: 64, total_pages: 2 },
            aggregations: [{ attribute_code: 'color', label: 'Värv', count: 2, options: [{ label: 'Hall', value: '12', count: 40 }, { label: 'Sinine', value: '14', count: 60 }] }],
            sort_fields: { default: 'position', options: [{ label: 'Position', value: 'position' }, { label: 'Price', value: 'price' }] },
            items: [],
          },
        },
      };
    });
    const { response, body } = await request('/c/diivanid.html?fcolor=12&sort=price_desc&itemsPerPage=64&page=2&fbogus=1');
    expect(response.status).toBe(200);
    expect(variables).toMatchObject({ filter: { category_url_path: { eq: 'diivanid' }, color: { in: ['12'] } }, sort: { price: 'DESC' }, pageSize: 64, currentPage: 2 });
    expect(body).toContain('Hall <span class="filter-option__count">(40)</span>');
    expect(body).toContain('href="/c/diivanid.html?sort=price_desc&amp;itemsPerPage=64"'); // un-toggle the colour, page reset
    expect(body).toContain('href="/c/diivanid.html?fcolor=12&amp;sort=price_desc&amp;itemsPerPage=64"'); // page 1 link
    expect(body).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/c/diivanid.html?page=2"/>`);
    expect(body).toContain('"@type":"BreadcrumbList"');
  });

  it.each(['page=abc', 'page=-1', 'sort=DROP%20TABLE', 'itemsPerPage=100000', `fcolor=${'x'.repeat(500)}`])('ignores bad state: %s', async (search) => {
    const { response } = await request(`/c/diivanid.html?${search}`);
    expect(response.status).toBe(200);
  });

  it('redirects a page past the end to the last page', async () => {
    fake.reply('CategoryProducts', (vars) =>
      vars.currentPage === 1
        ? { data: { products: { total_count: 40, page_info: { current_page: 1, page_size: 32, total_pages: 2 }, items: [] } } }
        : { errors: [{ message: 'currentPage value 999 specified is greater than the 2 page(s) available.', extensions: { category: 'graphql-input' } }] },
    );
    const { response } = await request('/c/diivanid.html?page=999');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/c/diivanid.html?page=2');
  });
});

describe('search page', () => {
  it('renders search results with filters from the search service', async () => {
    const { response, body } = await request('/search?term=diivan');
    expect(response.status).toBe(200);
    expect(body).toContain('Otsingutulemused: „diivan“');
    expect(body).toContain('Diivan Mia');
    expect(body).toContain('href="/p/101/diivan-mia.html"');
    expect(body).toContain('Hall');
    expect(body).toContain('<meta name="robots" content="noindex"/>');
    expect(response.headers.get('x-edge-cache')).toBeNull();
  });

  it.each([`term=${'a'.repeat(10_000)}`, 'term=%22%2A%20NEAR%20OR%20(x', 'term=diivan&page=abc&sort=evil_asc'])('%s: a clean page', async (search) => {
    const { response } = await request(`/search?${search}`);
    expect(response.status).toBe(200);
  });

  it('asks for a term when there is none', async () => {
    const { body } = await request('/search');
    expect(body).toContain('Sisesta otsingusõna');
    expect(fake.calls['klevu:search']).toBeUndefined();
  });
});

describe('search upstream failures', () => {
  /** The fake upstream with the search service replaced. */
  const withSearch = (fetch: (request: Request) => Promise<Response>) => {
    app = createApp({ upstream: (e) => ({ ...fake.upstream(e), search: { baseUrl: 'https://search.test/klevu', fetch } }) });
  };
  const failures: Array<[string, (request: Request) => Promise<Response>]> = [
    ['a timeout', async () => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    }],
    ['an unreachable service', async () => {
      throw new TypeError('Network connection lost');
    }],
    ['HTTP 500', async () => new Response('oops', { status: 500 })],
    ['HTTP 502', async () => new Response(null, { status: 502 })],
    ['invalid JSON', async () => new Response('{not json', { status: 200 })],
    ['an empty body', async () => new Response('', { status: 200 })],
    ['JSON that is no search reply', async () => Response.json({ hello: 'world' })],
  ];

  it.each(failures)('search page on %s: 503 maintenance page with Retry-After', async (_name, fetch) => {
    withSearch(fetch);
    const { response, body } = await request('/search?term=diivan');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(body).toContain('Meil on hooldustööd');
    expect(body).not.toContain('oops');
  });

  it.each(failures.slice(0, 6))('/klevu-api/search on %s: 503 JSON error', async (_name, fetch) => {
    withSearch(fetch);
    const { response, body } = await post('/klevu-api/search', JSON.stringify({ recordQueries: [{ id: 'p', typeOfRequest: 'SEARCH', settings: { query: { term: 'x' } } }] }));
    expect(response.status).toBe(503);
    expect(JSON.parse(body).error.message).toBe('Search is unavailable');
  });

  it('the page and the proxy send the configured API key, not one from code or the browser', async () => {
    const keys: unknown[] = [];
    withSearch(async (req) => {
      keys.push((await req.json<{ context?: unknown }>()).context);
      return Response.json({ queryResults: [{ id: 'productSearch', meta: { totalResultsFound: 0 }, records: [], filters: [] }] });
    });
    const configured = { SEARCH_API_KEY: 'configured-search-key' };
    const ctx = createExecutionContext();
    await (await app.request('https://shop.test/search?term=diivan', {}, { ...env, ...configured }, ctx)).text();
    const proxied = await app.request(
      'https://shop.test/klevu-api/search',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ context: { apiKeys: ['browser-key'] }, recordQueries: [{ id: 'p', typeOfRequest: 'SEARCH', settings: { query: { term: 'x' } } }] }) },
      { ...env, ...configured },
      ctx,
    );
    await proxied.text();
    await waitOnExecutionContext(ctx);
    expect(keys).toEqual([{ apiKeys: ['configured-search-key'] }, { apiKeys: ['configured-search-key'] }]);
  });
});

describe('search proxy', () => {
  const body = (term: string, limit = 10) =>
    JSON.stringify({ recordQueries: [{ id: 'productSearch', typeOfRequest: 'SEARCH', settings: { query: { term }, limit } }] });

  it('forwards a valid search', async () => {
    const { response, body: json } = await post('/klevu-api/search', body('diiv'));
    expect(response.status).toBe(200);
    expect(JSON.parse(json).queryResults[0].records[0].name).toBe('Diivan Mia');
  });

  it.each([
    ['not JSON', '{'],
    ['limit too large', body('x', 5000)],
    ['wrong shape', JSON.stringify({ recordQueries: [{ id: 'a', typeOfRequest: 'DROP' }] })],
  ])('refuses %s with 400', async (_name, payload) => {
    const { response } = await post('/klevu-api/search', payload);
    expect(response.status).toBe(400);
    expect(fake.calls['klevu:search']).toBeUndefined();
  });
});

describe('middleware API', () => {
  it('validates arguments before calling the backend', async () => {
    for (const payload of ['{', '{}', '[[]]', `[["${'x'.repeat(100)}"]]`]) {
      const { response, body } = await post('/api/magento/productsBySku', payload);
      expect(response.status, payload).toBe(400);
      expect(JSON.parse(body).error.message).toBeTruthy();
    }
    expect(fake.calls.ProductsBySku).toBeUndefined();
  });

  it('answers 404 for unknown integrations and methods', async () => {
    expect((await post('/api/magento/dropDatabase', '[]')).response.status).toBe(404);
    expect((await post('/api/shopify/productsBySku', '[]')).response.status).toBe(404);
    expect((await post('/api/magento/__proto__', '[]')).response.status).toBe(404);
  });

  it('answers only what an island can use: cards it can read (in the order asked), services with a SKU and a name', async () => {
    const sofa = (DEFAULT_REPLIES.CategoryProducts as { data: { products: { items: unknown[] } } }).data.products.items[0];
    fake.reply('ProductsBySku', { data: { products: { items: [{ sku: 'BROKEN' }, null, sofa] } } });
    const cards = await post('/api/magento/productsBySku', JSON.stringify([['BROKEN', 'DIIVAN-MIA']]));
    expect(JSON.parse(cards.body).data.items.map((card: { sku: string }) => card.sku)).toEqual(['DIIVAN-MIA']);
    const price = { minimum_price: { regular_price: { value: 49, currency: 'EUR' }, final_price: { value: 49, currency: 'EUR' } }, maximum_price: null };
    const service = { uid: 'u1', sku: 'ASM-1', name: 'Kokkupanek', price_range: price };
    fake.reply('AssemblyProducts', { data: { assemblyProducts: { items: [service, { ...service, uid: 'u2', name: null }, { ...service, uid: 'u3', sku: null }, null] } } });
    const services = await post('/api/magento/assemblyProducts', JSON.stringify(['DIIVAN-MIA']));
    expect(JSON.parse(services.body).data.items.map((item: { uid: string }) => item.uid)).toEqual(['u1']);
  });

  it('a cart comes without the empty entries Magento leaves for products that are gone (storefront.md §3)', async () => {
    const line = { __typename: 'SimpleCartItem', uid: 'l1', quantity: 1, product: { __typename: 'SimpleProduct', uid: 'p1', sku: 'A', name: 'A', url_key: 'a', small_image: null }, prices: null };
    fake.reply('Cart', { data: { cart: { id: 'A'.repeat(32), total_quantity: 1, items: [null, line, null], prices: null, applied_coupons: [], applied_gift_cards: [] } } });
    const { body } = await post('/api/magento/cart', JSON.stringify(['A'.repeat(32)]));
    expect(JSON.parse(body).data.cart.items.map((item: { uid: string }) => item.uid)).toEqual(['l1']);
  });

  it('maps backend input errors to 400 with their message', async () => {
    fake.reply('CreateProductReview', { errors: [{ message: 'The product that was requested doesn\'t exist.', extensions: { category: 'graphql-no-such-entity' } }] });
    const { response, body } = await post('/api/magento/createProductReview', JSON.stringify([{ sku: 'NOPE', nickname: 'Mari', summary: 'Hea', text: 'Väga hea', ratings: [] }]));
    expect(response.status).toBe(400);
    expect(JSON.parse(body).error.message).toContain("doesn't exist");
  });
});

describe('image proxy', () => {
  it.each(['/_ipx/w_0,h_10/media/x.svg', '/_ipx/w_abc/media/x.svg', '/_ipx/w_10,h_10,q_500/media/x.svg'])('%s → 400', async (path) => {
    expect((await request(path)).response.status).toBe(400);
  });
  it.each(['/_ipx/w_10,h_10/etc/passwd', '/_ipx/w_10,h_10/media/../secret'])('%s → 404', async (path) => {
    expect((await request(path)).response.status).toBe(404);
  });
});

describe('robots and sitemap', () => {
  it('robots.txt names the sitemap and keeps private paths out', async () => {
    const { body } = await request('/robots.txt');
    expect(body).toContain(`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`);
    expect(body).toContain('Disallow: /checkout');
    expect(body).toContain('Disallow: /my-account');
  });
  it('sitemap.xml indexes categories and product pages', async () => {
    const index = await request('/sitemap.xml');
    expect(index.response.headers.get('content-type')).toContain('application/xml');
    expect(index.body).toContain(`<loc>${PUBLIC_ORIGIN}/sitemap-categories.xml</loc>`);
    expect(index.body).toContain(`<loc>${PUBLIC_ORIGIN}/sitemap-products-1.xml</loc>`);
    const categories = await request('/sitemap-categories.xml');
    expect(categories.body).toContain(`<loc>${PUBLIC_ORIGIN}/c/diivanid/nurgadiivanid.html</loc>`);
    const products = await request('/sitemap-products-1.xml');
    expect(products.body).toContain(`<loc>${PUBLIC_ORIGIN}/p/101/diivan-mia.html</loc>`);
  });
});

describe('product page', () => {
  it('renders the product with sanitised descriptions, stock per store and structured data', async () => {
    const { response, body } = await request('/p/101/diivan-mia.html');
    expect(response.status).toBe(200);
    expect(body).toContain('<h1>Diivan Mia</h1>');
    expect(body).toContain('Pehme diivan.');
    expect(body).not.toContain('alert(1)');
    expect(body).toContain('749,00\u00a0€');
    expect(body).toContain('"@type":"Product"');
    expect(body).toContain('"priceCurrency":"EUR"');
    expect(body).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/p/101/diivan-mia.html"/>`);
    expect(body).toContain('href="/c/diivanid.html"'); // breadcrumb: the category
  });

  // HTMLRewriter threw on the first three and the whole page was a 500 (issue 17 §4). A raw-text
  // element inside `<select>` runs to its end tag as it does in a browser, so with none the rest
  // of that field goes; the rest of the page stays.
  it.each([
    ['<select><style></select>', '<p>Pehme diivan.</p><select><style></select><p>Lõpp.</p>', '<p>Pehme diivan.</p></div>'],
    ['<select><title>', '<p>Pehme diivan.</p><select><title>x</title></select><p>Lõpp.</p>', '<p>Pehme diivan.</p><p>Lõpp.</p></div>'],
    ['<frameset><noframes>', '<p>Pehme diivan.</p><frameset><noframes>x</noframes></frameset><p>Lõpp.</p>', '<p>Pehme diivan.</p><p>Lõpp.</p></div>'],
    // Before: the page's own </div></main> were closed by the field and the table swallowed the rest.
    ['an unclosed table and a stray </div>', '<p>Pehme diivan.</p></div></main><table><tr><td>Lõpp.', '<p>Pehme diivan.</p><table><tr><td>Lõpp.</td></tr></table></div>'],
  ])('renders 200 with the rest of the page when a description holds %s', async (_name, html, rendered) => {
    const product = DEFAULT_REPLIES.ProductPage as (variables: Record<string, unknown>, headers: Headers) => FakeReply & { data: any };
    fake.reply('ProductPage', (variables, headers) => {
      const reply = structuredClone(product(variables, headers));
      reply.data.products.items[0].description.html = html;
      return reply;
    });
    const { response, body } = await request('/p/101/diivan-mia.html');
    expect(response.status).toBe(200);
    expect(body).toContain('<h1>Diivan Mia</h1>');
    expect(body).toContain(rendered);
    expect(body).not.toMatch(/<select|<style>|<title>x|<frameset|<noframes/);
    expect(body).toContain('</footer>');
  });

  it('renders a category whose description holds <select><title> (200, the listing and the description text)', async () => {
    const route = DEFAULT_REPLIES.Route as (variables: Record<string, unknown>, headers: Headers) => FakeReply & { data: any };
    fake.reply('Route', (variables, headers) => {
      const reply = structuredClone(route(variables, headers));
      if (reply.data.route) reply.data.route.description = '<p>Diivanid igasse tuppa.</p><select><title>x</title></select>';
      return reply;
    });
    const { response, body } = await request('/c/diivanid.html');
    expect(response.status).toBe(200);
    expect(body).toContain('Diivanid igasse tuppa.');
    expect(body).not.toMatch(/<select|<title>x/);
  });

  it('/p/{id} without a slug: 301 to the canonical product URL', async () => {
    fake.reply('Route', (variables) =>
      variables.url === '/p/101'
        ? { data: { route: { __typename: 'SimpleProduct', relative_url: 'diivan-mia.html', redirect_code: 0, type: 'PRODUCT', uid: 'MTAx', id: 101, sku: 'DIIVAN-MIA', name: 'Diivan Mia', url_key: 'diivan-mia' } } }
        : { data: { route: null } },
    );
    const { response } = await request('/p/101');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/p/101/diivan-mia.html');
    const unknown = await request('/p/999');
    expect(unknown.response.status).toBe(404);
  });

  it.each(['/p/102/diivan-mia.html', '/p/101/olematu.html', '/p/abc/diivan-mia.html'])('%s → 404', async (path) => {
    expect((await request(path)).response.status).toBe(404);
  });
});
