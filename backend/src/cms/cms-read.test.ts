import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CmsNewsletterSchema, CmsPageSchema, CmsSectionSchema, cmsCollectionResponse, cmsSingleResponse } from '../../../domain/cms-content';
import { ORIGIN, seeded } from '../../test/graphql-request';
import { seededDocuments } from './seed-content';

type Body = { data: any; meta?: any; error?: { status: number; name: string; message: string; details: unknown } };

/** Reads send the read-only token (backend/wrangler.toml CMS_READ_TOKEN), as the storefront does. */
const READ_TOKEN = env.CMS_READ_TOKEN;

async function get(path: string, init: RequestInit = { headers: { authorization: `Bearer ${READ_TOKEN}` } }): Promise<{ status: number; body: Body; response: Response }> {
  const response = await SELF.fetch(new URL(path, ORIGIN), init);
  return { status: response.status, body: await response.json<Body>(), response };
}

/** The storefront's page query (worker/upstream/cms-client.ts), verbatim. */
const STOREFRONT_PAGE_QUERY = (identifier: string) =>
  new URLSearchParams({
    'filters[identifier][$eq]': identifier,
    status: 'published',
    'populate[seo]': 'true',
    'populate[sections][on][sections.hero-slider][populate][slides][populate]': 'image',
    'populate[sections][on][sections.product-widget]': 'true',
    'populate[sections][on][sections.newsletter]': 'true',
    'populate[sections][on][sections.notice][populate]': 'image',
    'populate[sections][on][sections.contact-text]': 'true',
    'populate[sections][on][sections.departments][populate]': 'departments',
    'populate[sections][on][sections.inspiration][populate][items][populate]': 'image',
    'pagination[pageSize]': '1',
  });

