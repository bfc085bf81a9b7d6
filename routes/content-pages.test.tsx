/// <reference types="vite/client" />
// CMS content pages through the whole app (workerd, real KV and Cache API) with a scripted CMS and
// commerce backend: every section type renders, a bad section is logged and left out, CMS HTML is
// sanitised, unknown slugs are 404 pages, a warm page makes no CMS call, and with the CMS down
// the last stored content is served (the maintenance page only when KV has none).
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cmsPageEntry, bumpContentVersion, writeEntry } from '../kv-schema';
import { createApp } from '../worker/app';
import { send, PUBLIC_ORIGIN } from '../worker/test-helpers';
import { fakeCmsPages, fakeUpstream, FAKE_CMS_HOME, type FakeUpstream } from '../worker/upstream/fake-upstream';
import { contentPageTags } from './content-page';
import { headingsFromH2 } from './content-sections';
import { homeRoute } from './home';

let fake: FakeUpstream;
let app: ReturnType<typeof createApp>;

const media = (id: number, name: string, width = 1600, height = 600) => ({ id, url: `/uploads/${name}`, alternativeText: `Pilt ${name}`, width, height, mime: 'image/jpeg' });

const card = (id: number, sku: string, name: string) => ({
  __typename: 'SimpleProduct',
  uid: btoa(String(id)),
  id,
  sku,
  name,
  url_key: sku.toLowerCase(),
  url_rewrites: [],
  stock_status: 'IN_STOCK',
  only_x_left_in_stock: null,
  small_image: { url: `https://backend/media/catalog/product/${sku}.svg`, label: name },
  price_range: {
    minimum_price: { regular_price: { value: 100, currency: 'EUR' }, final_price: { value: 90, currency: 'EUR' } },
    maximum_price: { regular_price: { value: 100, currency: 'EUR' }, final_price: { value: 90, currency: 'EUR' } },
  },
});

/** A page with one section of every type, plus an unknown and a malformed one. */
const TARNE = {
  id: 7,
  documentId: 'tarne-doc',
  identifier: 'info/tarne/kuller',
  title: 'Kullerteenus',
  seo: { metaTitle: 'Kulleriga koju | Mööblipood', metaDescription: 'Kuidas kuller mööbli koju toob.' },
  sections: [
    {
      __component: 'sections.hero-slider',
      id: 1,
      slides: [
        { id: 11, title: 'Talvine allahindlus', subtitle: 'Kuni -40%', image: media(1, 'talv.jpg'), link: '/c/kampaaniad.html', linkText: 'Vaata pakkumisi' },
        { id: 12, title: 'Uued diivanid', image: media(2, 'diivanid.jpg'), link: null },
      ],
    },
    { __component: 'sections.product-widget', id: 2, title: 'Populaarsed toolid', skus: 'TOOL-B\nTOOL-A\n\nTUNDMATU', seeMoreLink: '/c/toolid.html', seeMoreText: 'Kõik toolid' },
    { __component: 'sections.product-widget', id: 3, title: 'Lauad', skus: 'LAUD-1', seeMoreLink: null },
    { __component: 'sections.newsletter', id: 4, heading: 'Liitu uudiskirjaga', description: 'Pakkumised esimesena.' },
    {
      __component: 'sections.notice',
      id: 5,
      content: '<p>Tarne <strong>tasuta</strong> üle 500 €.</p><script>alert("x")</script><style>body{display:none}</style><img src="javascript:alert(1)" onerror="alert(2)"><p nonce="cms-nonce">n</p>',
      image: media(3, 'tarne.png', 640, 400),
      link: '/info/tarne.html',
    },
    { __component: 'sections.contact-text', id: 6, column1: '<h3>Klienditeenindus</h3><h4>Telefon</h4>', column2: '<p>Müügisaal</p>', column3: '<p>Ladu</p><iframe src="https://evil.example"></iframe>' },
    {
      __component: 'sections.departments',
      id: 7,
      title: 'Osakonnad',
      departments: [{ id: 71, name: 'Klienditeenindus', phone: '+372 600 1234', email: 'info@mooblipood.ee', hours: 'E–R 9–17' }],
    },
    { __component: 'sections.inspiration', id: 8, title: 'Inspiratsioon', items: [{ id: 81, title: 'Skandinaavia stiil', image: media(4, 'skandi.jpg', 400, 300), link: '/c/diivanid.html' }] },
    { __component: 'sections.video', id: 9, url: 'https://video.example' },
    { __component: 'sections.notice', id: 10 },
  ],
};

