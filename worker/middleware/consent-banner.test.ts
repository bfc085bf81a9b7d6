import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { bumpContentVersion } from '../../kv-schema';
import { createApp } from '../app';
import { fakeUpstream } from '../upstream/fake-upstream';
import { BANNER_CACHE_CONTROL } from './consent-banner';

let app: ReturnType<typeof createApp>;

async function get(path: string, cookie?: string, method = 'GET') {
  const ctx = createExecutionContext();
  const response = await app.request(`https://shop.test${path}`, { method, headers: cookie ? { cookie } : {} }, env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

const BANNER = '<section class="consent-banner"';
const banners = (body: string) => body.split(BANNER).length - 1;
const CHOSEN = 'consent=1.1.111';

beforeEach(async () => {
  await bumpContentVersion(env.CONTENT); // cold edge cache for every test
  app = createApp({ upstream: fakeUpstream().upstream });
});

describe('the consent banner at the edge', () => {
  it('is the first thing in the body of a page whose request has no consent cookie, which no shared cache keeps', async () => {
    const { response, body } = await get('/c/diivanid.html?page=2');
    expect(response.status).toBe(200);
    expect(banners(body)).toBe(1);
    expect(body).toMatch(/<body[^>]*><section class="consent-banner"/);
    expect(body).toMatch(/<form class="consent-banner__inner" action="\/consent" method="post">/);
    // The return path is this page, escaped as an attribute.
    expect(body).toContain('<input type="hidden" name="return" value="/c/diivanid.html?page=2"/>');
    expect(body).toContain('Nõustu kõigiga');
    expect(body).toContain('</html>');
    expect(response.headers.get('cache-control')).toBe(BANNER_CACHE_CONTROL);
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('is left out with a valid consent cookie (the page stays publicly cacheable), whatever else the Cookie header holds', async () => {
    const { response, body } = await get('/c/diivanid.html', `vsf-store=default; ${CHOSEN}`);
    expect(banners(body)).toBe(0);
    expect(body).toContain('Diivan Mia');
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it.each([
    ['malformed', 'consent=yes'],
    ['of an old version', 'consent=0.1.111'],
    ['the old localStorage JSON', `consent=${encodeURIComponent('{"v":1,"events":1}')}`],
  ])('is shown again for a %s cookie (never an error)', async (_name, cookie) => {
    const { response, body } = await get('/c/diivanid.html', cookie);
    expect(response.status).toBe(200);
    expect(banners(body)).toBe(1);
  });

  it('comes after the edge HTML cache: the stored copy has no banner, hits keep working for both', async () => {
    const first = await get('/c/diivanid.html');
    expect(first.response.headers.get('x-edge-cache')).toBe('MISS');
    expect(banners(first.body)).toBe(1);
    // A hit for a shopper who chose: the stored copy as it is, byte-spliced (no banner in it).
    const chosen = await get('/c/diivanid.html', CHOSEN);
    expect(chosen.response.headers.get('x-edge-cache')).toBe('HIT');
    expect(banners(chosen.body)).toBe(0);
    const nonce = /'nonce-([^']+)'/.exec(chosen.response.headers.get('content-security-policy') ?? '')?.[1];
    expect(chosen.body).toContain(`nonce="${nonce}"`);
    // A hit without a choice: the banner once, with this response's own nonce in the scripts.
    const again = await get('/c/diivanid.html');
    expect(again.response.headers.get('x-edge-cache')).toBe('HIT');
    expect(banners(again.body)).toBe(1);
    const nonceAgain = /'nonce-([^']+)'/.exec(again.response.headers.get('content-security-policy') ?? '')?.[1];
    expect(again.body).toContain(`nonce="${nonceAgain}"`);
    expect(again.body.replace(/<section class="consent-banner".*?<\/section>/s, '').replaceAll(nonceAgain!, nonce!)).toBe(chosen.body);
  });

  it('is on other HTML pages too (404, checkout), not on other answers', async () => {
    expect(banners((await get('/no-such-page')).body)).toBe(1);
    const checkout = await get('/checkout');
    expect(banners(checkout.body)).toBe(1);
    expect(checkout.response.headers.get('cache-control')).toContain('no-store');
    const robots = await get('/robots.txt');
    expect(banners(robots.body)).toBe(0);
    expect(robots.response.headers.get('vary')).toBeNull();
  });

  it('HEAD: the same headers, no body', async () => {
    const { response, body } = await get('/c/diivanid.html', undefined, 'HEAD');
    expect(body).toBe('');
    expect(response.headers.get('cache-control')).toBe(BANNER_CACHE_CONTROL);
  });
});
