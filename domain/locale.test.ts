import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, resolveLocale } from './locale';

describe('the locale entry (storefront.md §1, §3)', () => {
  it('is the single default: et, et-EE.json, iso et-EE, EUR', () => {
    expect(LOCALES).toEqual([{ code: 'et', file: 'et-EE.json', iso: 'et-EE', defaultCurrency: 'EUR' }]);
  });
});

describe('resolveLocale', () => {
  const withEnglish = [...LOCALES, { code: 'en', file: 'en-GB.json', iso: 'en-GB', defaultCurrency: 'EUR' }];
  it.each([
    ['/', LOCALES, 'et'],
    ['/c/diivanid.html', LOCALES, 'et'],
    ['/et/c/diivanid.html', LOCALES, 'et'],
    ['/en/c/diivanid.html', LOCALES, 'et'],
    ['/en/c/diivanid.html', withEnglish, 'en'],
    ['/english/c', withEnglish, 'et'],
    ['/et/anything', withEnglish, 'et'],
  ])('%s → %s', (path, locales, code) => expect(resolveLocale(path, locales).code).toBe(code));

  it('the default has no prefix and is never chosen by its code in the path', () => {
    expect(resolveLocale('/et/', LOCALES)).toBe(DEFAULT_LOCALE);
  });
});