const KONTAKTID = {
  id: 8,
  documentId: 'kontaktid-doc',
  identifier: 'kontaktid',
  title: 'Kontaktid',
  sections: [{ __component: 'sections.departments', id: 1, title: 'Osakonnad', departments: [{ id: 1, name: 'Müügisaal', phone: null, email: null, hours: 'E–L 10–20' }] }],
};

function cmsPages(pages: Record<string, unknown>) {
  fake.reply('cms:pages', (variables) => fakeCmsPages(pages[String(variables.identifier)] ? [pages[String(variables.identifier)]] : []));
}

/** One request, rendered afresh (a new content version: never a copy from the edge HTML cache). */
async function get(path: string, overrides: Partial<StorefrontEnv> = {}) {
  await bumpContentVersion(env.CONTENT);
  return send(app, `https://shop.test${path}`, {}, overrides);
}

let errors: { mock: { calls: unknown[][] }; mockRestore: () => void };
let warnings: { mock: { calls: unknown[][] }; mockRestore: () => void };
/** The `cms-fallback` lines logged so far in this test. */
const fallbacksLogged = () =>
  warnings.mock.calls.map((args) => JSON.parse(String(args[0])) as Record<string, unknown>).filter((line) => line.at === 'cms-fallback');
beforeEach(async () => {
  const { keys } = await env.CONTENT.list();
  await Promise.all(keys.map((key) => env.CONTENT.delete(key.name)));
  fake = fakeUpstream();
  app = createApp({ upstream: fake.upstream });
  cmsPages({ 'info/tarne/kuller': TARNE, kontaktid: KONTAKTID, home: FAKE_CMS_HOME });
  fake.reply('ProductsBySku', { data: { products: { items: [card(1, 'TOOL-A', 'Tool Aino'), card(2, 'TOOL-B', 'Tool Berit'), card(3, 'LAUD-1', 'Laud Lumi')] } } });
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  errors.mockRestore();
  warnings.mockRestore();
});

