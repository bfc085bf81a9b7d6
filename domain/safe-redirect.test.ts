import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    // kept as they are
    ['/', '/'],
    ['/c/diivanid.html?page=2', '/c/diivanid.html?page=2'],
    ['/search?term=a%2F%2Fb#x', '/search?term=a%2F%2Fb#x'],
    ['/p/1/a.html?x=//evil.example', '/p/1/a.html?x=//evil.example'],
    // protocol-relative and backslash tricks collapse to a path on our origin
    ['//evil.example/', '/evil.example/'],
    ['//evil.example/?cartId=x', '/evil.example/?cartId=x'],
    ['///evil.example', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['\\/evil.example', '/evil.example'],
    ['/.//evil.example', '/evil.example'],
    ['/./\\evil.example', '/evil.example'],
    ['/../..//evil.example', '/evil.example'],
    ['/\t/evil.example', '/evil.example'],
    ['/\n/evil.example', '/evil.example'],
    ['/%2F%2Fevil.example', '/evil.example'],
    ['/%2f/evil.example', '/evil.example'],
    ['%2F%2Fevil.example', '/evil.example'],
    ['/%5Cevil.example', '/evil.example'],
    ['/%5c%5cevil.example', '/evil.example'],
    ['/.%2F%2Fevil.example', '/evil.example'],
    // absolute URLs and schemes never leave the origin
    ['https://evil.example/x', '/'],
    ['javascript:alert(1)', '/'],
    [' https://evil.example', '/'],
    ['evil.example', '/evil.example'],
    ['', '/'],
  ])('%j → %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it('always yields a single-slash path, never a host', () => {
    for (const input of ['//a', '/\\a', '/.//a', '/%2F%2Fa', '/%5Ca', '/.%5C%5Ca', '//%2F/a', '/%252F%252Fa']) {
      const result = safeRedirectPath(input);
      expect(result, input).toMatch(/^\/(?![/\\])/);
      expect(new URL(result, 'https://shop.test').host, input).toBe('shop.test');
    }
  });
});
