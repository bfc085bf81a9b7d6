import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { bumpContentVersion, readContentVersion } from '../../kv-schema';
import { createApp } from '../app';
import { CACHED_AT_HEADER, FRESH_FOR_SECONDS, htmlCacheKey } from './edge-html-cache';
import { fakeUpstream, type FakeUpstream } from '../upstream/fake-upstream';

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

  it('keeps crawler and browser documents apart', async () => {
    await get('/kategooriad.html');
    const crawler = await get('/kategooriad.html', { 'user-agent': 'Googlebot/2.1' });
    expect(crawler.response.headers.get('x-edge-cache')).toBe('MISS');
  });

  it('serves a stale entry at once and refreshes it in the background', async () => {
    const key = htmlCacheKey(new URL('https://shop.test/c/diivanid.html'), await readContentVersion(env.CONTENT), 'browser');
    const staleAt = Date.now() - (FRESH_FOR_SECONDS + 5) * 1000;
    await (caches as unknown as { default: Cache }).default.put(
      key,
      new Response('<html><body><p>VANA SISU</p><script nonce="old" src="/x.js"></script></body></html>', {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=86400', [CACHED_AT_HEADER]: String(staleAt) },
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
