import { describe, expect, it } from 'vitest';
import type { TrackEvent, TrackItem } from './events';
import { ga4Pushes } from './ga4';

const SOFA: TrackItem = { sku: 'SOFA-1', name: 'Diivan Oslo', price: 899.9, quantity: 2, variant: 'SOFA-1-GREY', categories: ['Mööbel', 'Diivanid'] };
const LAMP: TrackItem = { sku: 'LAMP-2', name: 'Lamp', price: 19.99 };
const SOFA_GA4 = { item_id: 'SOFA-1', item_name: 'Diivan Oslo', price: 899.9, quantity: 2, item_variant: 'SOFA-1-GREY', item_category: 'Mööbel', item_category2: 'Diivanid', index: 0 };
const LAMP_GA4 = { item_id: 'LAMP-2', item_name: 'Lamp', price: 19.99, quantity: 1, index: 1 };

const cases: [string, TrackEvent, Record<string, unknown>][] = [
  ['view_item_list', { type: 'view_item_list', list: 'Diivanid', items: [SOFA, LAMP] }, { item_list_name: 'Diivanid', items: [{ ...SOFA_GA4, item_list_name: 'Diivanid' }, { ...LAMP_GA4, item_list_name: 'Diivanid' }] }],
  ['select_item', { type: 'select_item', list: 'Diivanid', items: [{ ...LAMP, index: 7 }] }, { item_list_name: 'Diivanid', items: [{ ...LAMP_GA4, index: 7, item_list_name: 'Diivanid' }] }],
  ['view_item', { type: 'view_item', items: [LAMP] }, { currency: 'EUR', value: 19.99, items: [{ ...LAMP_GA4, index: 0 }] }],
  ['add_to_cart', { type: 'add_to_cart', items: [SOFA] }, { currency: 'EUR', value: 1799.8, items: [SOFA_GA4] }],
  ['remove_from_cart', { type: 'remove_from_cart', items: [LAMP] }, { currency: 'EUR', value: 19.99, items: [{ ...LAMP_GA4, index: 0 }] }],
  ['view_cart', { type: 'view_cart', items: [SOFA, LAMP] }, { currency: 'EUR', value: 1819.79, items: [SOFA_GA4, LAMP_GA4] }],
  ['add_to_wishlist', { type: 'add_to_wishlist', items: [LAMP] }, { currency: 'EUR', value: 19.99, items: [{ ...LAMP_GA4, index: 0 }] }],
  ['begin_checkout', { type: 'begin_checkout', items: [SOFA] }, { currency: 'EUR', value: 1799.8, items: [SOFA_GA4] }],
  ['add_shipping_info', { type: 'add_shipping_info', items: [SOFA], shippingTier: 'courier' }, { currency: 'EUR', value: 1799.8, shipping_tier: 'courier', items: [SOFA_GA4] }],
  ['add_payment_info', { type: 'add_payment_info', items: [SOFA], paymentType: 'banklink_swedbank' }, { currency: 'EUR', value: 1799.8, payment_type: 'banklink_swedbank', items: [SOFA_GA4] }],
  [
    'purchase',
    { type: 'purchase', transactionId: '000000123', items: [SOFA], value: 1829.8, tax: 330.0, shipping: 30 },
    { transaction_id: '000000123', currency: 'EUR', value: 1829.8, tax: 330, shipping: 30, items: [SOFA_GA4] },
  ],
  ['refund', { type: 'refund', transactionId: '000000123', items: [LAMP], value: 19.99, tax: 3.61, shipping: 0 }, { transaction_id: '000000123', currency: 'EUR', value: 19.99, tax: 3.61, shipping: 0, items: [{ ...LAMP_GA4, index: 0 }] }],
  ['view_promotion', { type: 'view_promotion', promotion: { id: '4', name: 'Suvesoodustus', creative: 'Diivan päikese käes', slot: 'hero-1' } }, { promotion_id: '4', promotion_name: 'Suvesoodustus', creative_name: 'Diivan päikese käes', creative_slot: 'hero-1' }],
  ['select_promotion', { type: 'select_promotion', promotion: { id: 'n1', name: '/c/sale.html', slot: 'notice' } }, { promotion_id: 'n1', promotion_name: '/c/sale.html', creative_slot: 'notice' }],
];

describe('GA4 adapter', () => {
  it.each(cases)('%s: ecommerce cleared, then the event in GA4 shape', (name, event, ecommerce) => {
    expect(ga4Pushes(event)).toEqual([{ ecommerce: null }, { event: name, ecommerce }]);
  });
  it('view_search_results carries the term', () => {
    expect(ga4Pushes({ type: 'view_search_results', term: 'diivan' })).toEqual([{ ecommerce: null }, { event: 'view_search_results', search_term: 'diivan' }]);
  });
  it('keeps at most five category levels and rounds money to cents', () => {
    const [, push] = ga4Pushes({ type: 'view_item', items: [{ sku: 'A', name: 'A', price: 0.1 + 0.2, categories: ['1', '2', '3', '4', '5', '6'] }] });
    const item = (push as { ecommerce: { items: Record<string, unknown>[]; value: number } }).ecommerce;
    expect(item.value).toBe(0.3);
    expect(Object.keys(item.items[0]!).filter((key) => key.startsWith('item_category'))).toEqual(['item_category', 'item_category2', 'item_category3', 'item_category4', 'item_category5']);
  });
});
