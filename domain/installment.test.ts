import { describe, expect, it } from 'vitest';
import { installmentCredit, installmentPlans } from './installment';

describe('installmentCredit: final price / 10, rounded (customer.md §9)', () => {
  it.each<[number, number | null]>([
    [1299, 130],
    [1294.99, 129],
    [1295, 130],
    [99.9, 10],
    [15, 2],
    [5, 1],
    [4.99, null],
    [0, null],
    [-100, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%s € → %s', (price, credit) => {
    expect(installmentCredit(price)).toBe(credit);
  });
});

describe('installmentPlans: 3 months 0 %, 6 months 1 %, 12 months 3 %', () => {
  it.each<[number, [number, number, number, number][]]>([
    [
      1299,
      [
        [3, 0, 1299, 433],
        [6, 1, 1311.99, 218.67],
        [12, 3, 1337.97, 111.5],
      ],
    ],
    [
      100,
      [
        [3, 0, 100, 33.33],
        [6, 1, 101, 16.83],
        [12, 3, 103, 8.58],
      ],
    ],
    [
      0.1,
      [
        [3, 0, 0.1, 0.03],
        [6, 1, 0.1, 0.02],
        [12, 3, 0.1, 0.01],
      ],
    ],
  ])('%s €', (price, expected) => {
    expect(installmentPlans(price).map((p) => [p.months, p.ratePercent, p.total, p.monthlyPayment])).toEqual(expected);
  });

  it('is empty for a price that is not positive and finite', () => {
    expect(installmentPlans(0)).toEqual([]);
    expect(installmentPlans(Number.NaN)).toEqual([]);
  });

  it('monthly payments cover the total within a cent per month', () => {
    for (const price of [1, 19.99, 333.33, 1299, 24999.5]) {
      for (const plan of installmentPlans(price)) {
        expect(Math.abs(plan.monthlyPayment * plan.months - plan.total)).toBeLessThanOrEqual(plan.months * 0.005 + 1e-9);
      }
    }
  });
});
