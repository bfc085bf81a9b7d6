import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, breakpointOf, deviceOf } from './breakpoints';

describe('breakpoints (storefront.md §9)', () => {
  it('are the spec\'s', () => expect(BREAKPOINTS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 }));
  it.each([
    [280, 'xs'],
    [320, 'xs'],
    [639, 'xs'],
    [640, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [1023, 'md'],
    [1024, 'lg'],
    [1280, 'xl'],
    [1535, 'xl'],
    [1536, '2xl'],
    [2560, '2xl'],
  ])('%i px → %s', (width, expected) => expect(breakpointOf(width)).toBe(expected));
  it('a desktop device is lg and up with a fine pointer', () => {
    expect(deviceOf(1024, true).desktop).toBe(true);
    expect(deviceOf(1023, true).desktop).toBe(false);
    expect(deviceOf(1366, false).desktop).toBe(false);
  });
});
