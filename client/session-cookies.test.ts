import { afterEach, describe, expect, it } from 'vitest';
import { setBrowserEnvironment } from './browser-env';
import { currentCartId, hasCustomerToken } from './session-cookies';

const ID = 'aB3'.repeat(10) + 'xy';

afterEach(() => setBrowserEnvironment(null));

describe('the cart id the badge reads from vsf-cart (session-cookies.ts currentCartId)', () => {
  it.each([
    [`vsf-cart=${ID}`, ID],
    [`vsf-store=default; vsf-cart=${ID}; vsf-message=x`, ID],
    [`other-vsf-cart=${ID}`, null],
    [`vsf-cart=${ID}0`, null],
    [`vsf-cart=${ID.slice(1)}`, null],
    [`vsf-cart=${ID.slice(2)}%3C%3E`, null],
    ['', null],
  ])('%s → %s', (cookie, expected) => {
    setBrowserEnvironment({ cookies: { cookie } });
    expect(currentCartId()).toBe(expected);
  });
});

describe('hasCustomerToken: the spec\'s login state (storefront.md §4)', () => {
  it.each([
    ['vsf-customer=abc', true],
    ['vsf-cart=x; vsf-customer=abc; other=1', true],
    ['vsf-customer=', false],
    ['not-vsf-customer=abc', false],
    ['', false],
  ])('%j → %s', (cookie, signedIn) => {
    setBrowserEnvironment({ cookies: { cookie } });
    expect(hasCustomerToken()).toBe(signedIn);
  });
});
