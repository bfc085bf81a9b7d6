import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Suspense, use } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, type RouteModule } from '../../routes/route-module';
import { bumpContentVersion, readContentVersion } from '../../kv-schema';
import { createApp } from '../app';
import { BODY_SLOT_HEADER, CACHED_AT_HEADER, FRESH_FOR_SECONDS, htmlCacheKey, NONCE_SLOTS_HEADER } from './edge-html-cache';
import { forgetHotPages } from './hot-pages';
import { fakeUpstream, type FakeReply, type FakeUpstream } from '../upstream/fake-upstream';
import { CLIENT_BUILD_ID } from '../render/client-assets';

let fake: FakeUpstream;
let app: ReturnType<typeof createApp>;

async function get(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await app.request(`https://shop.test${path}`, { headers }, env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

beforeEach(async () => {
  await bumpContentVersion(env.CONTENT); // cold edge cache for every test
  fake = fakeUpstream();
  app = createApp({ upstream: fake.upstream });
});

describe('edge HTML cache', () => {
  it('(a) serves a repeated catalogue page with zero upstream calls', async () => {
    const first = await get('/c/diivanid.html');
    expect(first.response.headers.get('x-edge-cache')).toBe('MISS');
    const before = fake.calls.total;
    expect(before).toBeGreaterThan(0);
    const second = await get('/c/diivanid.html');
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get('x-edge-cache')).toBe('HIT');
    expect(fake.calls.total).toBe(before);
    expect(second.body).toContain('Diivan Mia');
  });

  it('(a) serves a repeated product page with zero upstream calls', async () => {
    productDeferredReplies();
    const first = await get('/p/101/diivan-mia.html');
    expect(first.response.status).toBe(200);
    expect(first.body).toContain('<h1>Diivan Mia</h1>');
    const before = fake.calls.total;
    const second = await get('/p/101/diivan-mia.html');
    expect(second.response.headers.get('x-edge-cache')).toBe('HIT');
    expect(fake.calls.total).toBe(before);
  });

  it('(b) never stores what a signed-in visitor was served; guests get nothing of theirs', async () => {
    const token = 'SECRET-customer-token-4711';
    const cartId = 'C'.repeat(32);
    const signedIn = await get('/c/diivanid.html', { cookie: `vsf-customer=${token}; vsf-cart=${cartId}` });
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.response.headers.get('x-edge-cache')).toBeNull();

    const guest = await get('/c/diivanid.html');
    expect(guest.response.headers.get('x-edge-cache')).toBe('MISS'); // the signed-in render was not stored
    const guestAgain = await get('/c/diivanid.html');
    expect(guestAgain.response.headers.get('x-edge-cache')).toBe('HIT');
    for (const body of [guest.body, guestAgain.body]) {
      expect(body).not.toContain(token);
      expect(body).not.toContain(cartId);
    }
  });

  it('(c) writes a fresh nonce into every hit, matching its CSP header', async () => {
    await get('/kategooriad.html');
    const a = await get('/kategooriad.html');
    const b = await get('/kategooriad.html');
    expect([a, b].map((r) => r.response.headers.get('x-edge-cache'))).toEqual(['HIT', 'HIT']);
    const nonceA = nonceOf(a.response);
    const nonceB = nonceOf(b.response);
    expect(nonceA).toBeTruthy();
    expect(nonceA).not.toBe(nonceB);
    for (const [body, nonce] of [[a.body, nonceA], [b.body, nonceB]] as const) {
      const nonces = [...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(nonces.length).toBeGreaterThan(0);
      expect(new Set(nonces)).toEqual(new Set([nonce]));
    }
  });

  it('does not cache 404s, private pages or anything after a content version bump', async () => {
    await get('/c/olematu.html');
    const routeCalls = fake.calls.Route;
    const again = await get('/c/olematu.html');
    expect(again.response.status).toBe(404);
    expect(fake.calls.Route).toBe(routeCalls! + 1);

    await get('/checkout');
    expect((await get('/checkout')).response.headers.get('x-edge-cache')).toBeNull();

    await get('/c/diivanid.html');
    expect((await get('/c/diivanid.html')).response.headers.get('x-edge-cache')).toBe('HIT');
    await bumpContentVersion(env.CONTENT);
    expect((await get('/c/diivanid.html')).response.headers.get('x-edge-cache')).toBe('MISS');
  });

  it('never serves a page stored by another client build (a deploy removed its asset files)', async () => {
    const key = htmlCacheKey({ url: new URL('https://shop.test/c/diivanid.html'), contentVersion: await readContentVersion(env.CONTENT), store: 'default', audience: 'browser' });
    expect(key.url).toContain(`/${encodeURIComponent(CLIENT_BUILD_ID)}/`);
    const previousBuildKey = key.url.replace(`/${encodeURIComponent(CLIENT_BUILD_ID)}/`, '/VANAEHITUS.VANACSS/');
    const html = '<html><body><p>EELMISE EHITUSE LEHT</p><script src="/assets/boot-VANAEHITUS.js"></script></body></html>';
    await (caches as unknown as { default: Cache }).default.put(
      previousBuildKey,
      new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=86400', [CACHED_AT_HEADER]: String(Date.now()) } }),
    );
    const page = await get('/c/diivanid.html');
    expect(page.response.headers.get('x-edge-cache')).toBe('MISS');
    expect(page.body).not.toContain('EELMISE EHITUSE LEHT');
  });

  it('stores the page without any banner, with where its body begins: a hit copies the banner in there', async () => {
    await get('/c/diivanid.html');
    const key = htmlCacheKey({ url: new URL('https://shop.test/c/diivanid.html'), contentVersion: await readContentVersion(env.CONTENT), store: 'default', audience: 'browser' });
    const stored = await (caches as unknown as { default: Cache }).default.match(key);
    const bytes = new Uint8Array(await stored!.arrayBuffer());
    const slot = Number(stored!.headers.get(BODY_SLOT_HEADER));
    expect(new TextDecoder().decode(bytes.subarray(0, slot))).toMatch(/<body[^>]*>$/);
    expect(new TextDecoder().decode(bytes)).not.toContain('data-consent-banner');
  });

  it('keeps crawler and browser documents apart', async () => {
    await get('/kategooriad.html');
    const crawler = await get('/kategooriad.html', { 'user-agent': 'Googlebot/2.1' });
    expect(crawler.response.headers.get('x-edge-cache')).toBe('MISS');
  });

  it('serves a stale entry at once and refreshes it in the background', async () => {
    const key = htmlCacheKey({ url: new URL('https://shop.test/c/diivanid.html'), contentVersion: await readContentVersion(env.CONTENT), store: 'default', audience: 'browser' });
    const staleAt = Date.now() - (FRESH_FOR_SECONDS + 5) * 1000;
    const oldNonce = 'o'.repeat(24); // the length of every nonce
    const html = `<html><body><p>VANA SISU</p><script nonce="${oldNonce}" src="/x.js"></script></body></html>`;
    await (caches as unknown as { default: Cache }).default.put(
      key,
      new Response(html, {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'public, max-age=86400',
          [CACHED_AT_HEADER]: String(staleAt),
          [NONCE_SLOTS_HEADER]: `24:${html.indexOf(oldNonce)}`,
        },
      }),
    );
    const stale = await get('/c/diivanid.html'); // waits for the background refresh too
    expect(stale.response.headers.get('x-edge-cache')).toBe('STALE');
    expect(stale.body).toContain('VANA SISU');
    expect(stale.body).toContain(`nonce="${nonceOf(stale.response)}"`);
    expect(fake.calls.Route).toBe(1); // the refresh rendered the page once

    const fresh = await get('/c/diivanid.html');
    expect(fresh.response.headers.get('x-edge-cache')).toBe('HIT');
    expect(fresh.body).not.toContain('VANA SISU');
    expect(fresh.body).toContain('Diivan Mia');
  });
});

