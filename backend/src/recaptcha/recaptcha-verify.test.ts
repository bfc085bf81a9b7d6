import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { app } from '../app';
import { ORIGIN } from '../../test/graphql-request';
import { GOOGLE_TEST_SECRET, standInSiteverify, verifyCaptcha } from './recaptcha-verify';

const DEV = { ENVIRONMENT: 'development', RECAPTCHA_SECRET: GOOGLE_TEST_SECRET, RECAPTCHA_VERIFY_URL: '' };
const reply = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('verifyCaptcha', () => {
  it('passes everything while captcha is off (no secret)', async () => {
    expect(await verifyCaptcha({ ...DEV, RECAPTCHA_SECRET: '' }, null)).toBe(true);
  });

  it('development without a verify URL: the stand-in, which passes Google\'s test secret for any answer', async () => {
    const fetcher = vi.fn();
    expect(await verifyCaptcha(DEV, 'standin-abc', fetcher)).toBe(true);
    expect(await verifyCaptcha(DEV, '', fetcher)).toBe(false);
    expect(await verifyCaptcha(DEV, null, fetcher)).toBe(false);
    expect(await verifyCaptcha({ ...DEV, RECAPTCHA_SECRET: 'another-secret' }, 'standin-abc', fetcher)).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('posts secret and response to the configured verify URL (Google\'s siteverify shape)', async () => {
    const fetcher = reply({ success: true });
    expect(await verifyCaptcha({ ...DEV, RECAPTCHA_SECRET: 'real-secret', RECAPTCHA_VERIFY_URL: 'https://verify.example/siteverify' }, 'token-1', fetcher)).toBe(true);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, { body: URLSearchParams }];
    expect(url).toBe('https://verify.example/siteverify');
    expect(Object.fromEntries(init.body)).toEqual({ secret: 'real-secret', response: 'token-1' });
  });

  it('production without a verify URL asks Google', async () => {
    const fetcher = reply({ success: false, 'error-codes': ['invalid-input-response'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await verifyCaptcha({ ENVIRONMENT: 'production', RECAPTCHA_SECRET: 'real-secret', RECAPTCHA_VERIFY_URL: '' }, 'bad', fetcher)).toBe(false);
    expect((fetcher.mock.calls[0] as unknown as [string])[0]).toBe('https://www.google.com/recaptcha/api/siteverify');
    warn.mockRestore();
  });

  it('refuses, logged, for Google\'s test secret in production, a malformed answer or an unreachable service', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await verifyCaptcha({ ...DEV, ENVIRONMENT: 'production' }, 'token', reply({ success: true }))).toBe(false);
    const configured = { ...DEV, RECAPTCHA_SECRET: 'real-secret', RECAPTCHA_VERIFY_URL: 'https://verify.example/siteverify' };
    expect(await verifyCaptcha(configured, 'token', reply('<html>', 502))).toBe(false);
    const unreachable: typeof fetch = async () => {
      throw new TypeError('network');
    };
    expect(await verifyCaptcha(configured, 'token', unreachable)).toBe(false);
    expect(error).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });
});

describe('standInSiteverify', () => {
  it.each([
    [GOOGLE_TEST_SECRET, `x-${crypto.randomUUID()}`, { success: true }],
    [GOOGLE_TEST_SECRET, '', { success: false, 'error-codes': ['missing-input-response'] }],
    ['other', 'x', { success: false, 'error-codes': ['invalid-input-secret'] }],
  ])('%s / %j → %j', (secret, response, expected) => expect(standInSiteverify(secret, response)).toEqual(expected));
});

describe('a reused answer (Google verifies each once: timeout-or-duplicate)', () => {
  it('the stand-in passes an answer once and refuses it after, in process and at its siteverify URL', async () => {
    const answer = `standin-${crypto.randomUUID()}`;
    expect(standInSiteverify(GOOGLE_TEST_SECRET, answer)).toEqual({ success: true });
    expect(standInSiteverify(GOOGLE_TEST_SECRET, answer)).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const again = `standin-${crypto.randomUUID()}`;
    expect(await verifyCaptcha(DEV, again)).toBe(true);
    expect(await verifyCaptcha(DEV, again)).toBe(false);
    expect(warn).toHaveBeenCalledWith(JSON.stringify({ at: 'recaptcha', refused: ['timeout-or-duplicate'] }));
    warn.mockRestore();
    const viaUrl = `standin-${crypto.randomUUID()}`;
    const verify = async () => {
      const response = await app.request(`${ORIGIN}/recaptcha/api/siteverify`, { method: 'POST', body: new URLSearchParams({ secret: GOOGLE_TEST_SECRET, response: viaUrl }) }, env);
      return response.json();
    };
    expect(await verify()).toMatchObject({ success: true });
    expect(await verify()).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
  });

  it('a guarded mutation with an answer already spent is refused like a missing one', async () => {
    const answer = `standin-${crypto.randomUUID()}`;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = await (await post(DEV, { 'x-recaptcha': answer })).json<{ data?: unknown; errors?: unknown }>();
    expect(first.errors).toBeUndefined();
    const second = await (await post(DEV, { 'x-recaptcha': answer })).json<{ errors: { message: string }[] }>();
    expect(second.errors[0]?.message).toBe('ReCaptcha validation failed, please try again');
    warn.mockRestore();
  });
});

const SUBSCRIBE = 'mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }';
const post = (captchaEnv: Record<string, string>, headers: Record<string, string> = {}) =>
  app.request(
    new URL('/graphql', ORIGIN).toString(),
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: SUBSCRIBE, variables: { email: `captcha-${crypto.randomUUID()}@example.ee` } }) },
    { ...env, ...captchaEnv },
  );

describe('POST /graphql with captcha on (Magento ReCaptchaWebapiGraphQl)', () => {
  it('refuses a guarded mutation without a valid X-ReCaptcha, with Magento\'s message, and runs it with one', async () => {
    const missing = await (await post(DEV)).json<{ errors: { message: string; extensions: { category: string } }[] }>();
    expect(missing.errors[0]).toEqual({ message: 'ReCaptcha validation failed, please try again', extensions: { category: 'graphql-input' } });
    const passed = await (await post(DEV, { 'x-recaptcha': 'standin-token' })).json<{ data: { subscribeEmailToNewsletter: { status: string } } }>();
    expect(passed.data.subscribeEmailToNewsletter.status).toBeTruthy();
  });

  it('leaves everything alone while captcha is off', async () => {
    const body = await (await post({ RECAPTCHA_SECRET: '' })).json<{ errors?: unknown }>();
    expect(body.errors).toBeUndefined();
  });
});

describe('the development stand-in', () => {
  it('serves api.js and siteverify in development, nothing in production', async () => {
    const script = await app.request(`${ORIGIN}/recaptcha/api.js`, {}, env);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('getResponse');
    const verify = await app.request(`${ORIGIN}/recaptcha/api/siteverify`, { method: 'POST', body: new URLSearchParams({ secret: GOOGLE_TEST_SECRET, response: 'standin-1' }) }, env);
    expect(await verify.json()).toMatchObject({ success: true });
    expect((await app.request(`${ORIGIN}/recaptcha/api.js`, {}, { ...env, ENVIRONMENT: 'production' })).status).toBe(404);
  });
});