describe('content page sections', () => {
  it('renders every section type of a multi-segment /info page', async () => {
    const { response, body } = await get('/info/tarne/kuller.html');
    expect(response.status).toBe(200);
    expect(body).toContain('<h1>Kullerteenus</h1>');
    expect(body).toContain('aria-current="page">Kullerteenus</span>'); // breadcrumbs
    // hero slider: images on the media base URL with their sizes, the first eager, the rest lazy
    expect(body).toContain('Talvine allahindlus');
    expect(body).toContain('Kuni -40%');
    expect(body).toContain(
      '<img class="hero-slider__image" src="/cms-media/uploads/talv.jpg" srcSet="/_ipx/w_640,h_240/cms-media/uploads/talv.jpg 640w, /_ipx/w_1024,h_384/cms-media/uploads/talv.jpg 1024w, /_ipx/w_1600,h_600/cms-media/uploads/talv.jpg 1600w" sizes="(max-width: 1280px) 100vw, 1248px" alt="Pilt talv.jpg" width="1600" height="600" loading="eager" decoding="async" fetchPriority="high"/>',
    );
    expect(body).toMatch(/src="\/cms-media\/uploads\/diivanid.jpg"[^>]*loading="lazy"/);
    expect(body).toContain('href="/c/kampaaniad.html">Vaata pakkumisi</a>');
    expect(body).toContain('href="#cms-1-slide-2"');
    expect(body).toContain('id="cms-1-slide-2"');
    // product widgets: in the editor's SKU order, unknown SKUs left out, one query for both
    expect(body).toContain('<h2>Populaarsed toolid</h2>');
    expect(body.indexOf('Tool Berit')).toBeLessThan(body.indexOf('Tool Aino'));
    expect(body).toContain('href="/c/toolid.html">Kõik toolid</a>');
    expect(body).toContain('<h2>Lauad</h2>');
    expect(body).toContain('Laud Lumi');
    expect(fake.calls.ProductsBySku).toBe(1);
    // newsletter, notice, contact text, departments, inspiration
    expect(body).toMatch(/<h2[^>]*>Liitu uudiskirjaga<\/h2>/);
    expect(body).toContain('Pakkumised esimesena.');
    expect(body).toContain('<p>Tarne <strong>tasuta</strong> üle 500 €.</p>');
    expect(body).toContain('src="/cms-media/uploads/tarne.png"');
    expect(body).toContain('href="/info/tarne.html">Loe lähemalt</a>');
    expect(body).toContain('<h2>Klienditeenindus</h2><h3>Telefon</h3>'); // an editor's h3 column under the page's h1
    expect(body).toContain('<p>Müügisaal</p>');
    expect(body).toContain('<p>Ladu</p>');
    expect(body).toContain('<h2>Osakonnad</h2>');
    expect(body).toContain('href="tel:+3726001234">+372 600 1234</a>');
    expect(body).toContain('href="mailto:info@mooblipood.ee"');
    expect(body).toContain('E–R 9–17');
    expect(body).toContain('<h2>Inspiratsioon</h2>');
    expect(body).toContain('href="/c/diivanid.html"><img src="/cms-media/uploads/skandi.jpg"');
    expect(body).toContain('Skandinaavia stiil');
  });

  it('strips scripts, styles, frames and unsafe attributes from CMS HTML', async () => {
    const { body } = await get('/info/tarne/kuller.html');
    expect(body).not.toContain('alert(');
    expect(body).not.toContain('display:none');
    expect(body).not.toContain('evil.example');
    expect(body).not.toContain('onerror');
    expect(body).not.toContain('cms-nonce'); // never a nonce: the edge cache trusts nonced scripts
  });

  it('logs an unknown or malformed section once per page version (cms-fallback), and renders the rest', async () => {
    cmsPages({ 'info/tarne/kuller': { ...TARNE, updatedAt: `logged-${crypto.randomUUID()}` } });
    const { response, body } = await get('/info/tarne/kuller.html');
    expect(response.status).toBe(200);
    expect(body).not.toContain('video.example');
    expect(fallbacksLogged()).toEqual([
      { at: 'cms-fallback', page: 'info/tarne/kuller', field: 'sections.8', reason: 'unknown section type sections.video: left out' },
      { at: 'cms-fallback', page: 'info/tarne/kuller', field: 'sections.9.content', reason: expect.stringMatching(/^sections.notice: .*: section left out$/) },
    ]);
    expect(body).toContain('Skandinaavia stiil'); // the sections around them are there
  });

  it('takes title and description from the page SEO fields, the canonical URL from PUBLIC_ORIGIN', async () => {
    const { body } = await get('/info/tarne/kuller.html');
    expect(body).toContain('<title>Kulleriga koju | Mööblipood</title>');
    expect(body).toContain('<meta name="description" content="Kuidas kuller mööbli koju toob."/>');
    expect(body).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/info/tarne/kuller.html"/>`);
    const contacts = await get('/kontaktid.html');
    expect(contacts.body).toContain('<title>Kontaktid | Mööblipood</title>');
    expect(contacts.body).toContain('Müügisaal');
    expect(contacts.body).toContain('E–L 10–20');
  });

  it('puts media on CMS_MEDIA_URL when it is set, and lets the CSP load images from it', async () => {
    const { response, body } = await get('/info/tarne/kuller.html', { CMS_MEDIA_URL: 'https://media.example.ee/' });
    expect(body).toContain('src="https://media.example.ee/uploads/talv.jpg"');
    expect(body).not.toContain('/_ipx/w_640,h_240'); // another origin's files are not resized by us
    expect(response.headers.get('content-security-policy')).toContain("img-src 'self' data: blob: https://media.example.ee;");
  });

  it('makes the top heading of a CMS fragment an h2, keeping the levels below it in order', () => {
    expect(headingsFromH2('<h4 class="x">A</h4><p>b</p><h5>C</h5>')).toBe('<h2 class="x">A</h2><p>b</p><h3>C</h3>');
    expect(headingsFromH2('<h2>A</h2><h4>B</h4>')).toBe('<h2>A</h2><h4>B</h4>');
    expect(headingsFromH2('<p>&lt;h3&gt; <header>x</header></p>')).toBe('<p>&lt;h3&gt; <header>x</header></p>');
  });

  it('declares the CMS page tag of each content route', () => {
    expect(contentPageTags(new URL('https://shop.test/info/tarne/kuller.html'))).toEqual(['cms-page:info/tarne/kuller']);
    expect(contentPageTags(new URL('https://shop.test/kontaktid.html'))).toEqual(['cms-page:kontaktid']);
    expect(contentPageTags(new URL('https://shop.test/info/Tarne.html'))).toEqual([]);
    expect(homeRoute.contentTags?.(new URL('https://shop.test/Home'))).toEqual(['cms-page:home']);
  });
});

