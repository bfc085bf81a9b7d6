import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { consentFromCookies } from '../domain/consent';
import { CONSENT_ACTION_FIELD, CONSENT_ACTIONS, CONSENT_RETURN_FIELD } from '../domain/consent-choice';
import { ConsentBanner } from '../ui/consent/consent-banner';
import { createApp } from './app';
import { fakeUpstream } from './upstream/fake-upstream';

let app: ReturnType<typeof createApp>;

beforeEach(() => {
  app = createApp({ upstream: fakeUpstream().upstream });
});

/** `POST /consent` with a form body, from our own pages unless `headers` say otherwise. */
async function post(fields: Record<string, string> | string, headers: Record<string, string> = {}, url = 'https://shop.test/consent') {
  const ctx = createExecutionContext();
  const body = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString();
  const response = await app.request(url, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers } }, env, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  // no-store answers also carry the store cookies (worker/middleware/store-cookies.ts)
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('consent=')) ?? null;
  return { response, text, cookie, choice: consentFromCookies(cookie) };
}

describe('POST /consent (the banner without JavaScript)', () => {
  it('the banner form posts exactly the fields this route reads', () => {
    const html = renderToStaticMarkup(<ConsentBanner returnTo="/" initial={null} />);
    const actions = [...html.matchAll(/value="(\w+)"[^>]*name="action"|name="action"[^>]*value="(\w+)"/g)].map((m) => m[1] ?? m[2]);
    expect(actions).toEqual([...CONSENT_ACTIONS]);
    expect(html).toContain(`name="${CONSENT_RETURN_FIELD}"`);
    expect(CONSENT_ACTION_FIELD).toBe('action');
    for (const category of ['analytics', 'marketing', 'functional']) expect(html).toContain(`name="${category}"`);
  });

  it.each([
    ['accept', {}, { analytics: true, marketing: true, functional: true }],
    ['decline', { analytics: 'on' }, { analytics: false, marketing: false, functional: false }],
    ['save', { analytics: 'on', functional: 'on' }, { analytics: true, marketing: false, functional: true }],
  ] as const)('%s: sets the cookie, 303 back to the page, no-store', async (action, boxes, grants) => {
    const { response, choice } = await post({ action, return: '/c/diivanid.html?page=2', ...boxes });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/c/diivanid.html?page=2');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(choice).toEqual({ v: 1, events: 1, ...grants });
    const { cookie } = await post({ action, ...boxes });
    expect(cookie).toMatch(/^consent=1\.1\.[01]{3}; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
  });

  it('counts the event after the request\'s valid cookie; a malformed one counts as none', async () => {
    expect((await post({ action: 'accept' }, { cookie: 'consent=1.2.000' })).choice?.events).toBe(3);
    expect((await post({ action: 'accept' }, { cookie: 'consent=garbage' })).choice?.events).toBe(1);
  });

  it('no Secure attribute on plain http (local development)', async () => {
    const { cookie } = await post({ action: 'decline' }, {}, 'http://localhost:8787/consent');
    expect(cookie).toBe('consent=1.1.000; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it.each([
    ['another origin', 'https://evil.example/phish', '/'],
    ['a protocol-relative URL', '//evil.example/phish', '/evil.example/phish'],
    ['backslashes', '/\\evil.example', '/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)', '/'],
    ['nothing', undefined, '/'],
  ])('keeps the return path on our origin: %s', async (_name, target, location) => {
    const { response } = await post({ action: 'accept', ...(target === undefined ? {} : { return: target }) });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(location);
  });

  it.each([
    ['no action', { return: '/' }],
    ['an unknown action', { action: 'all' }],
    ['a checkbox with another value', { action: 'save', analytics: 'yes' }],
    ['an overlong return path', { action: 'accept', return: `/${'a'.repeat(3000)}` }],
  ])('a bad body (%s) is a 400 with a message, not a cookie', async (_name, fields) => {
    const { response, text, cookie } = await post(fields);
    expect(response.status).toBe(400);
    expect(text).toMatch(/^Invalid consent form/);
    expect(cookie).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('a JSON body is a 400 too, never a 500', async () => {
    const { response } = await post('{"action":"accept"}', { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
  });

  it('refuses a foreign origin (403) and an oversized body (413)', async () => {
    const foreign = await post({ action: 'accept' }, { 'sec-fetch-site': 'cross-site' });
    expect(foreign.response.status).toBe(403);
    expect(foreign.cookie).toBeNull();
    const origin = await post({ action: 'accept' }, { 'sec-fetch-site': '', origin: 'https://evil.example' });
    expect(origin.response.status).toBe(403);
    const big = await post({ action: 'accept', return: `/${'a'.repeat(5000)}` });
    expect(big.response.status).toBe(413);
  });
});
