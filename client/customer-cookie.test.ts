import { describe, expect, it } from 'vitest';
import { hasCustomerCookie } from './customer-cookie';

describe('hasCustomerCookie', () => {
  it.each([
    ['vsf-customer=abc', true],
    ['vsf-cart=x; vsf-customer=abc; other=1', true],
    ['vsf-customer=', false],
    ['not-vsf-customer=abc', false],
    ['', false],
  ])('%j → %s', (cookie, signedIn) => {
    expect(hasCustomerCookie(cookie)).toBe(signedIn);
  });
});
