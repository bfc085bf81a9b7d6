import { describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '../stores/cart-state';
import { addedItems, cartChanges, cartItems } from './cart-items';

/** A simple product's line, or with `variant` a configurable product's line with that variant chosen. */
const line = (uid: string, sku: string, quantity: number, price: number, variant?: string): CartLine => {
  const base = {
    uid,
    quantity,
    product: { __typename: 'SimpleProduct' as const, uid: `p-${uid}`, sku, name: `Toode ${sku}`, url_key: null, small_image: null },
    prices: { price_including_tax: { value: price, currency: 'EUR' as const }, row_total_including_tax: { value: price * quantity, currency: 'EUR' as const }, total_item_discount: null },
  };
  if (!variant) return { ...base, __typename: 'SimpleCartItem' };
  return { ...base, __typename: 'ConfigurableCartItem', configurable_options: [], configured_variant: { uid: `v-${uid}`, sku: variant, name: null, small_image: null } };
};
const cart = (...items: CartLine[]): Cart => ({ id: 'c'.repeat(32), email: null, is_virtual: false, total_quantity: 0, items, prices: null, applied_coupons: null, applied_gift_cards: null });

describe('cart tracking items', () => {
  it('maps lines to items: parent SKU, chosen variant, unit price with tax, quantity, position', () => {
    expect(cartItems(cart(line('1', 'SOFA', 2, 500, 'SOFA-GREY'), line('2', 'LAMP', 1, 20)))).toEqual([
      { sku: 'SOFA', name: 'Toode SOFA', price: 500, quantity: 2, index: 0, variant: 'SOFA-GREY' },
      { sku: 'LAMP', name: 'Toode LAMP', price: 20, quantity: 1, index: 1 },
    ]);
  });
  it('a raised quantity is an add of the difference, a lowered one or a gone line a removal', () => {
    const before = cart(line('1', 'SOFA', 1, 500), line('2', 'LAMP', 3, 20));
    expect(cartChanges(before, cart(line('1', 'SOFA', 3, 500), line('2', 'LAMP', 1, 20)))).toEqual({
      added: [{ sku: 'SOFA', name: 'Toode SOFA', price: 500, quantity: 2, index: 0 }],
      removed: [{ sku: 'LAMP', name: 'Toode LAMP', price: 20, quantity: 2, index: 1 }],
    });
    expect(cartChanges(before, cart(line('1', 'SOFA', 1, 500)))).toEqual({ added: [], removed: [{ sku: 'LAMP', name: 'Toode LAMP', price: 20, quantity: 3, index: 0 }] });
    expect(cartChanges(before, before)).toEqual({ added: [], removed: [] });
  });
  it('an add to a cart the page never loaded reports only the added SKU (product or variant)', () => {
    const after = cart(line('1', 'SOFA', 1, 500, 'SOFA-GREY'), line('2', 'LAMP', 4, 20));
    expect(addedItems(after, [{ sku: 'SOFA-GREY', quantity: 1 }])).toEqual([{ sku: 'SOFA', name: 'Toode SOFA', price: 500, quantity: 1, index: 0, variant: 'SOFA-GREY' }]);
    expect(addedItems(after, [{ sku: 'LAMP', quantity: 2 }])).toEqual([{ sku: 'LAMP', name: 'Toode LAMP', price: 20, quantity: 2, index: 1 }]);
  });
  it('a multi-line add (a product with its assembly service) reports each line it sent, once, with the quantity sent', () => {
    const after = cart(line('1', 'LAMP', 4, 20), line('2', 'SOFA', 1, 500), line('3', 'ASSEMBLY-SOFA', 1, 49));
    expect(
      addedItems(after, [
        { sku: 'SOFA', quantity: 1 },
        { sku: 'ASSEMBLY-SOFA', quantity: 1 },
      ]),
    ).toEqual([
      { sku: 'SOFA', name: 'Toode SOFA', price: 500, quantity: 1, index: 1 },
      { sku: 'ASSEMBLY-SOFA', name: 'Toode ASSEMBLY-SOFA', price: 49, quantity: 1, index: 2 },
    ]);
  });
});
