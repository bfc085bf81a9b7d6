import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

const base = { PUBLIC_ORIGIN: 'https://shop.example/', STORE_CODES: 'default, en ,BAD CODE', SEARCH_API_KEY: ' key ' };

describe('storefront configuration', () => {
  it('parses the origin, the store list (first is the default) and the search key', () => {
    expect(parseConfig(base)).toEqual({ publicOrigin: 'https://shop.example', storeCodes: ['default', 'en'], searchApiKey: 'key' });
  });
  it.each([
    ['no origin', { ...base, PUBLIC_ORIGIN: '' }],
    ['a relative origin', { ...base, PUBLIC_ORIGIN: '/shop' }],
    ['a non-http origin', { ...base, PUBLIC_ORIGIN: 'javascript:alert(1)' }],
    ['no store', { ...base, STORE_CODES: ' , ' }],
    ['no search key', { ...base, SEARCH_API_KEY: '' }],
  ])('refuses %s', (_name, env) => {
    expect(() => parseConfig(env)).toThrow();
  });
});
