import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIGURABLE, SIMPLE } from '../test/catalogue-fixtures';
import { $cartIntents, requestAddToCart } from './cart-intents';
import { $notifications } from './notifications';
import { $selectedVariant, setSelectedVariant, shownSku } from './selected-variant';

const variant = (sku: string) => CONFIGURABLE.variants.find((v) => v.sku === sku)!;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanStores($cartIntents, $notifications, $selectedVariant);
  $cartIntents.set([]);
  $notifications.set([]);
  $selectedVariant.set(null);
  vi.useRealTimers();
});

describe('requestAddToCart (records the intent only; no cart call exists yet)', () => {
  it('a valid add records the intent with the variant SKU and shows the 5 s toast', () => {
    keepMount($notifications);
    const result = requestAddToCart({ product: CONFIGURABLE, variant: variant('SOFA-1-BLUE-2'), quantity: 2 });
    expect(result).toEqual({ ok: true });
    expect($cartIntents.get()).toEqual([{ sku: 'SOFA-1-BLUE-2', parentSku: 'SOFA-1', quantity: 2 }]);
    expect($notifications.get()).toMatchObject([{ title: 'Toode lisati ostukorvi', type: 'success', timeToLive: 5000 }]);
    vi.advanceTimersByTime(5000);
    expect($notifications.get()).toEqual([]);
  });

  it.each<[string, Parameters<typeof requestAddToCart>[0], string]>([
    ['configurable without a variant', { product: CONFIGURABLE, variant: null, quantity: 1 }, 'select-options'],
    // GREY-2 is sold from stock only: that rule's message (how many can be had) comes first.
    ['above the stock of a sold-from-stock variant', { product: CONFIGURABLE, variant: variant('SOFA-1-GREY-2'), quantity: 3 }, 'exceeds-stock'],
    ['variant out of stock', { product: CONFIGURABLE, variant: variant('SOFA-1-GREY-3'), quantity: 1 }, 'out-of-stock'],
    ['simple out of stock', { product: SIMPLE, variant: null, quantity: 1 }, 'out-of-stock'],
    ['not a quantity', { product: CONFIGURABLE, variant: variant('SOFA-1-BLUE-2'), quantity: Number.NaN }, 'invalid-quantity'],
  ])('refuses %s and records nothing', (_name, request, reason) => {
    expect(requestAddToCart(request)).toMatchObject({ ok: false, reason });
    expect($cartIntents.get()).toEqual([]);
    expect($notifications.get()).toEqual([]);
  });

  it("'müük ainult laoseisust' refuses more than the available stock", () => {
    const soldFromStock = { ...variant('SOFA-1-GREY-2'), onlyXLeft: null, availableQty: 2 };
    expect(requestAddToCart({ product: CONFIGURABLE, variant: soldFromStock, quantity: 3 })).toMatchObject({ ok: false, reason: 'exceeds-stock', params: { qty: 2 } });
    expect(requestAddToCart({ product: CONFIGURABLE, variant: soldFromStock, quantity: 2 })).toEqual({ ok: true });
  });
});

describe('$selectedVariant', () => {
  it('starts null and does not notify for an equal selection', () => {
    expect($selectedVariant.get()).toBeNull();
    const listener = vi.fn();
    const unbind = $selectedVariant.listen(listener);
    setSelectedVariant({ productSku: 'P', sku: 'V' });
    setSelectedVariant({ productSku: 'P', sku: 'V' });
    setSelectedVariant(null);
    setSelectedVariant(null);
    expect(listener).toHaveBeenCalledTimes(2);
    unbind();
  });

  it('shownSku: the variant of this product, else the product itself', () => {
    expect(shownSku({ productSku: 'P', sku: 'V' }, 'P')).toBe('V');
    expect(shownSku({ productSku: 'OTHER', sku: 'V' }, 'P')).toBe('P');
    expect(shownSku(null, 'P')).toBe('P');
  });
});
