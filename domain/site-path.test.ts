import { describe, expect, it } from 'vitest';
import { CmsLinkSchema } from './cms-content';
import { isSitePath } from './site-path';

/**
 * The "path on this site" rule of link fields (CMS links, button URLs, a payment redirect that
 * names our own path). Browsers read `/\host` as `//host`, strip tabs and newlines anywhere
 * first, and a server that decodes `%5C` or `%2F` before redirecting makes the same mistake.
 */
const cases: Array<[string, string, boolean]> = [
  ['a plain path', '/info/tarne.html', true],
  ['the home page', '/', true],
  ['a path with a query and a fragment', '/c/diivanid.html?page=2#top', true],
  ['Estonian letters', '/info/müügitingimused.html', true],
  ['a query holding a URL', '/search?term=a//b', true],
  ['a backslash in the query', '/search?term=a\\b', true],
  ['protocol-relative', '//evil.example', false],
  ['slash backslash', '/\\evil.example', false],
  ['slash backslash backslash', '/\\\\evil.example', false],
  ['backslash first', '\\evil.example', false],
  ['backslash slash', '\\/evil.example', false],
  ['a tab between the slashes', '/\t/evil.example', false],
  ['a newline between the slashes', '/\n/evil.example', false],
  ['a carriage return between slash and backslash', '/\r\\evil.example', false],
  ['a tab inside a harmless path', '/info/\ttarne.html', false],
  ['an encoded backslash', '/%5Cevil.example', false],
  ['an encoded backslash, lower case', '/%5cevil.example', false],
  ['a double-encoded backslash', '/%255Cevil.example', false],
  ['an encoded slash', '/%2F/evil.example', false],
  ['a dot segment before a slash', '/.//evil.example', false],
  ['a dot segment before a backslash', '/./\\evil.example', false],
  ['dot-dot segments resolving to //', '/../..//evil.example', false],
  ['a backslash further in the path', '/info\\..\\\\evil.example', false],
  ['a leading space', ' //evil.example', false],
  ['a NUL', '/\u0000/evil.example', false],
  ['no leading slash', 'info/tarne.html', false],
  ['javascript:', 'javascript:alert(1)', false],
  ['empty', '', false],
];

describe('isSitePath', () => {
  it.each(cases)('%s: %j → %s', (_name, value, expected) => {
    expect(isSitePath(value)).toBe(expected);
  });
});

describe('CmsLinkSchema', () => {
  it.each(cases)('%s: %j → accepted %s', (_name, value, expected) => {
    expect(CmsLinkSchema.safeParse(value).success).toBe(expected);
  });

  it.each([
    ['https://www.example.ee/x', true],
    ['http://example.ee', true],
    ['https:/\\evil.example', false],
    ['https://\tevil.example', false],
    ['ftp://example.ee', false],
  ])('an absolute URL %j → accepted %s', (value, expected) => {
    expect(CmsLinkSchema.safeParse(value).success).toBe(expected);
  });

  it('says what it wants', () => {
    const result = CmsLinkSchema.safeParse('/\\evil.example');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('a path on this site or an http(s) URL');
  });
});
