import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bumpContentVersion } from '../kv-schema';
import { simpleRoute } from '../routes/simple-route';
import { createApp } from './app';
import { fakeUpstream, type FakeUpstream } from './upstream/fake-upstream';

let fake: FakeUpstream;
let app: ReturnType<typeof createApp>;

async function clearKv() {
  const { keys } = await env.CONTENT.list();
  await Promise.all(keys.map((key) => env.CONTENT.delete(key.name)));
}

/** One request through the whole app (`vars` override configuration), with `waitUntil` work (KV writes) finished. */
async function get(path: string, init: RequestInit = {}, vars: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await app.request(`https://shop.test${path}`, init, { ...env, ...vars }, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

beforeEach(async () => {
  await clearKv();
  // A new content version per test: the edge HTML cache starts cold (its key includes it).
  await bumpContentVersion(env.CONTENT);
  fake = fakeUpstream();
  app = createApp({ upstream: fake.upstream });
});

describe('captcha configuration', () => {
  const get200 = async (vars: Record<string, string>) => {
    const { response, body } = await get('/', {}, vars);
    return { csp: response.headers.get('content-security-policy') ?? '', body };
  };
  it('unconfigured: no captcha attribute, the tight CSP', async () => {
    const { csp, body } = await get200({ RECAPTCHA_SITE_KEY: '' });
    expect(body).not.toContain('data-captcha');
    expect(csp).not.toContain('frame-src');
    expect(csp).not.toContain('google');
  });
  it('configured: the page carries the configuration and the CSP allows Google\'s script and frames', async () => {
    const { csp, body } = await get200({ RECAPTCHA_SITE_KEY: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI' });
    expect(body).toContain('data-captcha="{&quot;siteKey&quot;:&quot;6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI&quot;,&quot;version&quot;:2');
    expect(csp).toContain("frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/");
    expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic' https:\/\/www\.google\.com\/recaptcha\//);
  });
  it('an odd key: a page (never a 500) whose forms will say "no key provided"; no CSP change', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { csp, body } = await get200({ RECAPTCHA_SITE_KEY: 'not a key' });
    expect(body).toContain('data-captcha="{&quot;siteKey&quot;:null');
    expect(csp).not.toContain('frame-src');
    warn.mockRestore();
  });
});

describe('shell', () => {
  it('streams the home page with header, mega menu, bank logos and footer', async () => {
    const { response, body } = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(body).toContain('<html lang="et">');
    expect(body).toContain('placeholder="Otsi tooteid või kaubamärke..."');
    expect(body).toContain('type="search"');
    expect(body).toContain('>Diivanid</a>');
    expect(body).toContain('href="/c/diivanid/nurgadiivanid/lamamisosaga.html"');
    expect(body).toContain('class="bank-logos"');
    expect(body).toContain(`© ${new Date().getFullYear()} Mööblipood`);
    // deferred parts arrive in the same stream
    expect(body).toContain('<h2>Talvine sisustus</h2>'); // CMS HTML, sanitised
    expect(body).not.toContain('alert(1)');
    expect(body).toContain('Diivan Mia');
    expect(body).toContain('749,00\u00a0€');
  });

  it('hides the mega menu and bank logos on thank-you and my-account paths', async () => {
    const { body } = await get('/thank-you');
    expect(body).toContain('Täname tellimuse eest!');
    expect(body).not.toContain('class="mega-menu"');
    expect(body).not.toContain('class="bank-logos"');
  });

  it('uses the minimal layout on checkout', async () => {
    const { response, body } = await get('/checkout');
    expect(response.status).toBe(200);
    expect(body).toContain('site-header--minimal');
    expect(body).not.toContain('class="mega-menu"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('sends the shell before slow deferred data (streaming)', async () => {
    fake.reply('CategoryProducts', { data: { products: { total_count: 0, items: [] } }, delayMs: 400 });
    await get('/'); // warm KV
    await bumpContentVersion(env.CONTENT); // but render afresh, not from the edge HTML cache
    const ctx = createExecutionContext();
    const started = Date.now();
    const response = await app.request('https://shop.test/', {}, env, ctx);
    const reader = response.body!.getReader();
    // The shell may come in more than one chunk (the edge's consent banner is streamed into the
    // body of a request without a choice: worker/middleware/consent-banner.tsx), but before the slow part.
    let shell = '';
    while (!shell.includes('<header class="site-header">')) {
      const { value, done } = await reader.read();
      if (done) break;
      shell += new TextDecoder().decode(value);
    }
    const shellMs = Date.now() - started;
    expect(shell).toContain('<header class="site-header">');
    expect(shell).toContain('<section class="consent-banner"');
    expect(shellMs).toBeLessThan(200);
    while (!(await reader.read()).done);
    await waitOnExecutionContext(ctx);
  });

  it('gives crawlers the complete document, other browsers a streamed one', async () => {
    fake.reply('CategoryProducts', {
      data: {
        products: {
          items: [
            {
              __typename: 'SimpleProduct', uid: 'MTAy', id: 102, sku: 'TOOL-AEGLANE', name: 'Tool Aeglane', url_key: 'tool-aeglane', url_rewrites: [], stock_status: 'IN_STOCK', small_image: null,
              price_range: { minimum_price: { regular_price: { value: 99, currency: 'EUR' }, final_price: { value: 99, currency: 'EUR' } } },
            },
          ],
        },
      },
      delayMs: 250,
    });
    await get('/'); // warm KV
    const timed = async (userAgent: string) => {
      await bumpContentVersion(env.CONTENT); // render, don't serve from the edge HTML cache
      const ctx = createExecutionContext();
      const started = Date.now();
      const response = await app.request('https://shop.test/', { headers: { 'user-agent': userAgent } }, env, ctx);
      const headersAfterMs = Date.now() - started;
      const body = await response.text();
      await waitOnExecutionContext(ctx);
      return { headersAfterMs, body };
    };
    const browser = await timed('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0');
    expect(browser.headersAfterMs).toBeLessThan(200); // the shell does not wait for the popular products
    expect(browser.body).toContain('Aeglane');
    const crawler = await timed('Mozilla/5.0 (compatible; Googlebot/2.1)');
    expect(crawler.headersAfterMs).toBeGreaterThanOrEqual(240); // allReady: nothing left to stream
    expect(crawler.body).toContain('Aeglane');
  });
});

describe('security headers', () => {
  it('puts a fresh CSP nonce on every response, matching the boot script', async () => {
    const a = await get('/');
    const b = await get('/');
    const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
    const nonceA = nonceOf(a.response.headers.get('content-security-policy'));
    const nonceB = nonceOf(b.response.headers.get('content-security-policy'));
    expect(nonceA).toBeTruthy();
    expect(nonceA).not.toBe(nonceB);
    expect(a.body).toContain(`nonce="${nonceA}"`);
    // no script without the nonce
    const scripts = (a.body.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonceA}"`);
    expect(a.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sets them on error pages too', async () => {
    const { response } = await get('/no/such/page');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'nonce-");
  });
});

describe('KV read-through for storeConfig and menu', () => {
  it('makes zero upstream calls for them once KV is warm', async () => {
    await get('/kategooriad.html');
    expect(fake.calls.StoreConfig).toBe(1);
    expect(fake.calls.MainMenu).toBe(1);
    const before = fake.calls.total;
    const { body } = await get('/kategooriad.html');
    expect(body).toContain('Nurgadiivanid');
    expect(fake.calls.StoreConfig).toBe(1);
    expect(fake.calls.MainMenu).toBe(1);
    expect(fake.calls.total).toBe(before);
  });

  it('keeps serving from KV when the backend goes down', async () => {
    await get('/kategooriad.html');
    fake.failAll({ status: 500 });
    const { response } = await get('/kategooriad.html');
    expect(response.status).toBe(200);
  });
});

describe('guards', () => {
  it('sends a guest from /my-account to /', async () => {
    const { response } = await get('/my-account');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });

  it('sends a guest from an account child page to /', async () => {
    const { response } = await get('/my-account/order-history/42');
    expect(response.headers.get('location')).toBe('/');
  });

  it('redirects a signed-in customer from /my-account to personal data', async () => {
    const { response } = await get('/my-account', { headers: { cookie: 'vsf-customer=token123' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/my-account/personal-data');
    const child = await get('/my-account/personal-data', { headers: { cookie: 'vsf-customer=token123' } });
    expect(child.response.status).toBe(200);
    expect(child.body).toContain('Isikuandmed');
    expect(child.response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('shows not-found for an unknown account child', async () => {
    const { response, body } = await get('/my-account/nope', { headers: { cookie: 'vsf-customer=token123' } });
    expect(response.status).toBe(404);
    expect(body).toContain('Lehte ei leitud');
  });

  it('answers 500 Unknown middleware for an unknown guard name', async () => {
    const broken = simpleRoute({ id: 'broken', paths: ['/broken'], title: 'Page', guards: ['no-such-guard'] });
    app = createApp({ upstream: fake.upstream, routes: [broken] });
    const { response, body } = await get('/broken');
    expect(response.status).toBe(500);
    expect(body).toContain('Tundmatu vahevara');
    expect(body).not.toMatch(/at \w+ \(/); // no stack trace
  });
});

describe('cartId restore', () => {
  const placedBy = (cartId: string) => ({ headers: { cookie: `__Host-vsf-placed-cart=${cartId}` } });
  /** Set-Cookie of the session's cart, token, notice and payment binding (the store cookies aside). */
  const sessionCookies = (response: Response) => response.headers.getSetCookie().filter((c) => /^(vsf-cart|vsf-customer|vsf-message|__Host-vsf-placed-cart)=/.test(c));

  it('stores the 32-character id of the cart this browser sent to payment, leaves the notice and serves the clean URL', async () => {
    const cartId = 'Ab3'.repeat(10) + 'Zz';
    const { response } = await get(`/c/diivanid.html?page=2&cartId=${cartId}`, placedBy(cartId));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/c/diivanid.html?page=2');
    const cookies = response.headers.getSetCookie();
    const cart = cookies.find((c) => c.startsWith('vsf-cart='));
    expect(cart).toContain(`vsf-cart=${cartId}`);
    expect(cart).toContain('Secure');
    expect(cart).toContain('SameSite=Strict');
    expect(cart).toContain('Path=/');
    expect(cart).not.toContain('HttpOnly');
    const message = decodeURIComponent(cookies.find((c) => c.startsWith('vsf-message='))!.split(';')[0]!.slice('vsf-message='.length));
    expect(JSON.parse(decodeURIComponent(message))).toEqual({ key: 'Makse ebaõnnestus, sinu ostukorv on taastatud', type: 'danger', timeToLive: 5000 });
    // One restore per placed order: the binding is consumed.
    expect(cookies.find((c) => c.startsWith('__Host-vsf-placed-cart='))).toContain('Max-Age=0');
  });

  it('a cart id someone else sent (cart fixation): the clean URL, no cookie set, no notice', async () => {
    const foreign = 'F'.repeat(32);
    const { response } = await get(`/kategooriad.html?cartId=${foreign}`, placedBy('Ab3'.repeat(10) + 'Zz'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/kategooriad.html');
    expect(sessionCookies(response)).toEqual([]);
  });

  it('a signed-in shopper following a foreign cartId link keeps their token and their own cart', async () => {
    const own = 'C'.repeat(32);
    const { response } = await get(`/?cartId=${'F'.repeat(32)}`, { headers: { cookie: `vsf-customer=token-1; vsf-cart=${own}` } });
    expect(response.status).toBe(302);
    expect(sessionCookies(response)).toEqual([]);
  });

  it('its own vsf-cart id is restored with the notice (the payment return in a browser that kept its cookie)', async () => {
    const own = 'C'.repeat(32);
    const { response } = await get(`/payment-fail?cartId=${own}`, { headers: { cookie: `vsf-cart=${own}` } });
    expect(response.headers.getSetCookie().some((c) => c.startsWith('vsf-message='))).toBe(true);
  });

  it.each(['a'.repeat(31), 'a'.repeat(33), '', '%3Cscript%3E'.repeat(3)])('ignores cartId=%s', async (value) => {
    const { response } = await get(`/?cartId=${value}`);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('open redirect', () => {
  const cartId = 'Ab3'.repeat(10) + 'Zz';
  it.each([
    ['//evil.example/', '/evil.example/'],
    ['/\\evil.example/', '/evil.example/'],
    ['/.//evil.example/', '/evil.example/'],
    ['/%2F%2Fevil.example/', '/evil.example/'],
    ['/%2f/evil.example/', '/evil.example/'],
    ['/%5Cevil.example/', '/evil.example/'],
    ['/%5C%5Cevil.example/', '/evil.example/'],
  ])('cartId restore on %s redirects to a path on our origin', async (path, expected) => {
    const { response } = await get(`${path}?cartId=${cartId}`);
    expect(response.status).toBe(302);
    const location = response.headers.get('location')!;
    expect(location).toBe(expected);
    expect(new URL(location, 'https://shop.test').host).toBe('shop.test');
  });

  it.each(['//evil.example/x', '/\\evil.example/x', '/.//evil.example/x', 'https://evil.example/x'])(
    'a loader redirect to %s stays on our origin (listing last page, /p/{id}…)',
    async (location) => {
      const redirecting = { ...simpleRoute({ id: 'r', paths: ['/r'], title: 'Page' }), load: async () => ({ kind: 'redirect' as const, location }) };
      app = createApp({ upstream: fake.upstream, routes: [redirecting] });
      const { response } = await get('/r');
      expect(response.status).toBe(302);
      expect(new URL(response.headers.get('location')!, 'https://shop.test').host).toBe('shop.test');
    },
  );
});

describe('vsf-store cookie', () => {
  it.each([
    ['default', 'default'],
    ['evil', 'default'],
    ['other_store', 'default'],
  ])('vsf-store=%s reaches the backend as Store: %s (only configured codes)', async (cookie, expected) => {
    const stores = new Set<string | null>();
    app = createApp({
      upstream: (e) => {
        const upstream = fake.upstream(e);
        const record = (request: Request) => {
          stores.add(request.headers.get('store'));
          return upstream.commerce.fetch(request);
        };
        return { ...upstream, commerce: { ...upstream.commerce, fetch: record } };
      },
    });
    await get('/c/diivanid.html', { headers: { cookie: `vsf-store=${cookie}` } });
    expect([...stores]).toEqual([expected]);
  });
});

describe('error pages', () => {
  it('unmatched routes: 404 with the not-found texts', async () => {
    const { response, body } = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(body).toContain('<title>404 - leht</title>');
    expect(body).toContain('Lehte ei leitud');
    expect(body).toContain('Seda lehte ei leitud');
    expect(body).toContain('placeholder="Otsi tooteid"');
    expect(body).toContain('Mine avalehele');
    expect(body).toContain('site-header--minimal');
  });

  it('unknown category: the 404 page', async () => {
    const { response, body } = await get('/c/olematu.html');
    expect(response.status).toBe(404);
    expect(body).toContain('Lehte ei leitud');
    expect(body).not.toContain('Seda lehte ei leitud');
  });

  it.each([
    ['HTTP 500', { status: 500, body: 'oops' }],
    ['HTTP 502', { status: 502 }],
    ['invalid JSON', { status: 200, body: '{not json' }],
    ['empty body', { status: 200, body: '' }],
    ['GraphQL error', { errors: [{ message: 'Internal error' }] }],
  ])('backend failure (%s): 503 maintenance page with Retry-After', async (_name, reply) => {
    fake.failAll(reply);
    const { response, body } = await get('/c/diivanid.html');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(body).toContain('Oota hetk!');
    expect(body).toContain('Meil on hooldustööd');
    expect(body).toContain('Oleme varsti tagasi');
    expect(body).toContain('Mine avalehele');
    expect(body).not.toContain('oops');
  });

  it('authorization error: logs out, warns, goes home', async () => {
    fake.reply('Route', { errors: [{ message: 'The current customer isn\'t authorized.', extensions: { category: 'graphql-authorization' } }] });
    const { response } = await get('/c/diivanid.html', { headers: { cookie: `vsf-customer=tok; vsf-cart=${'a'.repeat(32)}` } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    const cookies = response.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/vsf-customer=;.*Max-Age=0/);
    expect(cookies).toMatch(/vsf-cart=;.*Max-Age=0/);
    expect(cookies).toContain('vsf-message=');
  });
});

describe('bad input', () => {
  it.each([
    ['malformed cookies', '/', { cookie: 'vsf-cart=%%%; vsf-customer=' + 'x'.repeat(5000) + '; =;;; vsf-message=%E0%A4%A' }],
    ['overlong query', `/?term=${'ö'.repeat(10_000)}`, {}],
    ['broken percent-encoding', '/search?term=%E0%A4%A&page=%', {}],
    ['odd query keys', '/?a[b]=1&&&=&modal=' + 'x'.repeat(3000), {}],
  ])('%s: a normal page, never a 500', async (_name, path, headers) => {
    const { response, body } = await get(path, { headers });
    expect(response.status).toBe(200);
    expect(body).toContain('</html>');
  });

  it.each(['/p/abc/x.html', '/p/99999999999/x.html', '/p/0', `/c/${'a'.repeat(300)}`, '/info/../secret.html', '/bank/UPPER.html'])(
    '%s: 404 page',
    async (path) => {
      const { response } = await get(path);
      expect(response.status).toBe(404);
    },
  );
});

describe('dev tools', () => {
  it.each([
    ['DEV_TOOLS disabled', { DEV_TOOLS: 'disabled' }],
    ['production', { ENVIRONMENT: 'production', DEV_TOOLS: 'enabled' }],
  ])('are not reachable with %s', async (_name, overrides) => {
    const ctx = createExecutionContext();
    const response = await app.request('https://shop.test/__dev/backend/faults', { method: 'POST', body: '{"rules":[]}' }, { ...env, ...overrides }, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(404);
    // the only upstream calls are the 404 page's shared data (store config and its country, menu, newsletter config), never the backend's /__faults
    expect(Object.keys(fake.calls).filter((name) => !['total', 'StoreConfig', 'DefaultCountry', 'MainMenu', 'cms:newsletter'].includes(name))).toEqual([]);
  });

  it('forwards to the backend in development', async () => {
    const ctx = createExecutionContext();
    await app.request('https://shop.test/__dev/backend/stats', {}, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(fake.calls.total).toBe(1);
  });
});

describe('store cookies (storefront.md §3)', () => {
  it('a cacheable page sets no cookie; a no-store answer sets the four with the spec\'s attributes, once', async () => {
    const page = await get('/');
    expect(page.response.headers.get('set-cookie')).toBeNull();
    const api = await get('/api/magento/cartTotalQty', { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: '[]' });
    const cookies = api.response.headers.getSetCookie();
    expect(cookies.map((line) => line.split(';')[0])).toEqual(['vsf-currency=EUR', 'vsf-country=EE', 'vsf-locale=et', 'vsf-store=default']);
    for (const line of cookies) {
      expect(line).toContain('Path=/');
      expect(line).toContain('Secure');
      expect(line).toContain('SameSite=Strict');
      expect(line).not.toContain('HttpOnly');
    }
    const again = await get('/api/magento/cartTotalQty', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie: 'vsf-currency=EUR; vsf-country=EE; vsf-locale=et; vsf-store=default' },
      body: '[]',
    });
    expect(again.response.headers.getSetCookie()).toEqual([]);
  });
});

describe('/dev/ (the developer product-card page)', () => {
  it('shows real product cards from the catalogue, noindex, in development', async () => {
    const { response, body } = await get('/dev/');
    expect(response.status).toBe(200);
    expect(body).toContain('name="robots" content="noindex"');
    expect(body).toContain('class="product-grid"');
    expect(body).toMatch(/href="\/p\/\d+\//);
  });
  it('is a 404 in production', async () => {
    const { response } = await get('/dev/product-card', {}, { ENVIRONMENT: 'production' });
    expect(response.status).toBe(404);
  });
});
