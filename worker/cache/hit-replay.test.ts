import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bumpContentVersion, readContentVersion } from '../../kv-schema';
import { createApp } from '../app';
import { fakeUpstream, type FakeUpstream } from '../upstream/fake-upstream';
import { CACHED_AT_HEADER, htmlCacheKey, NONCE_SLOTS_HEADER } from './edge-html-cache';
import { forgetReplays, REPLAY_MS, withHitReplay } from './hit-replay';
import { forgetHotPages } from './hot-pages';

let fake: FakeUpstream;
let handler: ReturnType<typeof withHitReplay<StorefrontEnv>>;

type Answer = { response: Response; body: string; replayed: boolean; chainRuns: number };
let chainRuns = 0;

/** One request through the worker entry's handler: hit replay in front of the app. */
async function get(path: string, init: RequestInit = {}): Promise<Answer> {
  const ctx = createExecutionContext();
  const before = chainRuns;
  const response = await handler(new Request(`https://shop.test${path}`, init), env, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body, replayed: (response.headers.get('server-timing') ?? '').startsWith('replay'), chainRuns: chainRuns - before };
}

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
const withoutNonce = (text: string, nonce: string) => text.split(nonce).join('NONCE');
/** Headers as name → value, without the three every answer has fresh. */
function steadyHeaders(response: Response): Record<string, string> {
  const fresh = new Set(['content-security-policy', 'x-request-id', 'server-timing']);
  return Object.fromEntries([...response.headers].filter(([name]) => !fresh.has(name)));
}

