import { describe, expect, it } from 'vitest';
import { availableQty, isInStock, isSoldFromStockOnly, type StockSource, storeAvailability, totalAvailable } from './stock';

const source = (source_code: string, status: StockSource['status'], qty: number | null, source_name: string | null = null): StockSource => ({
  source_code,
  source_name,
  status,
  qty,
});

describe('isInStock: any configured source with status and qty (storefront.md §4)', () => {
  it.each<[string, StockSource[] | null, boolean]>([
    ['no sources', [], false],
    ['null', null, false],
    ['warehouse with status and qty', [source('pea', true, 3)], true],
    ['status without qty', [source('pea', true, 0)], false],
    ['qty without status', [source('pea', false, 5)], false],
    ['null status', [source('rain', null, 5)], false],
    ['null qty', [source('rain', true, null)], false],
    ['numeric status 1', [source('vaike', 1, 2)], true],
    ['numeric status 0', [source('vaike', 0, 2)], false],
    ['unconfigured source only', [source('elsewhere', true, 50)], false],
    ['one of several', [source('pea', false, 9), source('rain', true, 0), source('vaike', true, 1)], true],
    ['showroom with one piece (raw qty counts)', [source('muugisaal', true, 1)], true],
  ])('%s → %s', (_name, sources, expected) => {
    expect(isInStock(sources)).toBe(expected);
  });
});

describe('availableQty: the showroom keeps one piece', () => {
  it.each<[string, StockSource, number]>([
    ['warehouse', source('pea', true, 7), 7],
    ['showroom', source('muugisaal', true, 7), 6],
    ['showroom with one', source('muugisaal', true, 1), 0],
    ['showroom never below 0', source('muugisaal', true, 0), 0],
    ['showroom without status', source('muugisaal', false, 4), 0],
    ['showroom null qty', source('muugisaal', true, null), 0],
    ['negative qty', source('rain', true, -3), 0],
    ['fractional qty floors', source('rain', true, 2.7), 2],
    ['without status', source('vaike', null, 5), 0],
  ])('%s → %i', (_name, s, expected) => {
    expect(availableQty(s)).toBe(expected);
  });
});

describe('totalAvailable', () => {
  it('sums the configured sources by the stock rule', () => {
    expect(totalAvailable([source('pea', true, 3), source('muugisaal', true, 2), source('rain', false, 10), source('other', true, 100)])).toBe(4);
    expect(totalAvailable(null)).toBe(0);
  });
});

describe('storeAvailability', () => {
  it('gives rows in configured order with names, available qty and state', () => {
    const rows = storeAvailability([
      source('vaike', true, 0, 'Väike ladu'),
      source('muugisaal', true, 3, 'Müügisaal'),
      source('pea', true, 12, 'Pealadu'),
      source('other', true, 1, 'Elsewhere'),
    ]);
    expect(rows).toEqual([
      { sourceCode: 'pea', sourceName: 'Pealadu', qty: 12, state: 'in-stock' },
      { sourceCode: 'muugisaal', sourceName: 'Müügisaal', qty: 2, state: 'in-stock' },
      { sourceCode: 'vaike', sourceName: 'Väike ladu', qty: 0, state: 'out-of-stock' },
    ]);
  });

  it('shows the showroom with one piece as out of stock, falls back to the code and counts a duplicate once', () => {
    expect(storeAvailability([source('muugisaal', true, 1, '  '), source('muugisaal', true, 9, 'Again')])).toEqual([
      { sourceCode: 'muugisaal', sourceName: 'muugisaal', qty: 0, state: 'out-of-stock' },
    ]);
  });

  it('is empty for no data', () => {
    expect(storeAvailability(undefined)).toEqual([]);
  });
});

describe('isSoldFromStockOnly', () => {
  it.each<[string | null, boolean]>([
    ['müük ainult laoseisust', true],
    ['  Müük ainult laoseisust ', true],
    ['MÜÜK AINULT LAOSEISUST', true],
    ['Tarne 2-3 päeva', false],
    ['', false],
    [null, false],
  ])('%j → %s', (text, expected) => {
    expect(isSoldFromStockOnly(text)).toBe(expected);
  });
});
