import { describe, expect, it } from 'vitest';
import { COOKIE_ATTRIBUTES, isRestorableCartId, parseSession, storeCookiesToSet } from './session-cookies';

describe('parseSession', () => {
  it('reads valid cookies', () => {
    const s = parseSession({ 'vsf-cart': 'a'.repeat(32), 'vsf-customer': 'tok.en-1', 'vsf-country': 'LV' });
    expect(s).toEqual({ currency: 'EUR', country: 'LV', locale: 'et', store: 'default', cartId: 'a'.repeat(32), customerToken: 'tok.en-1' });
  });
  it.each([
    ['vsf-cart', 'short'],
    ['vsf-cart', '<script>'.repeat(4)],
    ['vsf-customer', 'x'.repeat(5000)],
    ['vsf-customer', 'has space'],
    ['vsf-country', 'eesti'],
  ])('treats malformed %s=%s as absent/default', (name, value) => {
    const s = parseSession({ [name]: value });
    expect(s.cartId).toBeNull();
    expect(s.customerToken).toBeNull();
    expect(s.country).toBe('EE');
  });
});

describe('vsf-store', () => {
  const stores = ['default', 'en'] as const;
  it.each([
    ['default', 'default'],
    ['en', 'en'],
    ['other', 'default'],
    ['EN', 'default'],
    ['x'.repeat(20), 'default'],
    [undefined, 'default'],
  ])('%s → %s (only configured store codes; unknown → the default store)', (value, expected) => {
    expect(parseSession({ 'vsf-store': value }, stores).store).toBe(expected);
  });
  it('the default store is the first configured one', () => {
    expect(parseSession({ 'vsf-store': 'nope' }, ['eu', 'default']).store).toBe('eu');
  });
});

describe('isRestorableCartId', () => {
  it.each([
    ['a'.repeat(32), true],
    ['A1'.repeat(16), true],
    ['a'.repeat(31), false],
    ['a'.repeat(33), false],
    ['', false],
    [undefined, false],
    ['%'.repeat(32), false],
  ])('%s → %s', (value, ok) => expect(isRestorableCartId(value)).toBe(ok));
});

describe('storeCookiesToSet (storefront.md §3)', () => {
  const wanted = { store: 'default', locale: 'et', currency: 'EUR', country: 'EE' };
  it('a new browser gets all four', () => {
    expect(storeCookiesToSet({}, wanted)).toEqual([
      ['vsf-currency', 'EUR'],
      ['vsf-country', 'EE'],
      ['vsf-locale', 'et'],
      ['vsf-store', 'default'],
    ]);
  });
  it('nothing when they are right; only the wrong or missing ones otherwise', () => {
    expect(storeCookiesToSet({ 'vsf-currency': 'EUR', 'vsf-country': 'EE', 'vsf-locale': 'et', 'vsf-store': 'default' }, wanted)).toEqual([]);
    expect(storeCookiesToSet({ 'vsf-currency': 'USD', 'vsf-country': 'EE', 'vsf-locale': 'et' }, wanted)).toEqual([
      ['vsf-currency', 'EUR'],
      ['vsf-store', 'default'],
    ]);
  });
  it('the attributes: readable by scripts, secure, SameSite Strict, path /', () => {
    expect(COOKIE_ATTRIBUTES).toEqual({ path: '/', secure: true, sameSite: 'Strict', httpOnly: false });
  });
});