const REVIEWS_REPLY = {
  data: {
    products: {
      items: [
        {
          sku: 'DIIVAN-MIA',
          review_count: 1,
          rating_summary: 80,
          reviews: {
            items: [
              {
                summary: 'Väga mugav',
                text: 'Istub hästi ka pikalt.',
                nickname: 'Mari',
                created_at: '2026-01-02 10:00:00',
                average_rating: 80,
                ratings_breakdown: [{ name: 'Kvaliteet', value: '4' }],
              },
            ],
            page_info: { current_page: 1, page_size: 10, total_pages: 1 },
          },
        },
      ],
    },
  },
};

/** Every deferred part of the product page answers, so a full render is not degraded. */
function productDeferredReplies() {
  fake.reply('ProductReviews', REVIEWS_REPLY);
  fake.reply('RelatedProducts', { data: { products: { items: [{ sku: 'DIIVAN-MIA', related_products: [], upsell_products: [] }] } } });
  fake.reply('ProductReviewRatingsMetadata', { data: { productReviewRatingsMetadata: { items: [{ id: 'MQ==', name: 'Kvaliteet', values: [{ value_id: 'MQ==', value: '1' }] }] } } });
}

/** Fails the next call of one operation with a GraphQL error (not retried), then answers with `reply` again. */
function failOnce(operation: string, reply: FakeReply) {
  let failed = false;
  fake.reply(operation, () => {
    if (failed) return reply;
    failed = true;
    return { errors: [{ message: `${operation} is down` }] };
  });
}

