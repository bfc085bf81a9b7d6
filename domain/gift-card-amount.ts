/**
 * The amount a shopper chooses for a gift-card product (storefront.md §5 and §9, customer.md §5
 * and §9: "Gift card minimum 10 EUR"; issue 7: E-gift card and Paper gift card, amount chosen by
 * the shopper). Checked on the product page before `addProductsToCart` sends it as the gift
 * card's entered option; the backend checks the same bounds (the only source of prices).
 */

/** customer.md §3 gift card types. */
export const GIFT_CARD_TYPES = ['E-gift card', 'Paper gift card'] as const;
export type GiftCardType = (typeof GIFT_CARD_TYPES)[number];

export const GIFT_CARD_MIN_EUR = 10;
/**
 * Our bound: the spec gives none. 5000 € is above any gift a furniture shop sells as a card and
 * keeps a typed 10^9 (or a stray zero) from reaching the cart; a larger gift is a sales order.
 */
export const GIFT_CARD_MAX_EUR = 5000;

export type GiftCardAmountResult =
  | { readonly ok: true; readonly amount: number }
  | { readonly ok: false; readonly reason: 'required'; readonly message: 'Please fill this field to continue' }
  | { readonly ok: false; readonly reason: 'not-a-number'; readonly message: 'Please enter a valid amount' }
  | {
      readonly ok: false;
      readonly reason: 'below-minimum';
      readonly message: 'The gift card amount must be at least {amount} €';
      readonly params: { readonly amount: number };
    }
  | {
      readonly ok: false;
      readonly reason: 'above-maximum';
      readonly message: 'The gift card amount must be at most {amount} €';
      readonly params: { readonly amount: number };
    };

/**
 * The typed amount in euros: digits with at most 2 decimals, a comma or a point as the decimal
 * separator ('25', '25,50', '25.5'), spaces and a trailing '€' ignored. Returns the amount
 * rounded to the cent, or the reason: empty, not such a number ('1e3', '-5', '10,999'), below
 * 10 € or above 5000 €.
 */
export function validateGiftCardAmount(text: string): GiftCardAmountResult {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(/€$/, '');
  if (!cleaned) return { ok: false, reason: 'required', message: 'Please fill this field to continue' };
  if (!/^\d{1,12}(?:[.,]\d{1,2})?$/.test(cleaned)) return { ok: false, reason: 'not-a-number', message: 'Please enter a valid amount' };
  const amount = Math.round(Number(cleaned.replace(',', '.')) * 100) / 100;
  if (amount < GIFT_CARD_MIN_EUR) {
    return { ok: false, reason: 'below-minimum', message: 'The gift card amount must be at least {amount} €', params: { amount: GIFT_CARD_MIN_EUR } };
  }
  if (amount > GIFT_CARD_MAX_EUR) {
    return { ok: false, reason: 'above-maximum', message: 'The gift card amount must be at most {amount} €', params: { amount: GIFT_CARD_MAX_EUR } };
  }
  return { ok: true, amount };
}