beforeEach(async () => {
  await bumpContentVersion(env.CONTENT); // cold edge cache for every test
  forgetHotPages();
  forgetReplays();
  fake = fakeUpstream();
  const app = createApp({ upstream: fake.upstream });
  handler = withHitReplay<StorefrontEnv>((request, bindings, ctx) => {
    chainRuns += 1;
    return app.fetch(request, bindings, ctx);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('hit replay', () => {
  it("answers a repeated hit without the chain: the chain's bytes and headers, with a fresh nonce, request id and Server-Timing", async () => {
    expect((await get('/c/diivanid.html')).response.headers.get('x-edge-cache')).toBe('MISS');
    const hit = await get('/c/diivanid.html');
    expect(hit.response.headers.get('x-edge-cache')).toBe('HIT');
    expect(hit.replayed).toBe(false);

    const replay = await get('/c/diivanid.html');
    expect(replay.chainRuns).toBe(0);
    expect(replay.replayed).toBe(true);
    expect(replay.response.status).toBe(200);
    expect(replay.response.headers.get('server-timing')).toBe('replay, total;dur=0');
    expect(steadyHeaders(replay.response)).toEqual(steadyHeaders(hit.response));
    expect(withoutNonce(replay.body, nonceOf(replay.response))).toBe(withoutNonce(hit.body, nonceOf(hit.response)));
    expect(withoutNonce(replay.response.headers.get('content-security-policy')!, nonceOf(replay.response))).toBe(
      withoutNonce(hit.response.headers.get('content-security-policy')!, nonceOf(hit.response)),
    );

    const again = await get('/c/diivanid.html');
    expect(again.replayed).toBe(true);
    const nonces = [hit, replay, again].map((answer) => nonceOf(answer.response));
    expect(new Set(nonces).size).toBe(3);
    expect(new Set([replay, again].map((answer) => answer.response.headers.get('x-request-id'))).size).toBe(2);
    for (const answer of [replay, again]) {
      const inPage = new Set([...answer.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
      expect(inPage).toEqual(new Set([nonceOf(answer.response)]));
    }
  });

  it('keeps each answer its own nonce when replays are made before any is read', async () => {
    await get('/c/diivanid.html');
    await get('/c/diivanid.html');
    const ctx = createExecutionContext();
    const responses = await Promise.all([1, 2, 3].map(() => handler(new Request('https://shop.test/c/diivanid.html'), env, ctx)));
    expect(responses.map((response) => response.headers.get('server-timing'))).toEqual(Array(3).fill('replay, total;dur=0'));
    for (const response of responses) {
      const inPage = new Set([...(await response.text()).matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
      expect(inPage).toEqual(new Set([nonceOf(response)]));
    }
    await waitOnExecutionContext(ctx);
  });

  it('gives a first visit the banner and a visitor with a consent choice none: each their own answer', async () => {
    const consent = { headers: { cookie: 'consent=1.1.000' } };
    await get('/kategooriad.html');
    await get('/kategooriad.html');
    await get('/kategooriad.html', consent);
    const firstVisit = await get('/kategooriad.html');
    const chosen = await get('/kategooriad.html', consent);
    expect([firstVisit.replayed, chosen.replayed]).toEqual([true, true]);
    expect(firstVisit.body).toContain('data-consent-banner');
    expect(firstVisit.response.headers.get('cache-control')).toBe('private, no-cache');
    expect(chosen.body).not.toContain('data-consent-banner');
    expect(chosen.response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('runs the chain for another cookie, a crawler, a HEAD or another query string', async () => {
    await get('/kategooriad.html');
    await get('/kategooriad.html');
    expect((await get('/kategooriad.html')).replayed).toBe(true);
    const other = [
      await get('/kategooriad.html', { headers: { cookie: 'consent=1.1.000' } }),
      await get('/kategooriad.html', { headers: { 'user-agent': 'Googlebot/2.1' } }),
      await get('/kategooriad.html', { method: 'HEAD' }),
      await get('/kategooriad.html?utm_source=uudiskiri'),
    ];
    expect(other.map((answer) => answer.chainRuns)).toEqual([1, 1, 1, 1]);
    expect(other.map((answer) => answer.replayed)).toEqual([false, false, false, false]);
  });

  it('never replays a signed-in visitor', async () => {
    const signedIn = { headers: { cookie: 'vsf-customer=SECRET-customer-token-4711' } };
    const answers = [await get('/c/diivanid.html', signedIn), await get('/c/diivanid.html', signedIn), await get('/c/diivanid.html', signedIn)];
    expect(answers.map((answer) => answer.chainRuns)).toEqual([1, 1, 1]);
    expect(answers.map((answer) => answer.response.headers.get('cache-control'))).toEqual(Array(3).fill('private, no-store'));
  });

  it('stops when a content version is written in this isolate: the next answer is the new content', async () => {
    await get('/c/diivanid.html');
    await get('/c/diivanid.html');
    expect((await get('/c/diivanid.html')).replayed).toBe(true);
    await bumpContentVersion(env.CONTENT);
    const after = await get('/c/diivanid.html');
    expect(after.replayed).toBe(false);
    expect(after.response.headers.get('x-edge-cache')).toBe('MISS');
  });

  it('never replays a stored page without a known body slot: its banner comes from the middleware each time', async () => {
    const key = htmlCacheKey({ url: new URL('https://shop.test/kategooriad.html'), contentVersion: await readContentVersion(env.CONTENT), store: 'default', audience: 'browser' });
    await (caches as unknown as { default: Cache }).default.put(
      key,
      new Response('<!doctype html><html><head></head><body><p>SALVESTATUD</p></body></html>', {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=86400', [CACHED_AT_HEADER]: String(Date.now()), [NONCE_SLOTS_HEADER]: '24:' },
      }),
    );
    const answers = [await get('/kategooriad.html'), await get('/kategooriad.html'), await get('/kategooriad.html')];
    expect(answers.map((answer) => answer.response.headers.get('x-edge-cache'))).toEqual(['HIT', 'HIT', 'HIT']);
    expect(answers.map((answer) => answer.replayed)).toEqual([false, false, false]);
    for (const answer of answers) expect(answer.body).toContain('data-consent-banner');
  });

  it('keeps at most 4 MB of answers: the oldest visitor goes first', async () => {
    // One instant throughout, so no answer ends by time (1 s) while the memory fills.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    await get('/c/diivanid.html');
    const page = await get('/c/diivanid.html', { headers: { cookie: 'consent=1.1.000; visitor=0' } });
    const visitors = Math.ceil((4 * 1024 * 1024) / new TextEncoder().encode(page.body).byteLength) + 1;
    for (let visitor = 1; visitor <= visitors; visitor++) await get('/c/diivanid.html', { headers: { cookie: `consent=1.1.000; visitor=${visitor}` } });
    expect((await get('/c/diivanid.html', { headers: { cookie: `consent=1.1.000; visitor=${visitors}` } })).replayed).toBe(true);
    expect((await get('/c/diivanid.html', { headers: { cookie: 'consent=1.1.000; visitor=0' } })).replayed).toBe(false);
  });

  it(`stops ${REPLAY_MS} ms after it was kept, and when its hot page is no longer kept`, async () => {
    await get('/c/diivanid.html');
    await get('/c/diivanid.html');
    expect((await get('/c/diivanid.html')).replayed).toBe(true);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + REPLAY_MS);
    const later = await get('/c/diivanid.html');
    expect(later.replayed).toBe(false);
    expect(later.response.headers.get('x-edge-cache')).toBe('HIT');
    expect((await get('/c/diivanid.html')).replayed).toBe(true);
    forgetHotPages();
    const cold = await get('/c/diivanid.html');
    expect(cold.replayed).toBe(false);
    expect(cold.response.headers.get('x-edge-cache')).toBe('HIT'); // from the Cache API again
  });
});
