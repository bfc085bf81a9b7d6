import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney (et-EE, EUR)', () => {
  it.each([
    [0, '0,00\u00a0€'],
    [9.9, '9,90\u00a0€'],
    [1299, '1\u00a0299,00\u00a0€'],
    [1234567.891, '1\u00a0234\u00a0567,89\u00a0€'],
    [-15.5, '\u221215,50\u00a0€'],
    [0.005, '0,01\u00a0€'],
  ])('%s → %s', (value, expected) => {
    expect(formatMoney({ value, currency: 'EUR' })).toBe(expected);
  });
});
