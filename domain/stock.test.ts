import { describe, expect, it } from 'vitest';
import {
  availableQty,
  isInStock,
  isSoldFromStockOnly,
  magentoStockFields,
  productStock,
  type ProductStock,
  type ProductStockInput,
  type StockSource,
  storeAvailability,
  totalAvailable,
} from './stock';

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
    ['showroom with its last (display) piece only', [source('muugisaal', true, 1)], false],
    ['showroom with two', [source('muugisaal', true, 2)], true],
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

const input = (overrides: Partial<ProductStockInput>): ProductStockInput => ({ sources: [], stockStatus: 'IN_STOCK', onlyXLeft: null, tarneaeg: null, ...overrides });

describe('productStock: one rule for the label, "only x left", the delivery time and the maximum quantity', () => {
  it.each<[string, ProductStockInput, Partial<ProductStock>]>([
    ['stores hold some', input({ sources: [source('pea', true, 8)], tarneaeg: '1-3 tööpäeva' }), { state: 'in-stock', onlyLeft: null, maxQty: null, deliveryTime: '1-3 tööpäeva', availableQty: 8 }],
    ['low stock', input({ sources: [source('pea', true, 2)], onlyXLeft: 2 }), { state: 'in-stock', onlyLeft: 2, maxQty: 2 }],
    ['only_x_left above what the stores hold is capped', input({ sources: [source('pea', true, 1), source('muugisaal', true, 2)], onlyXLeft: 3 }), { state: 'in-stock', onlyLeft: 2, maxQty: 2 }],
    ['sold from stock only: at most the stock', input({ sources: [source('pea', true, 7)], tarneaeg: 'müük ainult laoseisust' }), { state: 'in-stock', onlyLeft: null, maxQty: 7 }],
    ['IN_STOCK but the stores hold none and a delivery time: backorder', input({ sources: [source('pea', true, 0)], tarneaeg: '4-6 nädalat' }), { state: 'backorder', onlyLeft: null, maxQty: null, deliveryTime: '4-6 nädalat', availableQty: 0 }],
    ['IN_STOCK, no stock, sold from stock only: out of stock', input({ sources: [source('pea', true, 0)], tarneaeg: 'müük ainult laoseisust' }), { state: 'out-of-stock', maxQty: 0 }],
    ['IN_STOCK, no stock, no delivery time: out of stock', input({ sources: [source('pea', false, 0)] }), { state: 'out-of-stock', maxQty: 0 }],
    ['showroom display piece only: not in stock', input({ sources: [source('muugisaal', true, 1)], onlyXLeft: 1, tarneaeg: '2-5 tööpäeva' }), { state: 'backorder', onlyLeft: null }],
    ['OUT_OF_STOCK whatever the stores say', input({ stockStatus: 'OUT_OF_STOCK', sources: [source('pea', true, 3)] }), { state: 'out-of-stock', maxQty: 0 }],
    ['no per-store data: stock_status and only_x_left as sent', input({ sources: null, onlyXLeft: 4 }), { state: 'in-stock', onlyLeft: 4, maxQty: 4, availableQty: null }],
    ['unconfigured sources count as no per-store data', input({ sources: [source('elsewhere', true, 0)] }), { state: 'in-stock', availableQty: null }],
    ['no stock status', input({ stockStatus: null, sources: [source('pea', true, 3)] }), { state: 'out-of-stock' }],
  ])('%s', (_name, given, expected) => {
    expect(productStock(given)).toMatchObject(expected);
  });

  it('never says "in stock" unless the store table shows a store with stock', () => {
    const cases: StockSource[][] = [[source('muugisaal', true, 1)], [source('pea', false, 4)], [source('rain', true, 0), source('vaike', true, 3)], [source('vaike', false, 0)]];
    for (const sources of cases) {
      const inTable = storeAvailability(sources).some((row) => row.state === 'in-stock');
      expect(productStock(input({ sources, tarneaeg: '4-6 nädalat' })).state === 'in-stock').toBe(inTable);
    }
  });
});

describe('magentoStockFields: what the backend reports, from the same rule', () => {
  it.each<[string, Parameters<typeof magentoStockFields>[0], ReturnType<typeof magentoStockFields>]>([
    ['plenty', { sources: [source('pea', true, 9)], backorders: false, tarneaeg: '1-3 tööpäeva' }, { stock_status: 'IN_STOCK', only_x_left_in_stock: null }],
    ['low: the showroom keeps one', { sources: [source('pea', true, 2), source('muugisaal', true, 2)], backorders: false, tarneaeg: null }, { stock_status: 'IN_STOCK', only_x_left_in_stock: 3 }],
    ['at the threshold', { sources: [source('pea', true, 5)], backorders: false, tarneaeg: null }, { stock_status: 'IN_STOCK', only_x_left_in_stock: 5 }],
    ['made to order', { sources: [source('pea', true, 0)], backorders: true, tarneaeg: '6-8 nädalat' }, { stock_status: 'IN_STOCK', only_x_left_in_stock: null }],
    ['backorders but sold from stock only', { sources: [source('pea', true, 0)], backorders: true, tarneaeg: 'müük ainult laoseisust' }, { stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null }],
    ['nothing and no backorders', { sources: [source('muugisaal', true, 1)], backorders: false, tarneaeg: '1-3 tööpäeva' }, { stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null }],
  ])('%s', (_name, given, expected) => {
    expect(magentoStockFields(given)).toEqual(expected);
  });
});
