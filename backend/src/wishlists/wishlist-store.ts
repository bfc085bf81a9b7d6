// Wish lists in D1 (migrations/0009): one per customer, created on first use (Magento's
// Wishlist::loadByCustomerId($customerId, true)); items by SKU, never by catalogue row id, so a
// reseed keeps them (an item whose SKU the catalogue lacks stays stored, unlisted).
import { randomToken } from '../identity/eid-store';

export type WishlistRow = { id: number; customer_id: number; sharing_code: string; updated_at: string };
export type WishlistItemRow = {
  id: number;
  wishlist_id: number;
  sku: string;
  variant_sku: string;
  quantity: number;
  description: string | null;
  selected_options: string;
  entered_options: string;
  added_at: string;
};
/** An item to add: the product as listed, the chosen variant ('' for none), options as JSON. */
export type WishlistAddition = { sku: string; variantSku: string; quantity: number; selectedOptions: string; enteredOptions: string; description: string | null };

export const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/** Magento's cap on one item's quantity (cataloginventory max_sale_qty), also the column's CHECK. */
export const MAX_WISHLIST_QTY = 10000;

export async function customerWishlist(db: D1Database, customerId: number): Promise<WishlistRow> {
  await db
    .prepare('INSERT INTO wishlists (customer_id, sharing_code, updated_at) VALUES (?, ?, ?) ON CONFLICT (customer_id) DO NOTHING')
    .bind(customerId, randomToken(24), now())
    .run();
  const row = await db.prepare('SELECT * FROM wishlists WHERE customer_id = ?').bind(customerId).first<WishlistRow>();
  if (!row) throw new Error('The wish list was not created');
  return row;
}

export const wishlistById = (db: D1Database, id: number) => db.prepare('SELECT * FROM wishlists WHERE id = ?').bind(id).first<WishlistRow>();

export async function wishlistItems(db: D1Database, wishlistId: number): Promise<WishlistItemRow[]> {
  return (await db.prepare('SELECT * FROM wishlist_items WHERE wishlist_id = ? ORDER BY id').bind(wishlistId).all<WishlistItemRow>()).results;
}

/**
 * Adds the items in one batch: an item the list already has (same product, variant and entered
 * options) gets the quantity added (Magento's Wishlist::_addCatalogProduct), at most MAX_WISHLIST_QTY.
 */
export async function addWishlistItems(db: D1Database, wishlistId: number, additions: readonly WishlistAddition[]): Promise<void> {
  if (!additions.length) return;
  const at = now();
  await db.batch([
    ...additions.map((a) =>
      db
        .prepare(
          `INSERT INTO wishlist_items (wishlist_id, sku, variant_sku, quantity, description, selected_options, entered_options, added_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (wishlist_id, sku, variant_sku, entered_options) DO UPDATE SET quantity = min(${MAX_WISHLIST_QTY}, quantity + excluded.quantity),
             description = coalesce(excluded.description, description)`,
        )
        .bind(wishlistId, a.sku, a.variantSku, a.quantity, a.description, a.selectedOptions, a.enteredOptions, at),
    ),
    db.prepare('UPDATE wishlists SET updated_at = ? WHERE id = ?').bind(at, wishlistId),
  ]);
}

export async function removeWishlistItems(db: D1Database, wishlistId: number, itemIds: readonly number[]): Promise<void> {
  if (!itemIds.length) return;
  await db.batch([
    db.prepare('DELETE FROM wishlist_items WHERE wishlist_id = ? AND id IN (SELECT value FROM json_each(?))').bind(wishlistId, JSON.stringify(itemIds)),
    db.prepare('UPDATE wishlists SET updated_at = ? WHERE id = ?').bind(now(), wishlistId),
  ]);
}
