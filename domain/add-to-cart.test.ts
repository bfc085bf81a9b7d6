import { describe, expect, it } from 'vitest';
import { type AddToCartInput, parseQuantity, validateAddToCart } from './add-to-cart';
import { productStock, type ProductStockInput, type StockSource } from './stock';

const pea = (qty: number): StockSource => ({ source_code: 'pea', source_name: 'Pealadu', status: true, qty });
/** What is bought, through the same stock rule the page shows. */
const stock = (overrides: Partial<ProductStockInput> = {}) =>
  productStock({ sources: [pea(10)], stockStatus: 'IN_STOCK', onlyXLeft: null, tarneaeg: '1-3 tööpäeva', ...overrides });

const simple: AddToCartInput = { typename: 'SimpleProduct', selectedVariant: null, stock: stock(), quantity: 1 };
const configurable: AddToCartInput = { ...simple, typename: 'ConfigurableProduct' };
const fromStockOnly = (qty: number) => stock({ sources: [pea(qty)], tarneaeg: 'müük ainult laoseisust' });

describe('validateAddToCart (storefront.md §5, §4)', () => {
  it.each<[string, AddToCartInput, string | null]>([
    ['simple, in stock', simple, null],
    ['quantity 0', { ...simple, quantity: 0 }, 'invalid-quantity'],
    ['negative quantity', { ...simple, quantity: -2 }, 'invalid-quantity'],
    ['fractional quantity', { ...simple, quantity: 1.5 }, 'invalid-quantity'],
    ['NaN quantity', { ...simple, quantity: Number.NaN }, 'invalid-quantity'],
    ['huge quantity', { ...simple, quantity: 1e6 }, 'invalid-quantity'],
    ['configurable without a variant', configurable, 'select-options'],
    ['configurable without a variant, out of stock: options first', { ...configurable, stock: stock({ stockStatus: 'OUT_OF_STOCK' }) }, 'select-options'],
    ['configurable with a variant', { ...configurable, selectedVariant: { sku: 'V-1' } }, null],
    ['configurable variant out of stock', { ...configurable, selectedVariant: { sku: 'V-1' }, stock: stock({ stockStatus: 'OUT_OF_STOCK' }) }, 'out-of-stock'],
    ['simple ignores a stray variant', { ...simple, selectedVariant: { sku: 'X' } }, null],
    ['no stock status', { ...simple, stock: stock({ stockStatus: null }) }, 'out-of-stock'],
    ['out of stock', { ...simple, stock: stock({ stockStatus: 'OUT_OF_STOCK' }) }, 'out-of-stock'],
    ['at only_x_left', { ...simple, stock: stock({ sources: [pea(3)], onlyXLeft: 3 }), quantity: 3 }, null],
    ['above only_x_left', { ...simple, stock: stock({ sources: [pea(3)], onlyXLeft: 3 }), quantity: 4 }, 'qty-not-available'],
    ['only_x_left above the stores: the stores limit', { ...simple, stock: stock({ sources: [pea(2)], onlyXLeft: 5 }), quantity: 3 }, 'qty-not-available'],
    ['sold from stock only, within stock', { ...simple, stock: fromStockOnly(2), quantity: 2 }, null],
    ['sold from stock only, above stock', { ...simple, stock: fromStockOnly(2), quantity: 3 }, 'exceeds-stock'],
    ['sold from stock only, no stock', { ...simple, stock: fromStockOnly(0), quantity: 1 }, 'out-of-stock'],
    ['sold from stock only, no per-store data: only_x_left decides', { ...simple, stock: stock({ sources: null, tarneaeg: 'müük ainult laoseisust' }), quantity: 50 }, null],
    ['made to order may be ordered without stock', { ...simple, stock: stock({ sources: [pea(0)], tarneaeg: '4-6 nädalat' }), quantity: 5 }, null],
  ])('%s', (_name, input, reason) => {
    const result = validateAddToCart(input);
    if (reason === null) expect(result).toEqual({ ok: true });
    else expect(result).toMatchObject({ ok: false, reason });
  });

  it('gives catalogue keys as messages, with the stock in params', () => {
    expect(validateAddToCart(configurable)).toEqual({ ok: false, reason: 'select-options', message: 'Please select product options' });
    expect(validateAddToCart({ ...simple, stock: stock({ sources: [pea(1)], onlyXLeft: 1 }), quantity: 2 })).toEqual({
      ok: false,
      reason: 'qty-not-available',
      message: 'The requested qty is not available',
    });
    expect(validateAddToCart({ ...simple, stock: fromStockOnly(4), quantity: 5 })).toEqual({
      ok: false,
      reason: 'exceeds-stock',
      message: 'This product is sold from stock only: at most {qty} can be ordered',
      params: { qty: 4 },
    });
  });
});

describe('parseQuantity', () => {
  it.each<[string, number]>([
    ['1', 1],
    [' 12 ', 12],
    ['2,5', 2.5],
    ['2.0', 2],
  ])('%j → %s', (text, expected) => {
    expect(parseQuantity(text)).toBe(expected);
  });
  it.each(['', ' ', '-1', '1e3', '0x10', 'abc', '1 2'])('%j → NaN', (text) => {
    expect(parseQuantity(text)).toBeNaN();
  });
});
