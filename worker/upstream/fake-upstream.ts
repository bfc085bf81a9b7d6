import type { Upstream } from './upstream';

/**
 * Test double of the upstreams: answers GraphQL requests by operation name from a script and
 * counts every call. Used by the workerd tests of the storefront; never imported by the app.
 */
export type FakeReply =
  | { data: unknown; delayMs?: number }
  | { errors: Array<{ message: string; extensions?: Record<string, unknown> }>; delayMs?: number }
  | { status: number; body?: string; delayMs?: number };

export type FakeUpstream = {
  upstream: (env: StorefrontEnv) => Upstream;
  /** Calls per GraphQL operation name (and `total`), across all requests so far. */
  calls: Record<string, number> & { total: number };
  /** Replace the reply of one operation. */
  reply: (operation: string, reply: FakeReply | ((variables: Record<string, unknown>, headers: Headers) => FakeReply)) => void;
  /** Every operation fails this way (simulates a backend outage) until set to null. */
  failAll: (reply: FakeReply | null) => void;
};

const MENU_NODE = (id: number, name: string, path: string, children: unknown[] = []) => ({
  uid: btoa(String(id)),
  id,
  name,
  url_path: path,
  url_suffix: '.html',
  include_in_menu: 1,
  position: id,
  product_count: 3,
  children,
});

export const FAKE_STORE_CONFIG = {
  store_code: 'default',
  default_title: 'Mööblipood – mööbel ja sisustus',
  store_name: 'Mööblipood',
  default_display_currency_code: 'EUR',
  locale: 'et_EE',
  header_logo_src: null,
  logo_width: 178,
  logo_height: 64,
  logo_alt: 'Mööblipood',
  list_per_page: 32,
  list_per_page_values: '32,64,96',
  season_goods_categories: null,
  campaign_category_id: 90,
};

export const FAKE_MENU = [
  MENU_NODE(10, 'Diivanid', 'diivanid', [
    MENU_NODE(11, 'Nurgadiivanid', 'diivanid/nurgadiivanid', [MENU_NODE(12, 'Lamamisosaga nurgadiivanid', 'diivanid/nurgadiivanid/lamamisosaga')]),
  ]),
  MENU_NODE(20, 'Toolid', 'toolid'),
];

/** A Strapi v5 collection reply of the CMS pages with this identifier (none, or one). */
export function fakeCmsPages(pages: readonly unknown[]): FakeReply {
  return { data: { data: pages, meta: { pagination: { page: 1, pageSize: 1, pageCount: pages.length ? 1 : 0, total: pages.length } } } };
}

/** The CMS page 'home' of the fake CMS: a notice whose HTML carries a script the page must not. */
export const FAKE_CMS_HOME = {
  id: 1,
  documentId: 'home-doc',
  identifier: 'home',
  title: 'Avaleht',
  seo: null,
  sections: [{ __component: 'sections.notice', id: 1, content: '<h1>Talvine sisustus</h1><script>alert(1)</script>', image: null, link: null }],
};

