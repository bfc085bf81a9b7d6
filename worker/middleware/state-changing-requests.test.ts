import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { send } from '../test-helpers';
import { fakeUpstream, type FakeUpstream } from '../upstream/fake-upstream';

/** Issue 6 §1: CSRF (origin + content type) and streamed byte limits on /api/* and /klevu-api/*. */
let fake: FakeUpstream;
let app: ReturnType<typeof createApp>;

beforeEach(() => {
  fake = fakeUpstream();
  fake.reply('ProductsBySku', { data: { products: { items: [] } } });
  app = createApp({ upstream: fake.upstream });
});

const SEARCH = JSON.stringify({ recordQueries: [{ id: 'productSearch', typeOfRequest: 'SEARCH', settings: { query: { term: 'diiv' } } }] });
const SKUS = JSON.stringify([['DIIVAN-MIA']]);
const endpoints = [
  ['/klevu-api/search', SEARCH, 'klevu:search'],
  ['/api/magento/productsBySku', SKUS, 'ProductsBySku'],
] as const;

const post = (url: string, body: BodyInit, headers: Record<string, string>) => send(app, url, { method: 'POST', body, headers });

describe.each(endpoints)('POST %s', (path, body, operation) => {
  it('accepts same-origin JSON (Sec-Fetch-Site, or Origin = public origin, or Origin = the URL it arrived at)', async () => {
    for (const headers of <Array<Record<string, string>>>[
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      { 'content-type': 'application/json; charset=utf-8', origin: env.PUBLIC_ORIGIN },
      { 'content-type': 'application/json', origin: 'https://shop.test' },
      { 'content-type': 'application/json' }, // a non-browser client: no Origin, no cookies of a victim
    ]) {
      const { response } = await post(`https://shop.test${path}`, body, headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
    }
    expect(fake.calls[operation]).toBe(4);
  });

  it.each([
    ['a cross-site text/plain POST', { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['a cross-site text/plain POST without Fetch Metadata', { 'content-type': 'text/plain', origin: 'https://evil.example' }],
    ['a cross-site form POST', { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }],
    ['cross-site JSON', { 'content-type': 'application/json', origin: 'https://evil.example' }],
    ['a same-site subdomain', { 'content-type': 'application/json', 'sec-fetch-site': 'same-site', origin: 'https://sub.shop.test' }],
    ['Origin null (sandboxed frame)', { 'content-type': 'application/json', origin: 'null' }],
  ])('refuses %s with 403', async (_name, headers) => {
    const { response, body: answer } = await post(`https://shop.test${path}`, body, headers);
    expect(response.status).toBe(403);
    expect(JSON.parse(answer).error.message).toBeTruthy();
    expect(fake.calls[operation]).toBeUndefined();
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'refuses same-origin content type %j with 415',
    async (type) => {
      const { response } = await post(`https://shop.test${path}`, body, { 'content-type': type, 'sec-fetch-site': 'same-origin' });
      expect(response.status).toBe(415);
      expect(fake.calls[operation]).toBeUndefined();
    },
  );

  it('answers 413 above 64 KiB counted in bytes, also when streamed without Content-Length', async () => {
    // 40 000 'ö' are 40 000 characters but 80 000 bytes: a character count lets it through.
    const big = `[["${'ö'.repeat(40_000)}"]]`;
    expect(big.length).toBeLessThan(64 * 1024);
    const headers = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
    const sized = await post(`https://shop.test${path}`, big, headers);
    expect(sized.response.status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(8 * 1024)));
        controller.close();
      },
    });
    const streamed = await send(app, `https://shop.test${path}`, { method: 'POST', body: stream, headers, duplex: 'half' } as RequestInit);
    expect(streamed.response.status).toBe(413);
    expect(fake.calls[operation]).toBeUndefined();
  });
});

describe('safe methods and other paths', () => {
  it('GET /klevu-api/settings needs no Origin check', async () => {
    const { response } = await send(app, 'https://shop.test/klevu-api/settings', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.status).not.toBe(403);
  });
});