describe('GET /cms/api/pages', () => {
  it('answers Strapi v5 documents with pagination meta; without populate no components or zones', async () => {
    const { status, body, response } = await get('/cms/api/pages');
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 9 });
    const home = body.data.find((page: any) => page.identifier === 'home');
    expect(Object.keys(home)).toEqual(['id', 'documentId', 'identifier', 'title', 'createdAt', 'updatedAt', 'publishedAt']);
    expect(home.documentId).toMatch(/^[a-z0-9]{24}$/);
    expect(home.publishedAt).toEqual(expect.any(String));
  });

  it('answers the storefront query with every section complete, nested media included, valid against the contract', async () => {
    const { status, body } = await get(`/cms/api/pages?${STOREFRONT_PAGE_QUERY('home')}`);
    expect(status).toBe(200);
    const parsed = cmsCollectionResponse(CmsPageSchema).parse(body);
    const page = parsed.data[0]!;
    expect(page.seo?.metaTitle).toBe('Mööblipood – mööbel ja sisustus');
    const sections = page.sections.map((section) => CmsSectionSchema.parse(section));
    expect(sections.map((s) => s.__component)).toEqual([
      'sections.hero-slider',
      'sections.product-widget',
      'sections.notice',
      'sections.product-widget',
      'sections.inspiration',
      'sections.newsletter',
    ]);
    const hero = sections[0] as Extract<(typeof sections)[number], { __component: 'sections.hero-slider' }>;
    expect(hero.slides).toHaveLength(3);
    expect(hero.slides.map((s) => s.link)).toEqual(['/c/diivanid.html', '/c/voodid.html', '/c/aiamoobel.html']);
    expect(hero.slides[0]!.image).toMatchObject({ url: expect.stringMatching(/^\/uploads\/.+\.svg$/), width: 1600, height: 640, mime: 'image/svg+xml' });
    const notice = sections[2] as Extract<(typeof sections)[number], { __component: 'sections.notice' }>;
    expect(notice.image?.url).toMatch(/^\/uploads\//);
    const inspiration = sections[4] as Extract<(typeof sections)[number], { __component: 'sections.inspiration' }>;
    expect(inspiration.items.every((item) => item.image.url.startsWith('/uploads/'))).toBe(true);
  });

  it('serves the seeded images under /cms/uploads, cacheable, with their size', async () => {
    const { body } = await get(`/cms/api/pages?${STOREFRONT_PAGE_QUERY('home')}`);
    const url: string = body.data[0].sections[0].slides[0].image.url;
    const response = await SELF.fetch(new URL(`/cms${url}`, ORIGIN));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(await response.text()).toMatch(/^<svg [^>]*width="1600" height="640"/);
    expect((await SELF.fetch(new URL('/cms/uploads/nothing.svg', ORIGIN))).status).toBe(404);
  });

  it('populate=* gives components one level deep: slides without their image', async () => {
    const { body } = await get('/cms/api/pages?filters[identifier][$eq]=home&populate=*');
    const page = body.data[0];
    expect(page.seo).toMatchObject({ metaTitle: expect.any(String) });
    expect(page.sections[0].__component).toBe('sections.hero-slider');
    expect(page.sections[0]).not.toHaveProperty('slides');
    const shared = await get('/cms/api/pages?filters[identifier][$eq]=home&populate[sections][populate]=*');
    const slides = shared.body.data[0].sections[0].slides;
    expect(slides[0].title).toBe('Diivanid igasse koju');
    expect(slides[0]).not.toHaveProperty('image');
    const notice = shared.body.data[0].sections.find((s: any) => s.__component === 'sections.notice');
    expect(notice.image.url).toMatch(/^\/uploads\//);
    const fragment = await get('/cms/api/pages?filters[identifier][$eq]=home&populate[sections][on][sections.hero-slider][populate]=*');
    expect(fragment.body.data[0].sections[0].slides).toHaveLength(3);
    expect(fragment.body.data[0].sections[1]).toEqual({ __component: 'sections.product-widget', id: expect.any(Number), title: 'Populaarsed tooted', skus: expect.any(String), seeMoreLink: '/c/diivanid.html', seeMoreText: 'Kõik diivanid' });
  });

  it('filters with $eq on multi-segment identifiers, in id order, and paginates by page, at most 100', async () => {
    const identifiers = async (query: string) => (await get(`/cms/api/pages?${query}`)).body.data.map((p: any) => p.identifier);
    expect(await identifiers('filters[identifier][$eq]=info/tarne/pakiautomaat')).toEqual(['info/tarne/pakiautomaat']);
    expect(await identifiers('filters[identifier][$eq]=info/tarne&filters[title][$eq]=Tarne ja paigaldus')).toEqual(['info/tarne']);
    expect(await identifiers('filters[identifier][$eq]=info/tarne&filters[title][$eq]=Garantii')).toEqual([]);
    const all = await get('/cms/api/pages');
    const { body } = await get('/cms/api/pages?pagination[page]=2&pagination[pageSize]=3');
    expect(body.meta.pagination).toEqual({ page: 2, pageSize: 3, pageCount: 3, total: 9 });
    expect(body.data).toEqual(all.body.data.slice(3, 6));
    const huge = await get('/cms/api/pages?pagination[pageSize]=1000');
    expect(huge.body.meta.pagination.pageSize).toBe(100);
  });

  it('one document by documentId, 404 in Strapi’s error shape for an unknown one', async () => {
    const list = await get('/cms/api/pages?filters[identifier][$eq]=kontaktid');
    const documentId = list.body.data[0].documentId;
    const one = await get(`/cms/api/pages/${documentId}?populate=*`);
    expect(one.status).toBe(200);
    expect(one.body.meta).toEqual({});
    expect(one.body.data.sections.map((s: any) => s.__component)).toEqual(['sections.contact-text', 'sections.departments']);
    const missing = await get('/cms/api/pages/abcdefghijklmnopqrstuvwx');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } });
  });

  it('blocks and the newsletter single type (headingImage only when populated)', async () => {
    const blocks = await get('/cms/api/blocks?filters[identifier][$eq]=footer-about');
    expect(blocks.body.data[0]).toMatchObject({ identifier: 'footer-about', title: 'Meist', content: expect.stringContaining('<p>') });
    const newsletter = await get('/cms/api/newsletter?status=published&populate=headingImage');
    const parsed = cmsSingleResponse(CmsNewsletterSchema).parse(newsletter.body);
    expect(parsed.data).toMatchObject({ heading: 'Liitu uudiskirjaga', showOnPages: '/\n/info/tarne.html', reopenAfterClosedHours: 48, openAfterSeconds: 15 });
    expect(parsed.data.headingImage?.url).toMatch(/^\/uploads\//);
    const plain = await get('/cms/api/newsletter');
    expect(plain.body.data).not.toHaveProperty('headingImage');
    expect((await get('/cms/api/newsletter/abc')).status).toBe(404);
  });

  it('seeds links to real categories and product widgets with real SKUs of the catalogue', async () => {
    await seeded();
    const text = JSON.stringify(seededDocuments());
    const categories = [...text.matchAll(/"\/c\/([a-z0-9/-]+)\.html"/g)].map((m) => m[1]!);
    const skus = [...text.matchAll(/"skus":"([^"]+)"/g)].flatMap((m) => m[1]!.split('\\n'));
    expect(categories.length).toBeGreaterThan(5);
    expect(skus.length).toBeGreaterThan(5);
    for (const path of new Set(categories)) {
      expect(await env.DB.prepare('SELECT id FROM categories WHERE url_path = ?').bind(path).first(), path).not.toBeNull();
    }
    for (const sku of new Set(skus)) {
      expect(await env.DB.prepare('SELECT id FROM products WHERE sku = ?').bind(sku).first(), sku).not.toBeNull();
    }
  });

  it('keeps script and style in the seeded /info/tarne HTML (the storefront sanitises)', async () => {
    const { body } = await get(`/cms/api/pages?${STOREFRONT_PAGE_QUERY('info/tarne')}`);
    const notice = body.data[0].sections[0];
    expect(notice.content).toContain('<script>');
    expect(notice.content).toContain('<style>');
  });

  it('answers bad queries 400 in Strapi’s error shape, never 500', async () => {
    for (const query of [
      'filters[nope][$eq]=1',
      'filters[identifier][$regex]=x',
      'filters[seo][metaTitle][$eq]=x',
      'populate[title]=true',
      'populate[nope]=true',
      'populate[sections][on][sections.nope]=true',
      'populate[sections][populate][nope]=true',
      'fields[0]=sections',
      'sort=nope:asc',
      'sort=title:sideways',
      'pagination[page]=0',
      'pagination[page]=x',
      'pagination[page]=1&pagination[start]=0',
      'status=live',
      'unknown=1',
      'filters=plain',
      'a]b=1',
    ]) {
      const { status, body } = await get(`/cms/api/pages?${query}`);
      expect({ query, status }).toEqual({ query, status: 400 });
      expect(body.data).toBeNull();
      expect(body.error).toMatchObject({ status: 400, name: expect.stringMatching(/Error$/), message: expect.any(String), details: expect.any(Object) });
    }
    expect((await get('/cms/api/nothing')).status).toBe(404);
  });

  it('answers what a real Strapi has but no client of this test double sends 400, naming what it supports', async () => {
    for (const [query, path] of <Array<[string, string]>>[
      ['filters[identifier][$ne]=home', 'filters.identifier.$ne'],
      ['filters[identifier][$in][0]=home', 'filters.identifier.$in'],
      ['filters[title][$containsi]=tarne', 'filters.title.$containsi'],
      ['filters[$or][0][identifier][$eq]=home', 'filters.$or'],
      ['filters[identifier]=home', 'filters.identifier'],
      ['sort=identifier:asc', 'sort'],
      ['fields[0]=identifier', 'fields'],
      ['pagination[start]=0&pagination[limit]=2', 'pagination.start'],
      ['locale=et', 'locale'],
      ['populate[sections][on][sections.notice][fields][0]=title', 'populate.sections.on.sections.notice.fields'],
    ]) {
      const { status, body } = await get(`/cms/api/pages?${query}`);
      expect({ query, status, body }).toEqual({
        query,
        status: 400,
        body: {
          data: null,
          error: {
            status: 400,
            name: 'ValidationError',
            message: `Unsupported query parameter ${path}: the reference CMS answers only status, filters[<field>][$eq], populate and pagination[page|pageSize]`,
            details: { key: path.split('.').at(-1), path, source: 'query' },
          },
        },
      });
    }
    const write = await SELF.fetch(new URL('/cms/api/newsletter?populate=*', ORIGIN), { method: 'PUT', headers: { authorization: `Bearer ${env.CMS_API_TOKEN}` }, body: '{"data":{}}' });
    expect(write.status).toBe(400);
    expect((await write.json<Body>()).error?.message).toMatch(/^Unsupported query parameter populate: /);
  });
});

