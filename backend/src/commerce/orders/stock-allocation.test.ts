// Which stores an order takes its stock from (stock-allocation.ts), table-driven.
import { describe, expect, it } from 'vitest';
import { allocateStock, sourceOrder, type StockLine } from './stock-allocation';

const src = (source_code: string, qty: number, status = 1) => ({ source_code, status, qty });
const line = (quantity: number, sources: StockLine['sources'], extra: Partial<StockLine> = {}): StockLine => ({ sku: 'A', parentSku: null, quantity, sources, backorder: false, ...extra });

describe('sourceOrder', () => {
  it.each([
    [null, ['pea', 'rain', 'vaike', 'muugisaal']],
    ['rain', ['rain', 'pea', 'vaike', 'muugisaal']],
    ['muugisaal', ['muugisaal', 'pea', 'rain', 'vaike']],
    ['elsewhere', ['pea', 'rain', 'vaike', 'muugisaal']],
  ])('pickup %s → %j', (pickup, order) => expect(sourceOrder(pickup)).toEqual(order));
});

describe('allocateStock', () => {
  it.each<[string, StockLine[], string | null, ReturnType<typeof allocateStock>]>([
    ['warehouses first, in their order', [line(3, [src('muugisaal', 5), src('rain', 2), src('pea', 2)])], null, { ok: true, takes: [{ sku: 'A', source_code: 'pea', qty: 2 }, { sku: 'A', source_code: 'rain', qty: 1 }] }],
    ['the showroom last, keeping its display piece', [line(3, [src('pea', 1), src('muugisaal', 3)])], null, { ok: true, takes: [{ sku: 'A', source_code: 'pea', qty: 1 }, { sku: 'A', source_code: 'muugisaal', qty: 2 }] }],
    ['the display piece alone is not for sale', [line(1, [src('muugisaal', 1)])], null, { ok: false, sku: 'A' }],
    ['a source without its in-stock status gives nothing', [line(1, [src('pea', 4, 0)])], null, { ok: false, sku: 'A' }],
    ['the pickup store first', [line(2, [src('pea', 5), src('vaike', 1)])], 'vaike', { ok: true, takes: [{ sku: 'A', source_code: 'vaike', qty: 1 }, { sku: 'A', source_code: 'pea', qty: 1 }] }],
    ['a variant also takes from its configurable parent\'s totals', [line(1, [src('pea', 1)], { sku: 'V', parentSku: 'P' })], null, { ok: true, takes: [{ sku: 'V', source_code: 'pea', qty: 1 }, { sku: 'P', source_code: 'pea', qty: 1 }] }],
    ['made to order takes nothing', [line(7, [], { backorder: true })], null, { ok: true, takes: [] }],
    ['more than the stores hold', [line(5, [src('pea', 2), src('rain', 2)])], null, { ok: false, sku: 'A' }],
  ])('%s', (_name, lines, pickup, expected) => expect(allocateStock(lines, pickup)).toEqual(expected));
});
