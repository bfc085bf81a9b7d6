import { describe, expect, it } from 'vitest';
import { type AddToCartInput, findVariant, isValueAvailable, parseQuantity, validateAddToCart } from './add-to-cart';

const simple: AddToCartInput = {
  typename: 'SimpleProduct',
  selectedVariant: null,
  stockStatus: 'IN_STOCK',
  onlyXLeft: null,
  quantity: 1,
  soldFromStockOnly: false,
  availableQty: null,
};
const configurable: AddToCartInput = { ...simple, typename: 'ConfigurableProduct' };

describe('validateAddToCart (storefront.md §5, §4)', () => {
  it.each<[string, AddToCartInput, string | null]>([
    ['simple, in stock', simple, null],
    ['quantity 0', { ...simple, quantity: 0 }, 'invalid-quantity'],
    ['negative quantity', { ...simple, quantity: -2 }, 'invalid-quantity'],
    ['fractional quantity', { ...simple, quantity: 1.5 }, 'invalid-quantity'],
    ['NaN quantity', { ...simple, quantity: Number.NaN }, 'invalid-quantity'],
    ['huge quantity', { ...simple, quantity: 1e6 }, 'invalid-quantity'],
    ['configurable without a variant', configurable, 'select-options'],
    ['configurable without a variant, out of stock: options first', { ...configurable, stockStatus: 'OUT_OF_STOCK' }, 'select-options'],
    ['configurable with a variant', { ...configurable, selectedVariant: { sku: 'V-1' } }, null],
    ['configurable variant out of stock', { ...configurable, selectedVariant: { sku: 'V-1' }, stockStatus: 'OUT_OF_STOCK' }, 'out-of-stock'],
    ['simple ignores a stray variant', { ...simple, selectedVariant: { sku: 'X' } }, null],
    ['no stock status', { ...simple, stockStatus: null }, 'out-of-stock'],
    ['out of stock', { ...simple, stockStatus: 'OUT_OF_STOCK' }, 'out-of-stock'],
    ['at only_x_left', { ...simple, onlyXLeft: 3, quantity: 3 }, null],
    ['above only_x_left', { ...simple, onlyXLeft: 3, quantity: 4 }, 'qty-not-available'],
    ['sold from stock only, within stock', { ...simple, soldFromStockOnly: true, availableQty: 2, quantity: 2 }, null],
    ['sold from stock only, above stock', { ...simple, soldFromStockOnly: true, availableQty: 2, quantity: 3 }, 'exceeds-stock'],
    ['sold from stock only, no stock', { ...simple, soldFromStockOnly: true, availableQty: 0, quantity: 1 }, 'out-of-stock'],
    ['sold from stock only, unknown stock: the cart decides', { ...simple, soldFromStockOnly: true, availableQty: null, quantity: 50 }, null],
    ['made to order may exceed stock', { ...simple, soldFromStockOnly: false, availableQty: 0, quantity: 5 }, null],
  ])('%s', (_name, input, reason) => {
    const result = validateAddToCart(input);
    if (reason === null) expect(result).toEqual({ ok: true });
    else expect(result).toMatchObject({ ok: false, reason });
  });

  it('gives catalogue keys as messages, with the stock in params', () => {
    expect(validateAddToCart(configurable)).toEqual({ ok: false, reason: 'select-options', message: 'Please select product options' });
    expect(validateAddToCart({ ...simple, onlyXLeft: 1, quantity: 2 })).toEqual({
      ok: false,
      reason: 'qty-not-available',
      message: 'The requested qty is not available',
    });
    expect(validateAddToCart({ ...simple, soldFromStockOnly: true, availableQty: 4, quantity: 5 })).toEqual({
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

describe('variants from options', () => {
  const options = [
    { code: 'color', values: [{ valueIndex: 1 }, { valueIndex: 2 }] },
    { code: 'size', values: [{ valueIndex: 10 }, { valueIndex: 20 }] },
  ];
  const variants = [
    { sku: 'RED-S', attributes: { color: 1, size: 10 } },
    { sku: 'RED-L', attributes: { color: 1, size: 20 } },
    { sku: 'BLUE-S', attributes: { color: 2, size: 10 } },
  ];

  it.each<[string, Record<string, number>, string | null]>([
    ['nothing chosen', {}, null],
    ['one of two chosen', { color: 1 }, null],
    ['a full match', { color: 1, size: 20 }, 'RED-L'],
    ['another full match', { color: 2, size: 10 }, 'BLUE-S'],
    ['a combination that does not exist', { color: 2, size: 20 }, null],
    ['an unknown value', { color: 9, size: 10 }, null],
  ])('findVariant: %s', (_name, selection, sku) => {
    expect(findVariant(variants, options, selection)?.sku ?? null).toBe(sku);
  });

  it('findVariant: a product without options has no variant to select', () => {
    expect(findVariant(variants, [], {})).toBeNull();
  });

  it.each<[string, Record<string, number>, string, number, boolean]>([
    ['any size exists with nothing chosen', {}, 'size', 20, true],
    ['blue has no L', { color: 2 }, 'size', 20, false],
    ['blue has S', { color: 2 }, 'size', 10, true],
    ['switching colour keeps size S possible', { color: 1, size: 10 }, 'color', 2, true],
    ['switching to blue with L chosen is not possible', { color: 1, size: 20 }, 'color', 2, false],
    ['an unknown value', {}, 'color', 7, false],
  ])('isValueAvailable: %s', (_name, selection, code, value, expected) => {
    expect(isValueAvailable(variants, options, selection, code, value)).toBe(expected);
  });
});
