import { describe, expect, it } from 'vitest';
import { cartIdFromCookies } from './cart-button';

const ID = 'aB3'.repeat(10) + 'xy';

describe('cart button: the cart id the badge reads from vsf-cart', () => {
  it.each([
    [`vsf-cart=${ID}`, ID],
    [`vsf-store=default; vsf-cart=${ID}; vsf-message=x`, ID],
    [`other-vsf-cart=${ID}`, null],
    [`vsf-cart=${ID}0`, null],
    [`vsf-cart=${ID.slice(1)}`, null],
    [`vsf-cart=${ID.slice(2)}%3C%3E`, null],
    ['', null],
  ])('%s → %s', (cookies, expected) => {
    expect(cartIdFromCookies(cookies)).toBe(expected);
  });
});
