// The gift card part of a priced cart (the last step of cart-shape.ts): gift card codes pay what
// is left of the grand total after discounts, shipping and fees, never below 0, except the gift
// card products in the cart. That last rule is ours (documented in backend/README.md): Adobe
// Commerce's public documentation does not say whether a gift card account may buy another gift
// card, and allowing it would let an expiring card be rolled into a new one; so a cart of only
// gift card products is paid by other means, and a mixed cart's cards pay for the rest.
import type { CommerceContext } from '../context';
import { money, toCents, type PricedRow } from '../cart/cart-pricing';
import { appliedGiftCardAccounts, giftCardPayments, type GiftCardPayment } from './gift-card-accounts';

type Money = { value: number; currency: string };
type ShapedItem = { __typename: string; prices: { row_total_including_tax: Money; total_item_discount?: Money | null }; product: { type_id?: string; weight?: number | null } };
type ShapedCart = { items: ShapedItem[]; is_virtual: boolean; prices: { grand_total: Money } & Record<string, unknown> };

/** What the gift card products of the cart cost (cents, after their discounts). */
function giftCardProductsTotal(items: readonly ShapedItem[]): number {
  return items
    .filter((item) => item.__typename === 'GiftCardCartItem')
    .reduce((sum, item) => sum + toCents(item.prices.row_total_including_tax.value) - toCents(item.prices.total_item_discount?.value ?? 0), 0);
}

/** The gift card payments of a priced cart: what each applied usable card pays. */
export async function cartGiftCardPayments(context: CommerceContext, cartId: number, shape: ShapedCart): Promise<GiftCardPayment[]> {
  const accounts = await appliedGiftCardAccounts(context.db, cartId);
  if (!accounts.length) return [];
  const payable = toCents(shape.prices.grand_total.value) - giftCardProductsTotal(shape.items);
  return giftCardPayments(accounts, payable);
}

/** `shape` with `applied_gift_cards`, `prices.giftcards_amount` and the grand total reduced by what the cards pay. */
export async function withGiftCards<T extends ShapedCart>(context: CommerceContext, cartId: number, shape: T): Promise<T & { applied_gift_cards: unknown[] }> {
  const payments = await cartGiftCardPayments(context, cartId, shape);
  const paid = payments.reduce((sum, p) => sum + p.applied, 0);
  return {
    ...shape,
    applied_gift_cards: payments.map((p) => ({
      code: p.code,
      current_balance: money(p.balance),
      applied_balance: money(p.applied),
      expiration_date: p.expires_on,
    })),
    prices: {
      ...shape.prices,
      grand_total: money(toCents(shape.prices.grand_total.value) - paid),
      giftcards_amount: money(paid),
    },
  };
}

/** A cart line of a gift card product (it carries the chosen amount). */
export const isGiftCardLine = (row: { gift_card_amount: number }) => row.gift_card_amount > 0;

/**
 * A gift card line priced: the chosen amount, no VAT. Selling a gift card is not a taxable
 * supply in the EU (a multi-purpose voucher, Council Directive 2016/1065): the VAT is charged
 * when the card pays for goods.
 */
export function giftCardRow(amount: number, quantity: number): PricedRow {
  const row = amount * quantity;
  return { unitInclTax: amount, unitExclTax: amount, rowInclTax: row, rowExclTax: row, discount: 0, rowTax: 0 };
}