export const DEFAULT_REPLIES: Record<string, FakeReply | ((variables: Record<string, unknown>, headers: Headers) => FakeReply)> = {
  StoreConfig: { data: { storeConfig: FAKE_STORE_CONFIG } },
  MainMenu: { data: { categories: { items: FAKE_MENU } } },
  /** The signed-in customer of the my-account pages (any token). */
  AccountPersonalData: {
    data: {
      customer: { firstname: 'Mari', lastname: 'Maasikas', email: 'mari.maasikas@example.ee', date_of_birth: null, gender: null, taxvat: null, id_number: null, account_type: 'customer' },
    },
  },
  CmsBlocks: { data: { cmsBlocks: { items: [{ identifier: 'home-hero', title: 'Avalehe bänner', content: '<h1>Talvine sisustus</h1><script>alert(1)</script>' }] } } },
  CategoryProducts: {
    data: {
      products: {
        total_count: 1,
        page_info: { current_page: 1, page_size: 32, total_pages: 1 },
        aggregations: [],
        sort_fields: { default: 'position', options: [] },
        items: [
          {
            __typename: 'SimpleProduct',
            uid: 'MTAx',
            id: 101,
            sku: 'DIIVAN-MIA',
            name: 'Diivan Mia',
            url_key: 'diivan-mia',
            url_rewrites: [],
            stock_status: 'IN_STOCK',
            only_x_left_in_stock: null,
            small_image: { url: 'https://backend/media/catalog/product/diivan-mia.svg', label: 'Diivan Mia' },
            price_range: {
              minimum_price: { regular_price: { value: 899, currency: 'EUR' }, final_price: { value: 749, currency: 'EUR' } },
              maximum_price: { regular_price: { value: 899, currency: 'EUR' }, final_price: { value: 749, currency: 'EUR' } },
            },
          },
        ],
      },
    },
  },
  /** The CMS read API: only the page 'home' exists. */
  'cms:pages': (variables) => fakeCmsPages(variables.identifier === 'home' ? [FAKE_CMS_HOME] : []),
  ProductPage: (variables) =>
    variables.urlKey === 'diivan-mia'
      ? {
          data: {
            products: {
              items: [
                {
                  __typename: 'SimpleProduct',
                  uid: 'MTAx',
                  id: 101,
                  sku: 'DIIVAN-MIA',
                  name: 'Diivan Mia',
                  url_key: 'diivan-mia',
                  url_rewrites: [],
                  meta_title: null,
                  meta_description: null,
                  stock_status: 'IN_STOCK',
                  only_x_left_in_stock: null,
                  tarneaeg: '1-3 tööpäeva',
                  new_to_date: null,
                  review_count: 0,
                  rating_summary: 0,
                  price_range: { minimum_price: { regular_price: { value: 899, currency: 'EUR' }, final_price: { value: 749, currency: 'EUR' } }, maximum_price: null },
                  available_price_tiers: [],
                  media_gallery: [{ url: 'https://backend/media/catalog/product/diivan-mia.svg', label: 'Diivan Mia', position: 1, disabled: false }],
                  small_image: { url: 'https://backend/media/catalog/product/diivan-mia.svg', label: 'Diivan Mia' },
                  description: { html: '<p>Pehme diivan.</p><script>alert(1)</script>' },
                  short_description: { html: '<p>Kolmekohaline diivan</p>' },
                  categories: [{ uid: 'MTA=', name: 'Diivanid', url_path: 'diivanid', url_suffix: '.html', level: 2, breadcrumbs: null }],
                  availability_in_stores: [
                    { source_code: 'pea', source_name: 'Pealadu', status: true, qty: 4 },
                    { source_code: 'muugisaal', source_name: 'Müügisaal', status: true, qty: 1 },
                  ],
                },
              ],
            },
          },
        }
      : { data: { products: { items: [] } } },
  Route: (variables) =>
    variables.url === 'diivanid.html' || variables.url === 'diivanid'
      ? {
          data: {
            route: {
              __typename: 'CategoryTree',
              relative_url: 'diivanid.html',
              redirect_code: 0,
              type: 'CATEGORY',
              uid: 'MTA=',
              id: 10,
              name: 'Diivanid',
              url_path: 'diivanid',
              url_suffix: '.html',
              description: null,
              product_count: 1,
              breadcrumbs: null,
              children: [],
            },
          },
        }
      : { data: { route: null } },
};

/** A Klevu v2 reply with one record, as the reference backend sends it. */
export const FAKE_SEARCH_REPLY = {
  meta: { apiKey: 'klevu-reference', qTime: 1 },
  queryResults: [
    {
      id: 'productSearch',
      meta: { noOfResults: 1, totalResultsFound: 1, offset: 0, typeOfSearch: 'AND' },
      records: [
        { id: '101', sku: 'DIIVAN-MIA', name: 'Diivan Mia', url: '/p/101/diivan-mia.html', image: 'https://backend/media/catalog/product/diivan-mia.svg', price: '899.00', salePrice: '749.00', currency: 'EUR', inStock: 'yes', typeOfRecord: 'KLEVU_PRODUCT', category: 'Diivanid' },
      ],
      filters: [{ key: 'color', label: 'Värv', type: 'OPTIONS', options: [{ name: 'Hall', value: 'hall', count: 1, selected: false }] }],
    },
  ],
};

