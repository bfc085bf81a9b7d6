import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from './config';

const base = { PUBLIC_ORIGIN: 'https://shop.example/', STORE_CODES: 'default, en ,BAD CODE', SEARCH_API_KEY: ' key ' };

describe('storefront configuration', () => {
  it('parses the origin, the store list (first is the default) and the search key', () => {
    expect(parseConfig(base)).toEqual({ publicOrigin: 'https://shop.example', storeCodes: ['default', 'en'], searchApiKey: 'key', cardIdAuthUrl: null, gtmContainerId: null, chatWidgetKey: null, captcha: null, cmsApiToken: null });
  });
  it('takes the CMS read token (CMS_API_TOKEN, trimmed); one that cannot be a header is not configured and logged without its value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseConfig({ ...base, CMS_API_TOKEN: ' 0123abcd ' }).cmsApiToken).toBe('0123abcd');
    expect(parseConfig({ ...base, CMS_API_TOKEN: '' }).cmsApiToken).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(parseConfig({ ...base, CMS_API_TOKEN: 'two words-secret' }).cmsApiToken).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).not.toContain('secret');
    warn.mockRestore();
  });
  it('takes a well-formed tag manager id and chat key; an odd one is not configured and logged, never a failure', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseConfig({ ...base, GTM_CONTAINER_ID: ' GTM-AB12CD ', CHAT_WIDGET_KEY: '0f3c1e2a-1111-4222-8333-944445555666' })).toMatchObject({ gtmContainerId: 'GTM-AB12CD', chatWidgetKey: '0f3c1e2a-1111-4222-8333-944445555666' });
    expect(warn).not.toHaveBeenCalled();
    expect(parseConfig({ ...base, GTM_CONTAINER_ID: 'GTM-ab"><script>', CHAT_WIDGET_KEY: 'key with spaces' })).toMatchObject({ gtmContainerId: null, chatWidgetKey: null });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
  it('takes the captcha from RECAPTCHA_*; an odd value is logged, never a throw (the forms show the §8 error)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseConfig({ ...base, RECAPTCHA_SITE_KEY: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI' }).captcha).toEqual({
      siteKey: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
      version: 2,
      scriptUrl: 'https://www.google.com/recaptcha/api.js',
    });
    expect(warn).not.toHaveBeenCalled();
    expect(parseConfig({ ...base, RECAPTCHA_SITE_KEY: 'bad key', RECAPTCHA_VERSION: '3' }).captcha).toMatchObject({ siteKey: null, version: null });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
  it('takes the ID-card service URL when set; empty means not configured', () => {
    expect(parseConfig({ ...base, CARD_ID_AUTH_URL: ' https://id.example/auth ' }).cardIdAuthUrl).toBe('https://id.example/auth');
    expect(parseConfig({ ...base, CARD_ID_AUTH_URL: '' }).cardIdAuthUrl).toBeNull();
  });
  it.each([
    ['no origin', { ...base, PUBLIC_ORIGIN: '' }],
    ['a relative origin', { ...base, PUBLIC_ORIGIN: '/shop' }],
    ['a non-http origin', { ...base, PUBLIC_ORIGIN: 'javascript:alert(1)' }],
    ['no store', { ...base, STORE_CODES: ' , ' }],
    ['no search key', { ...base, SEARCH_API_KEY: '' }],
    ['a relative ID-card URL', { ...base, CARD_ID_AUTH_URL: '/id-card' }],
    ['a non-http ID-card URL', { ...base, CARD_ID_AUTH_URL: 'javascript:alert(1)' }],
  ])('refuses %s', (_name, env) => {
    expect(() => parseConfig(env)).toThrow();
  });
});
