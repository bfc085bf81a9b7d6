/// <reference types="vite/client" />
// The managed newsletter popup's config reaching pages (customer.md §3, §4, §8): through KV from
// the CMS, its island only on pages listed in showOnPages (and only on the page kinds that may
// carry it), and a config load error only logged: the page is served whole, without the popup,
// and not stored by the edge cache.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bumpContentVersion } from '../../kv-schema';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '../../ui/island/island-markers';
import { createApp } from '../app';
import { EDGE_CACHE_HEADER } from '../cache/edge-html-cache';
import { fakeUpstream, type FakeUpstream } from '../upstream/fake-upstream';

let fake: FakeUpstream;
let app: ReturnType<typeof createApp>;

const NEWSLETTER = {
  id: 1,
  documentId: 'newsletter1',
  heading: 'Liitu uudiskirjaga',
  subheading: 'Pakkumised esimesena',
  description: 'Kord kuus.\nLoobuda saab igal ajal.',
  headingImage: { id: 3, url: '/uploads/uudiskiri.jpg', alternativeText: 'Diivan', width: 960, height: 480 },
  showOnPages: '/\n/kategooriad.html\n/p/101/diivan-mia.html',
  openAfterSeconds: 5,
  reopenAfterClosedHours: 24,
};

async function get(path: string) {
  const ctx = createExecutionContext();
  const response = await app.request(`https://shop.test${path}`, {}, env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, body, edge: response.headers.get(EDGE_CACHE_HEADER) };
}

function popupProps(body: string): unknown {
  const match = new RegExp(`<sf-island ${ISLAND_ATTRIBUTE}="newsletter-popup"[^>]*${ISLAND_PROPS_ATTRIBUTE}="([^"]*)"`).exec(body);
  return match ? JSON.parse(match[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;/g, "'")) : null;
}

beforeEach(async () => {
  const { keys } = await env.CONTENT.list();
  await Promise.all(keys.map((key) => env.CONTENT.delete(key.name)));
  await bumpContentVersion(env.CONTENT);
  fake = fakeUpstream();
  app = createApp({ upstream: fake.upstream });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('newsletter popup on pages', () => {
  it('is on the pages listed in showOnPages, with its texts, image and timing', async () => {
    fake.reply('cms:newsletter', { data: NEWSLETTER });
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(popupProps(home.body)).toEqual({
      heading: 'Liitu uudiskirjaga',
      subheading: 'Pakkumised esimesena',
      description: 'Kord kuus.\nLoobuda saab igal ajal.',
      image: { src: '/cms-media/uploads/uudiskiri.jpg', alt: 'Diivan', width: 960, height: 480 },
      openAfterSeconds: 5,
      reopenAfterClosedHours: 24,
    });
    expect(popupProps((await get('/kategooriad.html')).body)).not.toBeNull();
  });

  it('clearing the heading in Strapi clears it in the shop (the recorded PUT heading: null)', async () => {
    const recorded = import.meta.glob<{ response: { body: { data: Record<string, unknown> } } }>('../../../shared/strapi-5/exchanges/rest-newsletter-heading-null.json', {
      eager: true,
      import: 'default',
    });
    const cleared = Object.values(recorded)[0]!.response.body.data;
    expect(cleared.heading).toBeNull();
    fake.reply('cms:newsletter', { data: cleared });
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(popupProps(home.body)).toMatchObject({ heading: null, subheading: 'Päris Strapi 5 uudiskirja seadistus', openAfterSeconds: 2 });
  });

  it('is not on pages outside showOnPages, nor on a product page even when listed (its JS budget)', async () => {
    fake.reply('cms:newsletter', { data: NEWSLETTER });
    for (const path of ['/c/diivanid.html', '/p/101/diivan-mia.html', '/gdpr.html']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.body, path).not.toContain('data-island="newsletter-popup"');
    }
  });

  it("shows on '/' only when showOnPages is empty (the default)", async () => {
    fake.reply('cms:newsletter', { data: { ...NEWSLETTER, showOnPages: '', openAfterSeconds: null, reopenAfterClosedHours: null } });
    expect(popupProps((await get('/')).body)).toMatchObject({ openAfterSeconds: 15, reopenAfterClosedHours: 48 });
    expect((await get('/kategooriad.html')).body).not.toContain('data-island="newsletter-popup"');
  });

  it('is read from KV once warm: no CMS call for the next pages', async () => {
    fake.reply('cms:newsletter', { data: NEWSLETTER });
    await get('/');
    expect(fake.calls['cms:newsletter']).toBe(1);
    await bumpContentVersion(env.CONTENT);
    await get('/kategooriad.html');
    await get('/search?term=diivan');
    expect(fake.calls['cms:newsletter']).toBe(1);
  });

  it('no newsletter in the CMS (404): no popup, nothing logged', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.body).not.toContain('data-island="newsletter-popup"');
    expect(errors.mock.calls.filter((call) => String(call[0]).includes('newsletter-config'))).toEqual([]);
  });

  it.each([
    ['answers 500', { status: 500 }],
    ['answers garbage', { data: { heading: 42 } }],
    ['is too slow', { data: NEWSLETTER, delayMs: 2_500 }],
  ])('a CMS that %s with nothing in KV: the page is served without the popup, the error logged, the page not stored', async (_name, reply) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.reply('cms:newsletter', reply);
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('</footer>');
    expect(home.body).not.toContain('data-island="newsletter-popup"');
    expect(errors.mock.calls.map((call) => String(call[0])).find((line) => line.includes('"at":"newsletter-config"'))).toBeDefined();
    expect((await get('/')).edge).not.toBe('HIT');
  });
});