function abortableDelay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    });
  });
}

export function fakeUpstream(): FakeUpstream {
  const calls = { total: 0 } as Record<string, number> & { total: number };
  const replies = { ...DEFAULT_REPLIES };
  let outage: FakeReply | null = null;

  const respond = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/cs/v2/search')) {
      calls.total += 1;
      calls['klevu:search'] = (calls['klevu:search'] ?? 0) + 1;
      if (outage) return new Response(null, { status: 500 });
      return Response.json(FAKE_SEARCH_REPLY);
    }
    // The CMS single type 'newsletter' (Strapi v5 REST), scripted as the operation
    // `cms:newsletter`: a `{ data }` reply gets Strapi's `meta`; unscripted, Strapi's 404 (not set).
    const cms = /\/cms\/api\/(newsletter)$/.exec(url.pathname);
    if (cms) {
      const name = `cms:${cms[1]}`;
      calls.total += 1;
      calls[name] = (calls[name] ?? 0) + 1;
      const scripted = outage ?? replies[name] ?? { status: 404, body: JSON.stringify({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }) };
      const reply = typeof scripted === 'function' ? scripted(Object.fromEntries(url.searchParams), request.headers) : scripted;
      // A slow CMS: the delay ends early when the caller's timeout aborts the request, as a real fetch does.
      if (reply.delayMs) await abortableDelay(reply.delayMs, request.signal);
      if ('status' in reply) return new Response(reply.body ?? null, { status: reply.status });
      return 'data' in reply ? Response.json({ data: reply.data, meta: {} }) : Response.json(reply);
    }
    if (url.pathname.endsWith('/cms/api/pages')) {
      // The CMS read API (Strapi v5 REST), scripted as the operation 'cms:pages' by identifier.
      calls.total += 1;
      calls['cms:pages'] = (calls['cms:pages'] ?? 0) + 1;
      const scripted = outage ?? replies['cms:pages'] ?? { status: 404, body: '' };
      const reply = typeof scripted === 'function' ? scripted({ identifier: url.searchParams.get('filters[identifier][$eq]') ?? '' }, request.headers) : scripted;
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if ('status' in reply) return new Response(reply.body ?? null, { status: reply.status });
      return Response.json('data' in reply ? reply.data : reply);
    }
    let operation = url.searchParams.get('operationName') ?? '';
    let variables = JSON.parse(url.searchParams.get('variables') ?? '{}') as Record<string, unknown>;
    if (request.method === 'POST') {
      const body = await request.json<{ operationName?: string; variables?: Record<string, unknown> }>();
      operation = body.operationName ?? '';
      variables = body.variables ?? {};
    }
    calls.total += 1;
    calls[operation] = (calls[operation] ?? 0) + 1;
    const scripted = outage ?? replies[operation] ?? { status: 404, body: '' };
    const reply = typeof scripted === 'function' ? scripted(variables, request.headers) : scripted;
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if ('status' in reply) return new Response(reply.body ?? null, { status: reply.status });
    return Response.json(reply);
  };

  const service = (baseUrl: string) => ({ baseUrl, fetch: respond });
  return {
    calls,
    reply: (operation, reply) => {
      replies[operation] = reply;
    },
    failAll: (reply) => {
      outage = reply;
    },
    upstream: () => ({
      commerce: service('https://fake-backend.test/graphql'),
      cms: service('https://fake-backend.test/cms'),
      search: service('https://fake-backend.test/klevu'),
      calls: () => calls.total,
    }),
  };
}
