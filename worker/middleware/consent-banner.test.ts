import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { bumpContentVersion } from '../../kv-schema';
import { createApp } from '../app';
import { fakeUpstream } from '../upstream/fake-upstream';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { ConsentBanner } from '../../ui/consent/consent-banner';
import { BANNER_CACHE_CONTROL, consentBannerMarkup } from './consent-banner';

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

  it('is spliced into every first-visit hit exactly as a rendered page gets it, each hit with its own fresh nonce', async () => {
    const rendered = await get('/c/diivanid.html?page=2');
    expect(rendered.response.headers.get('x-edge-cache')).toBe('MISS');
    const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    const hits = [await get('/c/diivanid.html?page=2'), await get('/c/diivanid.html?page=2')];
    const nonces = hits.map(({ response }) => nonceOf(response));
    expect(new Set([nonceOf(rendered.response), ...nonces]).size).toBe(3);
    hits.forEach(({ response, body }, index) => {
      expect(response.headers.get('x-edge-cache')).toBe('HIT');
      expect(response.headers.get('cache-control')).toBe(BANNER_CACHE_CONTROL);
      expect(response.headers.get('vary')).toContain('Cookie');
      expect(banners(body)).toBe(1);
      expect(body).toMatch(/<body[^>]*><section class="consent-banner"/);
      expect(new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))).toEqual(new Set([nonces[index]]));
      expect(body.replaceAll(nonces[index]!, nonceOf(rendered.response)!)).toBe(rendered.body);
    });
    const head = await get('/c/diivanid.html?page=2', undefined, 'HEAD');
    expect(head.response.headers.get('x-edge-cache')).toBe('HIT');
    expect(head.body).toBe('');
    expect(head.response.headers.get('cache-control')).toBe(BANNER_CACHE_CONTROL);
  });

  it.each(['/c/diivanid.html?page=2', '/otsing?q="><script>alert(1)</script>&x=\'1\'', '/c/mööbel.html?a=1&b=2'])(
    'is the markup React renders for the return path %s (rendered once per isolate around it)',
    (returnTo) => {
      expect(consentBannerMarkup(returnTo)).toBe(renderToStaticMarkup(createElement(ConsentBanner, { returnTo, initial: null })));
    },
  );

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
