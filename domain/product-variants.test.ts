import { describe, expect, it } from 'vitest';
import { findVariant, isValueAvailable } from './product-variants';

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
