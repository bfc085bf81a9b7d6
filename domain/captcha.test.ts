import { describe, expect, it } from 'vitest';
import { CAPTCHA_ERRORS, captchaConfigError, captchaCspSources, captchaScriptSrc, DEFAULT_CAPTCHA_SCRIPT_URL, parseCaptchaConfig } from './captcha';

/** Google's documented v2 test site key (reCAPTCHA FAQ "automated tests"). */
const TEST_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';

describe('parseCaptchaConfig', () => {
  it('is off without a site key, whatever else is set', () => {
    expect(parseCaptchaConfig({})).toEqual({ config: null, warnings: [] });
    expect(parseCaptchaConfig({ RECAPTCHA_SITE_KEY: '  ', RECAPTCHA_VERSION: '3' })).toEqual({ config: null, warnings: [] });
  });

  it('defaults to version 2 and Google\'s script', () => {
    expect(parseCaptchaConfig({ RECAPTCHA_SITE_KEY: TEST_KEY, RECAPTCHA_VERSION: '' })).toEqual({
      config: { siteKey: TEST_KEY, version: 2, scriptUrl: DEFAULT_CAPTCHA_SCRIPT_URL },
      warnings: [],
    });
  });

  it.each([
    [{ RECAPTCHA_SITE_KEY: 'not a key!' }, { siteKey: null, version: 2 }],
    [{ RECAPTCHA_SITE_KEY: TEST_KEY, RECAPTCHA_VERSION: '3' }, { siteKey: TEST_KEY, version: null }],
    [{ RECAPTCHA_SITE_KEY: TEST_KEY, RECAPTCHA_VERSION: 'two' }, { siteKey: TEST_KEY, version: null }],
  ])('an odd value %j is a null field and a warning, never a throw', (vars, expected) => {
    const { config, warnings } = parseCaptchaConfig(vars);
    expect(config).toMatchObject(expected);
    expect(warnings).toHaveLength(1);
  });

  it('takes a configured script URL, falls back to Google\'s for an odd one', () => {
    expect(parseCaptchaConfig({ RECAPTCHA_SITE_KEY: TEST_KEY, RECAPTCHA_SCRIPT_URL: 'http://localhost:8787/__dev/backend/recaptcha/api.js' }).config?.scriptUrl).toBe(
      'http://localhost:8787/__dev/backend/recaptcha/api.js',
    );
    const odd = parseCaptchaConfig({ RECAPTCHA_SITE_KEY: TEST_KEY, RECAPTCHA_SCRIPT_URL: 'javascript:alert(1)' });
    expect(odd.config?.scriptUrl).toBe(DEFAULT_CAPTCHA_SCRIPT_URL);
    expect(odd.warnings).toHaveLength(1);
  });
});

describe('captchaConfigError (storefront.md §8)', () => {
  it.each([
    [{ siteKey: null, version: 2 as const }, CAPTCHA_ERRORS.noKey],
    [{ siteKey: null, version: null }, CAPTCHA_ERRORS.noKey],
    [{ siteKey: TEST_KEY, version: null }, CAPTCHA_ERRORS.noVersion],
    [{ siteKey: TEST_KEY, version: 2 as const }, null],
  ])('%j → %s', (config, expected) => expect(captchaConfigError({ ...config, scriptUrl: DEFAULT_CAPTCHA_SCRIPT_URL })).toBe(expected));
});

describe('captchaScriptSrc', () => {
  it('asks for explicit rendering with our onload callback, in Estonian', () => {
    const src = new URL(captchaScriptSrc({ scriptUrl: DEFAULT_CAPTCHA_SCRIPT_URL }));
    expect(Object.fromEntries(src.searchParams)).toEqual({ onload: '__captchaReady', render: 'explicit', hl: 'et' });
  });
});

describe('captchaCspSources', () => {
  it('adds nothing when no captcha can load', () => {
    expect(captchaCspSources(null)).toEqual({ script: [], frame: [] });
    expect(captchaCspSources({ siteKey: null, version: 2, scriptUrl: DEFAULT_CAPTCHA_SCRIPT_URL })).toEqual({ script: [], frame: [] });
  });
  it('adds Google\'s reCAPTCHA paths, or the configured script\'s origin', () => {
    expect(captchaCspSources({ siteKey: TEST_KEY, version: 2, scriptUrl: DEFAULT_CAPTCHA_SCRIPT_URL }).frame).toContain('https://www.google.com/recaptcha/');
    expect(captchaCspSources({ siteKey: TEST_KEY, version: 2, scriptUrl: 'https://captcha.example/api.js' })).toEqual({
      script: ['https://captcha.example'],
      frame: ['https://captcha.example'],
    });
  });
});