type Exchange = { request?: { body: { data: Record<string, unknown> } }; response?: { body: { data: Record<string, unknown> } }; data?: unknown };
const exchanges = import.meta.glob<Exchange>('../../shared/strapi-5/exchanges/*.json', { eager: true, import: 'default' });
const recorded = (name: string) => exchanges[`../../shared/strapi-5/exchanges/${name}.json`]!;

/** Components in lists (sections, slides, items, departments) get ids as Strapi gives them. */
function withIds<T>(value: T): T {
  if (!Array.isArray(value)) return value;
  return value.map((item: unknown, index) => {
    if (typeof item !== 'object' || item === null) return item;
    return { id: index + 1, ...Object.fromEntries(Object.entries(item).map(([key, field]) => [key, withIds(field)])) };
  }) as T;
}

/**
 * A page an editor created in the real Strapi 5 (a recorded POST) as the storefront's GET answers
 * it: the stored document (its title as stored: null when left out) with the SEO and sections
 * the editor sent; a media id picked in the editor (`image: 4`) populated as that upload.
 */
function publishedPage(name: string): Record<string, unknown> {
  const { request, response } = recorded(name);
  const sent = request!.body.data;
  const sections = JSON.parse(JSON.stringify(withIds(sent.sections ?? [])).replace(/"image":4\b/g, JSON.stringify({ image: media(4, 'insp_a.png', 600, 600) }).slice(1, -1))) as unknown;
  return { ...response!.body.data, seo: sent.seo ?? null, sections };
}

