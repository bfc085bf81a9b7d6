import { describe, expect, it } from 'vitest';
import { isOrderNumber, orderHistoryHref, orderHistoryQuery } from './order-history';

describe('order history query (customer.md §7: page default 1, sortable)', () => {
  it.each([
    ['', { page: 1, sort: 'date-desc' }],
    ['page=3', { page: 3, sort: 'date-desc' }],
    ['page=0', { page: 1, sort: 'date-desc' }],
    ['page=-2', { page: 1, sort: 'date-desc' }],
    ['page=2.5', { page: 1, sort: 'date-desc' }],
    ['page=999999', { page: 1, sort: 'date-desc' }],
    ['sort=number-asc&page=2', { page: 2, sort: 'number-asc' }],
    ['sort=price', { page: 1, sort: 'date-desc' }],
    ['sort=__proto__', { page: 1, sort: 'date-desc' }],
  ])('%s → %j', (query, expected) => {
    expect(orderHistoryQuery(new URLSearchParams(query))).toEqual(expected);
  });

  it('builds one URL per state, defaults left out', () => {
    expect(orderHistoryHref({ page: 1, sort: 'date-desc' })).toBe('/my-account/order-history');
    expect(orderHistoryHref({ page: 2, sort: 'date-desc' })).toBe('/my-account/order-history?page=2');
    expect(orderHistoryHref({ page: 2, sort: 'number-asc' })).toBe('/my-account/order-history?sort=number-asc&page=2');
  });

  it.each([
    ['000000012', true],
    ['EE-1001', true],
    ['', false],
    ['../1', false],
    ['1'.repeat(33), false],
    [undefined, false],
  ])('order number %s valid: %s', (value, valid) => {
    expect(isOrderNumber(value)).toBe(valid);
  });
});
