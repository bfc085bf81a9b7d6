// Gift card accounts (Adobe Commerce "gift card accounts", migrations/0006): codes with a balance
// that pay part or all of a cart. Applying a code only records it on the cart; what each card
// pays is worked out whenever the cart is priced (cart-gift-cards.ts) and fixed at placement,
// where the balance is taken in the same batch as the order (a CHECK keeps it ≥ 0).

export type GiftCardAccountRow = { code: string; balance: number; expires_on: string | null };

const today = () => new Date().toISOString().slice(0, 10);

/** Longest code looked up (Adobe's giftcardaccount.code is 255 characters). */
export const MAX_GIFT_CARD_CODE_LENGTH = 255;

/** An account that can pay today: known (any case), not past its last day, balance above 0. Else null. */
export async function usableGiftCardAccount(db: D1Database, code: string, on = today()): Promise<GiftCardAccountRow | null> {
  if (!code || code.length > MAX_GIFT_CARD_CODE_LENGTH) return null;
  return db
    .prepare('SELECT * FROM gift_card_accounts WHERE code = ?1 AND balance > 0 AND (expires_on IS NULL OR expires_on >= ?2)')
    .bind(code, on)
    .first<GiftCardAccountRow>();
}

/**
 * The usable accounts applied to a cart, in the order they were applied (the first pays first).
 * A card that expired or was spent elsewhere since it was applied is left out, as a coupon that
 * expired no longer discounts.
 */
export async function appliedGiftCardAccounts(db: D1Database, cartId: number, on = today()): Promise<GiftCardAccountRow[]> {
  const rows = await db
    .prepare(
      `SELECT a.* FROM cart_gift_cards c JOIN gift_card_accounts a ON a.code = c.code
       WHERE c.cart_id = ?1 AND a.balance > 0 AND (a.expires_on IS NULL OR a.expires_on >= ?2)
       ORDER BY c.applied_at, c.code`,
    )
    .bind(cartId, on)
    .all<GiftCardAccountRow>();
  return rows.results;
}

/** Every code applied to the cart, usable or not. */
export async function cartGiftCardCodes(db: D1Database, cartId: number): Promise<string[]> {
  return (await db.prepare('SELECT code FROM cart_gift_cards WHERE cart_id = ?').bind(cartId).all<{ code: string }>()).results.map((row) => row.code);
}

/** Whether the cart already has the code (any case). */
export async function cartHasGiftCard(db: D1Database, cartId: number, code: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS found FROM cart_gift_cards WHERE cart_id = ? AND code = ?').bind(cartId, code).first()) !== null;
}

export async function addGiftCardToCart(db: D1Database, cartId: number, code: string): Promise<void> {
  const at = new Date().toISOString().replace('T', ' ').slice(0, 23);
  await db.prepare('INSERT OR IGNORE INTO cart_gift_cards (cart_id, code, applied_at) VALUES (?, ?, ?)').bind(cartId, code, at).run();
}

/** Removes the code; false when the cart did not have it. */
export async function removeGiftCardFromCart(db: D1Database, cartId: number, code: string): Promise<boolean> {
  const result = await db.prepare('DELETE FROM cart_gift_cards WHERE cart_id = ? AND code = ?').bind(cartId, code).run();
  return result.meta.changes > 0;
}

export type GiftCardPayment = { code: string; balance: number; applied: number; expires_on: string | null };

/**
 * What each applied card pays of `payable` cents, in order: as much as it has, until nothing is
 * left to pay (a card with nothing left to pay for is listed with 0 applied).
 */
export function giftCardPayments(accounts: readonly GiftCardAccountRow[], payable: number): GiftCardPayment[] {
  let left = Math.max(0, payable);
  return accounts.map((account) => {
    const applied = Math.min(account.balance, left);
    left -= applied;
    return { code: account.code, balance: account.balance, applied, expires_on: account.expires_on };
  });
}