describe('what an editor can publish in a real Strapi 5 (issue 18)', () => {
  const serve = (name: string) => {
    const page = publishedPage(name);
    cmsPages({ [String(page.identifier)]: page });
    return page;
  };

  it('a page without a title renders (200) with a title from its identifier, the fallback logged once per version', async () => {
    serve('edge-info_ilma-pealkirjata');
    const { response, body } = await get('/info/ilma-pealkirjata.html');
    expect(response.status).toBe(200);
    expect(body).toContain('<h1>Ilma pealkirjata</h1>');
    expect(body).toContain('<title>Ilma pealkirjata | Mööblipood</title>');
    expect(body).toContain('<p>Pealkirjata leht</p>');
    // Read from the CMS again (KV emptied): the same version is not logged again.
    await env.CONTENT.delete(cmsPageEntry('info/ilma-pealkirjata').key);
    expect((await get('/info/ilma-pealkirjata.html')).response.status).toBe(200);
    expect(fake.calls['cms:pages']).toBe(2);
    expect(fallbacksLogged()).toEqual([
      { at: 'cms-fallback', page: 'info/ilma-pealkirjata', field: 'title', reason: "missing: 'Ilma pealkirjata' from the identifier" },
    ]);
  });

  it('a 230-character title renders (200): in full as the h1, cut at a word with an ellipsis in <title>', async () => {
    const page = serve('length-info_pikk-pealkiri');
    const { response, body } = await get('/info/pikk-pealkiri.html');
    expect(response.status).toBe(200);
    expect(body).toContain(`<h1>${String(page.title)}</h1>`);
    expect(body).toContain(`<title>${'Pealkiri '.repeat(5)}Pealkiri… | Mööblipood</title>`);
    expect(fallbacksLogged()).toEqual([expect.objectContaining({ page: 'info/pikk-pealkiri', field: 'title' })]);
  });

  it('a 600-character SEO description renders (200), the meta description cut at a word to 160 characters', async () => {
    serve('length-info_pikk-kirjeldus');
    const { response, body } = await get('/info/pikk-kirjeldus.html');
    expect(response.status).toBe(200);
    const description = /<meta name="description" content="([^"]*)"/.exec(body)?.[1] ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^(Kirjeldus )+Kirjeldus…$/);
    expect(body).toContain('<title>x</title>'); // the editor's SEO title
    expect(fallbacksLogged()).toEqual([expect.objectContaining({ page: 'info/pikk-kirjeldus', field: 'seo.metaDescription' })]);
  });

  it('Markdown rich text renders as headings, bold and lists (an h2 under the page h1), not literally', async () => {
    serve('edge-info_markdown');
    const { response, body } = await get('/info/markdown.html');
    expect(response.status).toBe(200);
    expect(body).toContain('<h2>Tasuta tarne</h2>');
    expect(body).toContain('Toome <strong>kõik</strong> tooted koju. Vaata <a href="/info/tarne.html">tingimusi</a>.');
    expect(body).toContain('<li>kiire</li>');
    expect(body).toContain('<h2>Aadress</h2>'); // the column's ### moved up under the h1
    expect(body).toContain('<strong>Telefon</strong> +372 600 0000');
    expect(body).toContain('<em>E-post</em> <a href="mailto:info@example.com">info@example.com</a>'); // GFM autolink
    expect(body).not.toContain('**');
  });

  it('a Blocks (JSON) notice renders, instead of disappearing', async () => {
    const answer = recorded('notice-with-blocks-content') as unknown as { data: Record<string, unknown>[] };
    cmsPages({ 'info/x': answer.data[0] });
    const { response, body } = await get('/info/x.html');
    expect(response.status).toBe(200);
    expect(body).toContain('<h2>Tasuta tarne</h2><p>Toome <strong>kõik</strong> koju.</p>');
    expect(fallbacksLogged()).toEqual([]);
  });

  it('half-filled sections: a text-only slide, no empty widget, an inspiration item without a link', async () => {
    serve('edge-info_poolikud');
    const { response, body } = await get('/info/poolikud.html');
    expect(response.status).toBe(200);
    expect(body).toMatch(/<div class="hero-slider__image hero-slider__image--none"><\/div><div class="hero-slider__caption"><h2 class="hero-slider__title">Pildita slaid<\/h2>/);
    expect(body).not.toContain('SKU-deta');
    expect(body).toContain('<div class="inspiration__link"><img src="/cms-media/uploads/insp_a.png"');
    expect(body).toContain('Ilma lingita');
    expect(body).toContain('Ainult nimi');
    expect(body).toContain('See teade on korras.');
    expect(fallbacksLogged().map((line) => line.field)).toEqual(['sections.0.slides.0.image', 'sections.1.skus', 'sections.2.items.0.link']);
  });

  it("offers Strapi's own image formats in srcset (no resizing service needed), also on CMS_MEDIA_URL", async () => {
    const answer = recorded('strapi-page-home') as unknown as { response: { body: { data: Record<string, unknown>[] } } };
    cmsPages({ home: answer.response.body.data[0] });
    const { body } = await get('/');
    expect(body).toContain(
      '<img class="hero-slider__image" src="/cms-media/uploads/hero_1_a753ee9023.png" srcSet="/cms-media/uploads/thumbnail_hero_1_a753ee9023.png 245w, /cms-media/uploads/small_hero_1_a753ee9023.png 500w, /cms-media/uploads/medium_hero_1_a753ee9023.png 750w, /cms-media/uploads/large_hero_1_a753ee9023.png 1000w, /cms-media/uploads/hero_1_a753ee9023.png 1600w" sizes="(max-width: 1280px) 100vw, 1248px" alt="Strapi hero one: a blue-to-sand gradient" width="1600" height="640"',
    );
    const cdn = await get('/', { CMS_MEDIA_URL: 'https://media.example.ee' });
    expect(cdn.body).toContain('srcSet="https://media.example.ee/uploads/thumbnail_notice_df9eb9585a.png 245w, https://media.example.ee/uploads/small_notice_df9eb9585a.png 500w, https://media.example.ee/uploads/medium_notice_df9eb9585a.png 750w, https://media.example.ee/uploads/notice_df9eb9585a.png 800w"');
  });
});

