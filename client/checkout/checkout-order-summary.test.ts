import { describe, expect, it } from 'vitest';
import { orderSummaryOf, type SummaryCart } from './checkout-order-summary';

const eur = (value: number) => ({ value, currency: 'EUR' });
const cart = (prices: NonNullable<SummaryCart['prices']>): SummaryCart => ({
  items: [{ uid: 'MQ==', quantity: 2, product: { sku: 'MP10005', name: 'Söögitool Kaisa' }, prices: { row_total_including_tax: eur(159.98) } }],
  prices,
});

describe('orderSummaryOf (checkout order summary)', () => {
  it('shows what gift cards pay, so subtotal minus gift cards is the grand total', () => {
    const summary = orderSummaryOf(cart({ subtotal_including_tax: eur(159.98), giftcards_amount: eur(25), grand_total: eur(134.98) }), null);
    expect(summary.giftCards).toEqual(eur(25));
    expect(summary.subtotal!.value - summary.giftCards!.value).toBeCloseTo(summary.grandTotal!.value, 2);
  });

  it('has no gift card row without an applied card (the backend answers 0)', () => {
    expect(orderSummaryOf(cart({ subtotal_including_tax: eur(159.98), giftcards_amount: eur(0), grand_total: eur(159.98) }), null).giftCards).toBeNull();
    expect(orderSummaryOf(cart({ subtotal_including_tax: eur(159.98), grand_total: eur(159.98) }), null).giftCards).toBeNull();
  });
});
