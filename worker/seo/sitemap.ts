import { Hono, type Context } from 'hono';
import { categoryPath, productPath } from '../../domain/links';
import { CacheShort, GraphQLResponseError } from '../../graphql/client';
import { CATEGORY_PRODUCTS_QUERY } from '../../graphql/documents';
import { productCards } from '../../routes/product-cards';
import type { MainMenu } from '../../kv-schema';
import type { AppEnv } from '../app-env';
import { publicHref } from '../pipeline/public-url';
import { sharedData } from '../pipeline/shared-data';
import { anonymousCommerceClient } from '../upstream/commerce-client';

/** Products per sitemap file (the protocol allows 50 000; one backend page per file). */
export const PRODUCTS_PER_SITEMAP = 200;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

function xml(c: Context<AppEnv>, body: string) {
  return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  });
}

function flatten(menu: MainMenu): MainMenu {
  return menu.flatMap((category) => [category, ...flatten(category.children ?? [])]);
}

/**
 * `/robots.txt`, `/sitemap.xml` (an index), `/sitemap-categories.xml` (from the KV menu) and
 * `/sitemap-products-{n}.xml` (one backend page of products each). Single locale: no hreflang.
 * Every URL is on the configured public origin (`PUBLIC_ORIGIN`), never the request's Host.
 */
export const seoFiles = new Hono<AppEnv>()
  .get('/robots.txt', (c) =>
    c.text(
      [
        'User-agent: *',
        'Disallow: /checkout',
        'Disallow: /my-account',
        'Disallow: /cart-restoration',
        'Disallow: /search',
        'Disallow: /api/',
        'Disallow: /klevu-api/',
        'Disallow: /__dev/',
        `Sitemap: ${publicHref(c, '/sitemap.xml')}`,
        '',
      ].join('\n'),
      200,
      { 'Cache-Control': 'public, max-age=86400' },
    ),
  )
  .get('/sitemap.xml', async (c) => {
    const data = await anonymousCommerceClient(c).query(CATEGORY_PRODUCTS_QUERY, { filter: {}, pageSize: 1, currentPage: 1 }, { cache: CacheShort });
    const files = Math.max(1, Math.ceil((data.products?.total_count ?? 0) / PRODUCTS_PER_SITEMAP));
    const entries = ['/sitemap-categories.xml', ...Array.from({ length: files }, (_, index) => `/sitemap-products-${index + 1}.xml`)];
    return xml(
      c,
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.map((path) => `<sitemap><loc>${escapeXml(publicHref(c, path))}</loc></sitemap>`).join('')}</sitemapindex>`,
    );
  })
  .get('/sitemap-categories.xml', async (c) => {
    const shared = await sharedData(c);
    const paths = ['/', '/kategooriad.html', '/c/kampaaniad.html', ...flatten(shared.menu).filter((category) => category.include_in_menu).map((category) => categoryPath(category))];
    return xml(c, `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[...new Set(paths)].map((path) => `<url><loc>${escapeXml(publicHref(c, path))}</loc></url>`).join('')}</urlset>`);
  })
  .get('/:file{sitemap-products-[0-9]{1,5}\\.xml}', async (c) => {
    const page = Number(/(\d+)/.exec(c.req.param('file'))?.[1]);
    const data = await anonymousCommerceClient(c)
      .query(CATEGORY_PRODUCTS_QUERY, { filter: {}, pageSize: PRODUCTS_PER_SITEMAP, currentPage: page, sort: { position: 'ASC' } }, { cache: CacheShort })
      // A page past the end is an input error (Magento's currentPage check): no such file.
      .catch((error: unknown) => {
        if (error instanceof GraphQLResponseError) return null;
        throw error;
      });
    if (!data) return c.notFound();
    const urls = productCards(data.products?.items).map((product) => `<url><loc>${escapeXml(publicHref(c, productPath(product)))}</loc></url>`);
    return xml(c, `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`);
  });