describe('unknown content pages', () => {
  it.each(['/info/pole-olemas.html', '/bank/a/b/c.html', '/teenused/Suured-Tahed.html', '/info/tarne/kuller', '/info/a/b/c/d/e/f.html'])(
    '%s is the 404 page',
    async (path) => {
      const { response, body } = await get(path);
      expect(response.status).toBe(404);
      expect(body).toContain('<title>404 - leht</title>');
    },
  );

  it('an unpublished page is a 404, remembered in KV (no CMS call on the next request)', async () => {
    await get('/teenused/paigaldus.html');
    const before = fake.calls['cms:pages'];
    const { response } = await get('/teenused/paigaldus.html');
    expect(response.status).toBe(404);
    expect(fake.calls['cms:pages']).toBe(before);
  });
});

describe('KV and CMS availability', () => {
  it('a page stored as missing is looked up again after a minute (a publish whose webhook was lost)', async () => {
    await writeEntry(env.CONTENT, cmsPageEntry('info/tarne/kuller'), { found: false }, () => Date.now() - 90_000);
    expect((await get('/info/tarne/kuller.html')).response.status).toBe(404); // answered from KV, rechecked behind it
    expect(fake.calls['cms:pages']).toBe(1);
    expect((await get('/info/tarne/kuller.html')).response.status).toBe(200);
  });

  it('a warm page makes no CMS call', async () => {
    await get('/info/tarne/kuller.html');
    expect(fake.calls['cms:pages']).toBe(1);
    // A crawler's copy is a different edge cache entry: this one is rendered, from KV.
    const { response, body } = await send(app, 'https://shop.test/info/tarne/kuller.html', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } });
    expect(response.status).toBe(200);
    expect(body).toContain('Kullerteenus');
    expect(fake.calls['cms:pages']).toBe(1);
  });

  it('with the CMS down, serves the last stored content (even stale)', async () => {
    await writeEntry(env.CONTENT, cmsPageEntry('info/tarne/kuller'), { found: true, page: TARNE }, () => 0); // stored long ago
    fake.reply('cms:pages', { status: 500 });
    const { response, body } = await get('/info/tarne/kuller.html');
    expect(response.status).toBe(200);
    expect(body).toContain('Talvine allahindlus');
    expect(fake.calls['cms:pages']).toBe(1); // the background refresh, which failed and kept the content
    const again = await get('/info/tarne/kuller.html');
    expect(again.body).toContain('Talvine allahindlus');
  });

  it('with the CMS down and nothing stored, is the maintenance page (503)', async () => {
    fake.reply('cms:pages', { status: 502 });
    const { response, body } = await get('/kontaktid.html');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(body).not.toContain('Müügisaal');
  });

  it('with the CMS answering garbage and nothing stored, is the maintenance page too', async () => {
    fake.reply('cms:pages', { data: { data: [{ identifier: 'kontaktid' }] } });
    const { response } = await get('/kontaktid.html');
    expect(response.status).toBe(503);
  });
});

