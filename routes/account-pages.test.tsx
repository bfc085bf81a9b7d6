// The my-account pages through the whole app with a scripted backend: guarded, rendered per
// request with the customer's token and never cached, order history paging and sorting as links,
// another customer's order number → 404, an expired token → the authorization flow.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../worker/app';
import { fakeUpstream, type FakeUpstream } from '../worker/upstream/fake-upstream';

let fake: FakeUpstream;
let app: ReturnType<typeof createApp>;
const SIGNED_IN = { headers: { cookie: 'vsf-customer=token-of-mari' } };

async function get(path: string, init: RequestInit = SIGNED_IN) {
  const ctx = createExecutionContext();
  const response = await app.request(`https://shop.test${path}`, init, env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

const order = (n: number) => ({
  number: String(n).padStart(9, '0'),
  order_date: `2026-0${1 + (n % 9)}-1${n % 10} 10:00:00`,
  status: 'complete',
  total: { grand_total: { value: 100 + n, currency: 'EUR' } },
});

let ordersAsked: Record<string, unknown>[];
beforeEach(() => {
  fake = fakeUpstream();
  app = createApp({ upstream: fake.upstream });
  ordersAsked = [];
  fake.reply('AccountOrders', (variables) => {
    ordersAsked.push(variables);
    const page = Number(variables.currentPage);
    const items = Array.from({ length: page === 2 ? 2 : 10 }, (_, i) => order((page - 1) * 10 + i + 1));
    return { data: { customer: { orders: { items, page_info: { current_page: page, page_size: 10, total_pages: 2 }, total_count: 12 } } } };
  });
});

describe('my-account pages', () => {
  it.each(['/my-account/personal-data', '/my-account/order-history', '/my-account/order-history/000000001', '/my-account/shipping-details'])(
    'sends a guest from %s to / without asking the backend',
    async (path) => {
      const { response } = await get(path, {});
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/');
      expect(fake.calls.AccountPersonalData ?? 0).toBe(0);
      expect(fake.calls.AccountOrders ?? 0).toBe(0);
    },
  );

  it('renders personal data with the side navigation, private and no-store, noindex, without the mega menu', async () => {
    const { response, body } = await get('/my-account/personal-data');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(body).toContain('value="Mari"');
    expect(body).toContain('mari.maasikas@example.ee');
    expect(body).toContain('aria-current="page"');
    expect(body).toContain('href="/my-account/gdpr-acceptance-details"');
    expect(body).toContain('name="robots" content="noindex"');
    expect(body).not.toContain('class="mega-menu"');
    expect(body).not.toContain('class="bank-logos"');
    expect(body).not.toContain('token-of-mari');
  });

  it('lists 10 orders newest first by default, with page links and links to each order', async () => {
    const { response, body } = await get('/my-account/order-history');
    expect(response.status).toBe(200);
    expect(ordersAsked[0]).toEqual({ currentPage: 1, pageSize: 10, sort: { sort_field: 'CREATED_AT', sort_direction: 'DESC' } });
    expect(body.match(/href="\/my-account\/order-history\/0000000\d\d"/g)).toHaveLength(10);
    expect(body).toContain('href="/my-account/order-history?page=2"');
    expect(body).toContain('href="/my-account/order-history?sort=number-asc"');
  });

  it('reads page and sort from the query string', async () => {
    const { body } = await get('/my-account/order-history?sort=number-asc&page=2');
    expect(ordersAsked[0]).toEqual({ currentPage: 2, pageSize: 10, sort: { sort_field: 'NUMBER', sort_direction: 'ASC' } });
    expect(body.match(/href="\/my-account\/order-history\/0000000\d\d"/g)).toHaveLength(2);
  });

  it('sends a page past the end to the last page', async () => {
    const { response } = await get('/my-account/order-history?page=9');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/my-account/order-history?page=2');
  });

  it("shows the 404 page for an order number the customer's orders do not hold", async () => {
    fake.reply('AccountOrder', { data: { customer: { orders: { items: [] } } } });
    const { response, body } = await get('/my-account/order-history/000000099');
    expect(response.status).toBe(404);
    expect(body).toContain('Lehte ei leitud');
  });

  it('shows an order with its lines, totals and status', async () => {
    const money = (value: number) => ({ value, currency: 'EUR' });
    fake.reply('AccountOrder', {
      data: {
        customer: {
          orders: {
            items: [
              {
                number: '000000003',
                order_date: '2026-03-13 10:00:00',
                status: 'complete',
                email: 'mari.maasikas@example.ee',
                shipping_method: 'Kuller',
                carrier: null,
                marketing_consent: false,
                payment_methods: [{ name: 'Arve', type: 'invoice' }],
                items: [{ __typename: 'OrderItem', id: '1', product_name: 'Diivan Mia', product_sku: 'DIIVAN-MIA', product_url_key: 'diivan-mia', product_type: 'simple', product_image_url: null, quantity_ordered: 2, product_sale_price: money(749) }],
                total: { subtotal: money(1227.87), total_shipping: money(0), total_tax: money(270.13), grand_total: money(1498), giftcards_amount: null, delivery_services_amount: null, discounts: [] },
                shipping_address: { firstname: 'Mari', lastname: 'Maasikas', street: ['Tartu mnt 1'], city: 'Tallinn', postcode: '10115', telephone: '+37251234567', country_code: 'EE' },
                billing_address: null,
              },
            ],
          },
        },
      },
    });
    const { response, body } = await get('/my-account/order-history/000000003');
    expect(response.status).toBe(200);
    expect(body).toContain('Diivan Mia');
    expect(body).toContain('DIIVAN-MIA');
    expect(body).toContain('1\u00a0498,00\u00a0€');
    expect(body).toContain('Tartu mnt 1');
  });

  it('an expired token on a page: signed out, sent home with the expired notice', async () => {
    fake.reply('AccountPersonalData', { errors: [{ message: 'Consumer key has expired', extensions: { category: 'graphql-authorization' } }] });
    const { response } = await get('/my-account/personal-data');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith('vsf-customer=;'))).toBe(true);
    expect(decodeURIComponent(cookies.find((cookie) => cookie.startsWith('vsf-message=')) ?? '')).toContain('Session expired, please log in again');
  });

  it.each(['/my-account/nope', '/my-account/order-history/1/2', '/my-account/personal-data/x'])('shows not-found for %s', async (path) => {
    const { response } = await get(path);
    expect(response.status).toBe(404);
  });
});
