// CMS content pages through the storefront worker and the real reference backend (its seeded
// Strapi-compatible CMS): the home page's hero slider and product widgets, a sanitised /info page,
// a multi-segment slug, an unknown slug, CMS media through /cms-media, and a warm page that makes
// no CMS call at all.
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../worker/app';
import { send } from '../worker/test-helpers';
import { createUpstream } from '../worker/upstream/upstream';

import { html } from './storefront';

// A cold home page renders the CMS page, its product widgets' products and the shared data through
// the real backend in workerd: over the 5 s default on a loaded 2-core machine (6.3 s seen in CI).
vi.setConfig({ testTimeout: 30_000 });

type Section = { __component: string; title?: string; slides?: { title: string }[] };
type CmsPage = { identifier: string; title: string; sections: Section[] };

/** The published page as the CMS itself has it (the source of truth the page must show). */
async function cmsPage(identifier: string): Promise<CmsPage> {
  const query = new URLSearchParams({ 'filters[identifier][$eq]': identifier, status: 'published', 'populate[sections][populate]': '*' });
  // With the storefront's read token, as the CMS client sends it (the Public role is closed).
  const response = await env.BACKEND.fetch(`https://reference-backend.internal/cms/api/pages?${query}`, { headers: { authorization: `Bearer ${env.CMS_API_TOKEN}` } });
  expect(response.status).toBe(200);
  return (await response.json<{ data: CmsPage[] }>()).data[0]!;
}

/** The storefront with its real upstreams, counting the CMS requests. */
function storefront() {
  let cmsCalls = 0;
  const app = createApp({
    upstream: (bindings) => {
      const upstream = createUpstream(bindings);
      const cms = upstream.cms;
      return { ...upstream, cms: { ...cms, fetch: (request: Request) => ((cmsCalls += 1), cms.fetch(request)) } };
    },
  });
  const get = (path: string, userAgent = 'Mozilla/5.0 Chrome/150') => send(app, `http://localhost:8787${path}`, { headers: { 'user-agent': userAgent } });
  return { get, cmsCalls: () => cmsCalls };
}

describe('content pages from the reference CMS', () => {
  it('home: the hero slider and the product widgets of the CMS page home', async () => {
    const home = await cmsPage('home');
    const { get } = storefront();
    const { response, body } = await get('/');
    expect(response.status).toBe(200);
    const hero = home.sections.find((section) => section.__component === 'sections.hero-slider')!;
    for (const slide of hero.slides!) expect(body).toContain(html(slide.title));
    expect(body).toMatch(/<img class="hero-slider__image" src="\/cms-media\/uploads\/[^"]+" srcSet="\/cms-media\/uploads\/thumbnail_[^"]+ 245w, \/cms-media\/uploads\/small_[^"]+ 500w, [^"]+" sizes="[^"]+" alt="[^"]+" width="\d+" height="\d+" loading="eager" decoding="async" fetchPriority="high"\/>/);
    for (const widget of home.sections.filter((section) => section.__component === 'sections.product-widget')) {
      expect(body).toContain(`<h2>${html(widget.title!)}</h2>`);
    }
    expect(body).toMatch(/href="\/p\/\d+\/[^"]+\.html"/);
    // the image itself, from our own origin
    const src = /src="(\/cms-media\/uploads\/[^"]+)"/.exec(body)![1]!;
    const image = await get(src);
    expect(image.response.status).toBe(200);
    expect(image.response.headers.get('content-type')).toContain('image/svg+xml');
    const resized = await get(`/_ipx/w_640,h_256${src}`);
    expect(resized.response.status).toBe(200);
    expect(resized.response.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('an /info page with scripts in its CMS HTML renders without them; a multi-segment slug works', async () => {
    const { get } = storefront();
    const tarne = await get('/info/tarne.html');
    expect(tarne.response.status).toBe(200);
    expect(tarne.body).toContain(`<h1>${html((await cmsPage('info/tarne')).title)}</h1>`);
    expect(tarne.body).not.toContain('CMS script ran');
    expect(tarne.body).not.toContain('display: none');
    const deep = await get('/info/tarne/pakiautomaat.html');
    expect(deep.response.status).toBe(200);
    expect(deep.body).toContain(`<h1>${html((await cmsPage('info/tarne/pakiautomaat')).title)}</h1>`);
    expect((await get('/kontaktid.html')).body).toContain('Osakonnad');
  });

  it('an unknown slug is the 404 page', async () => {
    const { get } = storefront();
    expect((await get('/info/seda-pole.html')).response.status).toBe(404);
    expect((await get('/teenused/a/b.html')).response.status).toBe(404);
  });

  it('a warm page makes no CMS call', async () => {
    const { get, cmsCalls } = storefront();
    await get('/teenused/kokkupanek.html');
    const before = cmsCalls();
    // a crawler's copy is another edge cache entry: rendered again, its CMS page read from KV
    const warm = await get('/teenused/kokkupanek.html', 'Mozilla/5.0 (compatible; Googlebot/2.1)');
    expect(warm.response.status).toBe(200);
    expect(warm.body).toContain('Kokkupanek');
    expect(cmsCalls() - before).toBe(0);
  });
});