describe('GET /cms/api/* as a real Strapi 5 with its Public role closed (CMS_READ_TOKEN set)', () => {
  const STRAPI_403 = { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {} } }; // exchanges/strapi-403-no-public-find.json
  const STRAPI_401 = { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials', details: {} } };

  it('no token → 403 with Strapi’s exact body; a wrong or malformed token → 401 with Strapi’s exact body', async () => {
    for (const path of [`/cms/api/pages?${STOREFRONT_PAGE_QUERY('home')}`, '/cms/api/pages?filters[identifier][$eq]=info/keelatud', '/cms/api/newsletter?status=published&populate=headingImage']) {
      const none = await get(path, {});
      expect({ path, status: none.status, body: none.body }).toEqual({ path, status: 403, body: STRAPI_403 });
      for (const authorization of ['Bearer wrong-token', 'Bearer', `Token ${READ_TOKEN}`, `Bearer ${READ_TOKEN} extra`]) {
        const wrong = await get(path, { headers: { authorization } });
        expect({ path, authorization, status: wrong.status, body: wrong.body }).toEqual({ path, authorization, status: 401, body: STRAPI_401 });
      }
    }
    // Checked before the query: a bad query without a token is still 403, not 400.
    expect((await get('/cms/api/pages?status=live', {})).status).toBe(403);
  });

  it('the read token and the full-access token read published content and drafts; drafts never without a token', async () => {
    const read = await get('/cms/api/pages?filters[identifier][$eq]=home&status=draft');
    expect(read.status).toBe(200);
    expect(read.body.data[0]).toMatchObject({ identifier: 'home', publishedAt: null });
    const full = await get('/cms/api/pages?filters[identifier][$eq]=home&status=draft', { headers: { authorization: `Bearer ${env.CMS_API_TOKEN}` } });
    expect(full.status).toBe(200);
    expect((await get('/cms/api/pages?filters[identifier][$eq]=home&status=draft', {})).body).toEqual(STRAPI_403);
  });
});
