// Carts in D1 (migrations/0004). Carts and their lines are shopper data: keyed by SKU, never by
// catalogue row ids, and never touched by a reseed (shopper-data.ts).
import { inJson } from '../../db/batch-loader';
import type { ProductRow } from '../catalogue-rows';

export type CartRow = { id: number; masked_id: string; customer_id: number | null; email: string | null; coupon_code: string | null; is_active: number; created_at: string; updated_at: string };
export type CartItemRow = { id: number; cart_id: number; sku: string; parent_sku: string | null; quantity: number; selected_options: string; gift_card_amount: number; created_at: string };

/**
 * A line to write: the quantity to add to what the cart already holds of `sku` (for a gift card,
 * of `sku` at that amount: another amount is another line). `giftCardAmount`: cents, 0 for other products.
 */
export type CartItemAddition = { sku: string; parentSku: string | null; quantity: number; selectedOptions: string[]; giftCardAmount?: number };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Magento's masked quote id: 32 random letters and digits (unbiased: bytes ≥ 248 are redrawn). */
export function newMaskedId(): string {
  let id = '';
  while (id.length < 32) {
    for (const byte of crypto.getRandomValues(new Uint8Array(40))) {
      if (byte < 248 && id.length < 32) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}

export const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

export async function insertCart(db: D1Database, maskedId: string, customerId: number | null): Promise<CartRow> {
  const at = now();
  const row = await db
    .prepare('INSERT INTO carts (masked_id, customer_id, is_active, created_at, updated_at) VALUES (?, ?, 1, ?, ?) RETURNING *')
    .bind(maskedId, customerId, at, at)
    .first<CartRow>();
  if (!row) throw new Error('The new cart was not returned');
  return row;
}

export const findCart = (db: D1Database, maskedId: string) => db.prepare('SELECT * FROM carts WHERE masked_id = ?').bind(maskedId).first<CartRow>();

export async function cartItems(db: D1Database, cartId: number): Promise<CartItemRow[]> {
  return (await db.prepare('SELECT * FROM cart_items WHERE cart_id = ? ORDER BY id').bind(cartId).all<CartItemRow>()).results;
}

const touch = (db: D1Database, cartId: number, at: string) => db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(at, cartId);

/**
 * Adds the lines in one batch (one transaction): a SKU the cart already holds gets its quantity
 * raised, as Magento merges a product added twice into one quote item.
 */
export async function addCartItems(db: D1Database, cartId: number, additions: readonly CartItemAddition[]): Promise<void> {
  if (!additions.length) return;
  const at = now();
  await db.batch([
    ...additions.map((a) =>
      db
        .prepare(
          `INSERT INTO cart_items (cart_id, sku, parent_sku, quantity, selected_options, gift_card_amount, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (cart_id, sku, gift_card_amount) DO UPDATE SET quantity = quantity + excluded.quantity, updated_at = excluded.updated_at`,
        )
        .bind(cartId, a.sku, a.parentSku, a.quantity, JSON.stringify(a.selectedOptions), a.giftCardAmount ?? 0, at, at),
    ),
    touch(db, cartId, at),
  ]);
}

/** Sets quantities (> 0) and removes lines (quantity ≤ 0 in the request) in one batch. */
export async function updateCartItems(db: D1Database, cartId: number, changes: ReadonlyArray<{ itemId: number; quantity: number }>): Promise<void> {
  const at = now();
  await db.batch([
    ...changes.map(({ itemId, quantity }) =>
      quantity > 0
        ? db.prepare('UPDATE cart_items SET quantity = ?, updated_at = ? WHERE id = ? AND cart_id = ?').bind(quantity, at, itemId, cartId)
        : db.prepare('DELETE FROM cart_items WHERE id = ? AND cart_id = ?').bind(itemId, cartId),
    ),
    touch(db, cartId, at),
  ]);
}

/** Catalogue rows by SKU (products and variants alike); SKUs the catalogue lacks are absent. */
export async function productsBySku(db: D1Database, skus: readonly string[]): Promise<Map<string, ProductRow>> {
  const unique = [...new Set(skus)];
  if (!unique.length) return new Map();
  const rows = (await db.prepare(`SELECT * FROM products WHERE ${inJson('sku')}`).bind(JSON.stringify(unique)).all<ProductRow>()).results;
  return new Map(rows.map((row) => [row.sku, row]));
}

export async function setCartEmail(db: D1Database, cartId: number, email: string): Promise<CartRow> {
  const row = await db.prepare('UPDATE carts SET email = ?, updated_at = ? WHERE id = ? RETURNING *').bind(email, now(), cartId).first<CartRow>();
  if (!row) throw new Error('The cart was not returned after setting its e-mail');
  return row;
}

export type CouponRow = {
  code: string;
  label: string;
  discount_type: 'by_percent' | 'cart_fixed';
  discount_amount: number;
  to_date: string | null;
  uses_per_coupon: number | null;
  times_used: number;
};

/** A coupon that may be used today (UTC date): not past its last day, uses left. Null otherwise. */
export async function usableCoupon(db: D1Database, code: string, today = new Date().toISOString().slice(0, 10)): Promise<CouponRow | null> {
  return db
    .prepare(
      `SELECT * FROM coupons WHERE code = ?1 AND (to_date IS NULL OR to_date >= ?2)
         AND (uses_per_coupon IS NULL OR times_used < uses_per_coupon)`,
    )
    .bind(code, today)
    .first<CouponRow>();
}

export async function setCartCoupon(db: D1Database, cartId: number, code: string | null): Promise<CartRow> {
  const row = await db.prepare('UPDATE carts SET coupon_code = ?, updated_at = ? WHERE id = ? RETURNING *').bind(code, now(), cartId).first<CartRow>();
  if (!row) throw new Error('The cart was not returned after setting its coupon');
  return row;
}
