import { describe, expect, it } from 'vitest';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_TAG } from '../ui/island/island-markers';
import { optionInputName } from '../ui/islands/product-purchase-view';
import { chosenVariantSku, ISLAND_PROPS, optionRadioName, PURCHASE_ISLAND_SELECTOR } from './wishlist-variant';

describe('the wish list reads the chosen variant with the names the purchase island writes', () => {
  it('island marker names', () => {
    expect(PURCHASE_ISLAND_SELECTOR).toBe(`${ISLAND_TAG}[${ISLAND_ATTRIBUTE}="product-purchase"]`);
    expect(ISLAND_PROPS).toBe(ISLAND_PROPS_ATTRIBUTE);
  });

  it.each([
    ['MP10002', 'color'],
    ['A B/C', 'size x'],
    ['ÕUN-1', 'värv'],
  ])('option radio name of %s / %s', (sku, code) => {
    expect(optionRadioName(sku, code)).toBe(optionInputName(sku, code));
  });
});

/** A page with one purchase island whose radios `checked` (code → value) are checked. */
function page(checked: Record<string, number>, sku = 'DIIVAN') {
  const props = JSON.stringify({
    product: { sku, options: [{ code: 'color' }, { code: 'size' }], variants: [{ sku: 'DIIVAN-HALL-S', attributes: { color: 1, size: 7 } }, { sku: 'DIIVAN-HALL-L', attributes: { color: 1, size: 8 } }] },
  });
  const island = {
    getAttribute: (name: string) => (name === ISLAND_PROPS ? props : null),
    querySelector: (selector: string) => {
      const entry = Object.entries(checked).find(([code]) => selector === `input[name="${optionRadioName(sku, code)}"]:checked`);
      return entry ? { value: String(entry[1]) } : null;
    },
  };
  return { querySelectorAll: (selector: string) => (selector === PURCHASE_ISLAND_SELECTOR ? [island] : []) } as unknown as ParentNode;
}

describe('chosenVariantSku', () => {
  it('finds the variant whose every option is checked', () => {
    expect(chosenVariantSku(page({ color: 1, size: 8 }), 'DIIVAN')).toBe('DIIVAN-HALL-L');
  });

  it('is null while an option is not chosen, for another product, or with no such variant', () => {
    expect(chosenVariantSku(page({ color: 1 }), 'DIIVAN')).toBeNull();
    expect(chosenVariantSku(page({ color: 1, size: 8 }), 'TOOL')).toBeNull();
    expect(chosenVariantSku(page({ color: 2, size: 8 }), 'DIIVAN')).toBeNull();
  });
});