describe('home page', () => {
  it('renders the CMS page home; without product widgets it keeps the popular products strip', async () => {
    const { response, body } = await get('/');
    expect(response.status).toBe(200);
    expect(body).toContain('<h2>Talvine sisustus</h2>');
    expect(body).toContain('Populaarsed tooted');
    expect(body).toContain('Diivan Mia');
    const home = await get('/Home');
    expect(home.body).toContain('<h2>Talvine sisustus</h2>');
    expect(home.body).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/"/>`);
  });

  it('with a product widget on the CMS page, shows the editor’s products instead of the generic strip', async () => {
    cmsPages({ home: { ...TARNE, identifier: 'home', title: 'Avaleht' } });
    const { body } = await get('/');
    expect(body).toContain('<h2>Populaarsed toolid</h2>');
    expect(body).toContain('Tool Berit');
    expect(body).not.toContain('Populaarsed tooted');
    expect(fake.calls.CategoryProducts ?? 0).toBe(0);
    expect(body).toMatch(/src="\/cms-media\/uploads\/talv.jpg"[^>]*loading="eager"[^>]*fetchPriority="high"/);
  });

  it('without a CMS page home still shows the categories and popular products', async () => {
    cmsPages({});
    const { response, body } = await get('/');
    expect(response.status).toBe(200);
    expect(body).toContain('Diivan Mia');
  });

  it('leaves the product widgets out when the products query fails, and keeps the rest', async () => {
    fake.reply('ProductsBySku', { status: 500 });
    const { response, body } = await get('/info/tarne/kuller.html');
    expect(response.status).toBe(200);
    expect(body).not.toContain('Tool Berit');
    expect(body).toContain('Skandinaavia stiil');
  });
});

describe('/cms-media', () => {
  it('forwards /uploads/ paths to the CMS upstream (as they are, or at a size through /_ipx), cacheable; anything else is a 404', async () => {
    const asked: string[] = [];
    app = createApp({
      upstream: (e) => ({
        ...fake.upstream(e),
        cms: {
          baseUrl: 'https://fake-backend.test/cms',
          fetch: async (request: Request) => {
            asked.push(request.url);
            return new Response('JPEG', { headers: { 'content-type': 'image/jpeg', 'set-cookie': 'x=1' } });
          },
        },
      }),
    });
    const { response, body } = await send(app, 'https://shop.test/cms-media/uploads/talv.jpg');
    expect(response.status).toBe(200);
    expect(body).toBe('JPEG');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('public');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(asked).toEqual(['https://fake-backend.test/cms/uploads/talv.jpg']);
    const resized = await send(app, 'https://shop.test/_ipx/w_640,h_240/cms-media/uploads/talv.jpg');
    expect(resized.response.status).toBe(200);
    expect(resized.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asked.at(-1)).toBe('https://fake-backend.test/cms/uploads/talv.jpg');
    expect((await send(app, 'https://shop.test/_ipx/w_640,h_240/cms-media/api/pages')).response.status).toBe(404);
    for (const path of ['/cms-media/api/pages', '/cms-media/uploads/../api/pages', '/cms-media/uploads//x']) {
      expect((await send(app, `https://shop.test${path}`)).response.status, path).toBe(404);
    }
  });
});