function Late({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}

/** A public page whose content carries nonce attributes, as injected CMS markup might. */
const injectedRoute: RouteModule = {
  id: 'injected',
  paths: ['/injected'],
  guards: [],
  layout: 'minimal',
  cache: 'public',
  load: async () =>
    page(
      { title: 'Injected' },
      <main>
        <div dangerouslySetInnerHTML={{ __html: '<script nonce="attacker">alert(1)</script><p nonce="attacker">x</p>' }} />
        <Suspense fallback={<p>…</p>}>
          <Late text={new Promise((resolve) => setTimeout(() => resolve('hiljem'), 5))} />
        </Suspense>
      </main>,
    ),
};

describe('edge HTML cache: hot pages in isolate memory', () => {
  it('serves a page it just stored from memory for a few seconds, with a fresh nonce per hit', async () => {
    await get('/kategooriad.html');
    const key = htmlCacheKey({ url: new URL('https://shop.test/kategooriad.html'), contentVersion: await readContentVersion(env.CONTENT), store: 'default', audience: 'browser' });
    expect(await (caches as unknown as { default: Cache }).default.delete(key)).toBe(true);
    const fromMemory = await get('/kategooriad.html');
    expect(fromMemory.response.headers.get('x-edge-cache')).toBe('HIT');
    expect(fromMemory.body).toContain(`nonce="${nonceOf(fromMemory.response)}"`);
    forgetHotPages();
    expect((await get('/kategooriad.html')).response.headers.get('x-edge-cache')).toBe('MISS');
  });

  it('re-renders a stale page once for a burst of stale hits', async () => {
    await get('/c/diivanid.html');
    const key = htmlCacheKey({ url: new URL('https://shop.test/c/diivanid.html'), contentVersion: await readContentVersion(env.CONTENT), store: 'default', audience: 'browser' });
    const stored = await (caches as unknown as { default: Cache }).default.match(key);
    const headers = new Headers(stored!.headers);
    headers.set(CACHED_AT_HEADER, String(Date.now() - (FRESH_FOR_SECONDS + 5) * 1000));
    await (caches as unknown as { default: Cache }).default.put(key, new Response(stored!.body, { headers }));
    forgetHotPages();
    const routeCalls = fake.calls.Route ?? 0;
    const ctx = createExecutionContext();
    const burst = await Promise.all([1, 2, 3].map(async () => app.request('https://shop.test/c/diivanid.html', {}, env, ctx)));
    await waitOnExecutionContext(ctx);
    expect(burst.map((response) => response.headers.get('x-edge-cache'))).toEqual(['STALE', 'STALE', 'STALE']);
    expect(fake.calls.Route).toBe(routeCalls + 1);
  });
});

describe('edge HTML cache: nonce on hits', () => {
  it.each([
    ['a first visit (the consent banner spliced in before them)', {}, 1],
    ['a visitor with a consent choice', { cookie: 'consent=1.1.000' }, 0],
  ])('gives the fresh nonce to the boot and React scripts but never to injected markup: %s', async (_visitor, headers, banners) => {
    app = createApp({ upstream: fake.upstream, routes: [injectedRoute] });
    const miss = await get('/injected', headers);
    expect(miss.response.headers.get('x-edge-cache')).toBe('MISS');
    const hit = await get('/injected', headers);
    expect(hit.response.headers.get('x-edge-cache')).toBe('HIT');
    expect(hit.body.split('data-consent-banner').length - 1).toBe(banners);
    const fresh = nonceOf(hit.response)!;
    expect(fresh).toBeTruthy();
    const scripts = [...hit.body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    const ours = scripts.filter((tag) => tag.includes(`nonce="${fresh}"`));
    expect(ours.some((tag) => tag.includes('type="module"'))).toBe(true); // the boot module
    expect(hit.body).toContain(`<script nonce="${fresh}">$RB=`); // React's reveal script
    expect(scripts.filter((tag) => !ours.includes(tag))).toEqual(['<script>']); // the injected one, its nonce stripped
    expect(hit.body).toContain('alert(1)');
    expect(hit.body).not.toMatch(/<script nonce="[^"]*">alert\(1\)/);
    expect(hit.body).not.toMatch(/<p nonce=/);
    expect(hit.body).not.toContain('nonce="attacker"');
  });
});

describe('edge HTML cache: degraded pages', () => {
  it('serves but does not store a product page whose reviews failed; the next request shows them', async () => {
    productDeferredReplies();
    failOnce('ProductReviews', REVIEWS_REPLY);
    const degraded = await get('/p/101/diivan-mia.html');
    expect(degraded.response.status).toBe(200);
    expect(degraded.body).toContain('<h1>Diivan Mia</h1>');
    expect(degraded.body).not.toContain('Väga mugav');

    const recovered = await get('/p/101/diivan-mia.html');
    expect(recovered.response.headers.get('x-edge-cache')).toBe('MISS');
    expect(recovered.body).toContain('Väga mugav');
    const cached = await get('/p/101/diivan-mia.html');
    expect(cached.response.headers.get('x-edge-cache')).toBe('HIT');
    expect(cached.body).toContain('Väga mugav');
  });

  it('does not store a product page whose related products or rating form failed', async () => {
    productDeferredReplies();
    fake.reply('RelatedProducts', { status: 500 });
    await get('/p/101/diivan-mia.html');
    expect((await get('/p/101/diivan-mia.html')).response.headers.get('x-edge-cache')).toBe('MISS');
    productDeferredReplies();
    fake.reply('ProductReviewRatingsMetadata', { errors: [{ message: 'internal' }] });
    await get('/p/101/diivan-mia.html');
    expect((await get('/p/101/diivan-mia.html')).response.headers.get('x-edge-cache')).toBe('MISS');
  });

  it('does not store a home page whose products failed', async () => {
    const products = await (await fake.upstream(env).commerce.fetch(
      new Request('https://fake-backend.test/graphql', { method: 'POST', body: JSON.stringify({ operationName: 'CategoryProducts', variables: {} }) }),
    )).json<FakeReply>();
    failOnce('CategoryProducts', products);
    const degraded = await get('/');
    expect(degraded.response.status).toBe(200);
    expect(degraded.body).not.toContain('Diivan Mia');
    const recovered = await get('/');
    expect(recovered.response.headers.get('x-edge-cache')).toBe('MISS');
    expect(recovered.body).toContain('Diivan Mia');
    expect((await get('/')).response.headers.get('x-edge-cache')).toBe('HIT');
  });
});

describe('edge HTML cache: key', () => {
  it('ignores query parameters no page reads (utm_*, gclid, random ones)', async () => {
    expect((await get('/c/diivanid.html')).response.headers.get('x-edge-cache')).toBe('MISS');
    for (const search of ['?utm_source=x', '?gclid=abc&utm_medium=mail', '?zzz=1']) {
      expect((await get(`/c/diivanid.html${search}`)).response.headers.get('x-edge-cache')).toBe('HIT');
    }
  });

  it('keys the parameters a page reads in a stable order', async () => {
    expect((await get('/c/diivanid.html?page=2&sort=name_asc&fcolor=14,12')).response.headers.get('x-edge-cache')).toBe('MISS');
    expect((await get('/c/diivanid.html?fcolor=12,14&utm_source=x&sort=name_asc&page=2')).response.headers.get('x-edge-cache')).toBe('HIT');
    expect((await get('/c/diivanid.html?page=3&sort=name_asc&fcolor=12,14')).response.headers.get('x-edge-cache')).toBe('MISS');
  });

  it('keeps two stores apart', async () => {
    const a = htmlCacheKey({ url: new URL('https://shop.test/c/x.html'), contentVersion: '1', store: 'default', audience: 'browser' });
    const b = htmlCacheKey({ url: new URL('https://shop.test/c/x.html'), contentVersion: '1', store: 'en', audience: 'browser' });
    expect(a.url).not.toBe(b.url);
    // Two configured stores (wrangler.toml configures one; an unknown cookie value is the default).
    const twoStores = { ...env, STORE_CODES: 'default,en' };
    const edgeState = async (cookie: string) => {
      const ctx = createExecutionContext();
      const response = await app.request('https://shop.test/c/diivanid.html', { headers: { cookie } }, twoStores, ctx);
      await response.text();
      await waitOnExecutionContext(ctx);
      return response.headers.get('x-edge-cache');
    };
    expect(await edgeState('vsf-store=default')).toBe('MISS');
    expect(await edgeState('vsf-store=en')).toBe('MISS');
    expect(await edgeState('vsf-store=default')).toBe('HIT');
    expect(await edgeState('vsf-store=en')).toBe('HIT');
  });

  it('answers HEAD from the cache after a GET, without a body or upstream call', async () => {
    await get('/c/diivanid.html');
    const before = fake.calls.total;
    const ctx = createExecutionContext();
    const head = await app.request('https://shop.test/c/diivanid.html', { method: 'HEAD' }, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(head.status).toBe(200);
    expect(head.headers.get('x-edge-cache')).toBe('HIT');
    expect(await head.text()).toBe('');
    expect(fake.calls.total).toBe(before);
  });
});

describe('edge HTML cache: signed-in visitors', () => {
  it('answers a request with a customer token private, no-store, and never stores it', async () => {
    await get('/c/diivanid.html'); // a guest entry exists
    for (const path of ['/c/diivanid.html', '/', '/kategooriad.html', '/c/olematu.html']) {
      const signedIn = await get(path, { cookie: 'vsf-customer=customer-token-1' });
      expect(signedIn.response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(signedIn.response.headers.get('x-edge-cache'), path).toBeNull();
    }
    expect((await get('/')).response.headers.get('x-edge-cache')).toBe('MISS');
  });
});
