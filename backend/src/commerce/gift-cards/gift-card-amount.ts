// The amount a shopper chooses for a gift card product (Adobe Commerce GiftCard with an open
// amount), sent as the entered option `base64("giftcard/custom_giftcard_amount")` in euros. The
// bounds are the storefront's own (domain/gift-card-amount.ts: 10–5000 €), so the product page
// and the backend refuse the same amounts; the messages are Adobe Commerce's
// (Magento\GiftCard\Model\Catalog\Product\Type\Giftcard::_validate).
import { GIFT_CARD_MAX_EUR, GIFT_CARD_MIN_EUR } from '../../../../domain/gift-card-amount';
import type { ProductRow } from '../catalogue-rows';
import { toUid } from '../uid';

/** The entered option uid that carries the chosen amount. */
export const GIFT_CARD_AMOUNT_OPTION_UID = toUid('giftcard/custom_giftcard_amount');

export const MIN_CENTS = GIFT_CARD_MIN_EUR * 100;
export const MAX_CENTS = GIFT_CARD_MAX_EUR * 100;

const euro = (cents: number) => `€${(cents / 100).toFixed(2)}`;
export const AMOUNT_MISSING = 'Please specify a gift card amount.';
export const AMOUNT_TOO_SMALL = `Gift Card min amount is ${euro(MIN_CENTS)}`;
export const AMOUNT_TOO_LARGE = `Gift Card max amount is ${euro(MAX_CENTS)}`;

export type EnteredOption = { uid: string; value: string };

/**
 * The chosen amount in cents, or Adobe's message: no amount option or an empty one → 'Please
 * specify a gift card amount.'; not a plain number of euros with at most 2 decimals (a point or
 * a comma) → the same; below 10 € / above 5000 € → 'Gift Card min/max amount is €…'. One of the
 * card's preset amounts (`giftcard_amounts`) is an amount like any other.
 */
export function giftCardAmount(options: readonly EnteredOption[] | null | undefined): { cents: number } | { message: string } {
  const entered = (options ?? []).find((option) => option.uid === GIFT_CARD_AMOUNT_OPTION_UID)?.value.trim() ?? '';
  if (!/^\d{1,7}(?:[.,]\d{1,2})?$/.test(entered)) return { message: AMOUNT_MISSING };
  const cents = Math.round(Number(entered.replace(',', '.')) * 100);
  if (cents < MIN_CENTS) return { message: AMOUNT_TOO_SMALL };
  if (cents > MAX_CENTS) return { message: AMOUNT_TOO_LARGE };
  return { cents };
}

/** An e-gift card is virtual (nothing to ship); a paper card is physical (it has a weight). */
export const isVirtualGiftCard = (product: Pick<ProductRow, 'type_id' | 'weight'>) => product.type_id === 'giftcard' && !product.weight;
