import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { bumpContentVersion } from '../kv-schema';
import { createApp } from './app';
import { send } from './test-helpers';
import { fakeUpstream, type FakeUpstream } from './upstream/fake-upstream';

/**
 * Issue 6 §1 "Host header": every absolute URL comes from PUBLIC_ORIGIN, never from the Host
 * the client sent; media URLs point at our own origin, never the backend's host.
 */
let fake: FakeUpstream;
let app: ReturnType<typeof createApp>;
const ORIGIN = 'https://shop.example';
const evil = (path: string, init: RequestInit = {}) =>
  send(app, `https://evil.example${path}`, { ...init, headers: { host: 'evil.example', ...(init.headers ?? {}) } }, { PUBLIC_ORIGIN: ORIGIN });

beforeEach(async () => {
  await bumpContentVersion(env.CONTENT);
  fake = fakeUpstream();
  app = createApp({ upstream: fake.upstream });
});

const absoluteUrls = (body: string) => [...body.matchAll(/https?:\/\/[^\s"'<>\\]+/g)].map((m) => m[0]);
/** Absolute URLs that are neither ours nor schema.org's vocabulary or known third parties. */
const foreign = (body: string) => absoluteUrls(body).filter((url) => !url.startsWith(ORIGIN) && !/^https:\/\/(schema\.org|www\.sitemaps\.org|www\.servaline\.ee)\b/.test(url) && !url.startsWith('http://www.sitemaps.org'));

describe('absolute URLs come from PUBLIC_ORIGIN, never the Host header', () => {
  it('product page: canonical, JSON-LD url, offer, images and breadcrumbs', async () => {
    const { response, body } = await evil('/p/101/diivan-mia.html');
    expect(response.status).toBe(200);
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}/p/101/diivan-mia.html"/>`);
    const product = JSON.parse(/<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"Product".*?)<\/script>/.exec(body)![1]!);
    expect(product.url).toBe(`${ORIGIN}/p/101/diivan-mia.html`);
    expect(product.offers.url).toBe(`${ORIGIN}/p/101/diivan-mia.html`);
    for (const image of product.image ?? []) expect(image).toMatch(new RegExp(`^${ORIGIN}/media/`));
    expect(body).not.toContain('evil.example');
    expect(foreign(body)).toEqual([]);
  });

  it.each(['/', '/c/diivanid.html', '/kategooriad.html', '/search?term=diivan'])('%s: no evil host, no backend host', async (path) => {
    const { response, body } = await evil(path);
    expect(response.status).toBe(200);
    expect(body).not.toContain('evil.example');
    expect(body).not.toContain('backend');
    expect(foreign(body)).toEqual([]);
  });

  it('category canonical and breadcrumb JSON-LD', async () => {
    const { body } = await evil('/c/diivanid.html?page=1&utm_source=x');
    expect(body).toContain(`<link rel="canonical" href="${ORIGIN}/c/diivanid.html"/>`);
  });

  it('robots.txt and the sitemaps', async () => {
    const robots = await evil('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const index = await evil('/sitemap.xml');
    expect(index.body).toContain(`<loc>${ORIGIN}/sitemap-categories.xml</loc>`);
    const categories = await evil('/sitemap-categories.xml');
    expect(categories.body).toContain(`<loc>${ORIGIN}/c/diivanid.html</loc>`);
    const products = await evil('/sitemap-products-1.xml');
    expect(products.body).toContain(`<loc>${ORIGIN}/p/101/diivan-mia.html</loc>`);
    for (const { body } of [robots, index, categories, products]) {
      expect(body).not.toContain('evil.example');
      expect(foreign(body)).toEqual([]);
    }
  });

  it('a path that looks like a host stays a path on our origin', async () => {
    const { body } = await evil('//evil.example/sitemap.xml');
    // The 404 may name the path (the consent form returns to '/evil.example/sitemap.xml'), never the host.
    expect(body).not.toMatch(/(https?:)?\/\/evil\.example/);
    expect(foreign(body)).toEqual([]);
  });
});
