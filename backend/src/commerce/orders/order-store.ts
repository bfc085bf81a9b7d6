// Orders in D1 (migrations/0006). Placing an order is ONE batch (one transaction): the order and
// its lines, the stock it takes, the gift card balances and the coupon use it spends, and the
// cart's deactivation. Stock, balances and coupon uses are guarded in SQL (a trigger raising
// ABORT, a CHECK), never by reading first: when any guard fails, nothing of the order exists.
import { SHOWROOM_SOURCE } from '../../../../domain/stock';
import type { StockTake } from './stock-allocation';

/**
 * Placement gives pending_payment or processing; the seeded order history also has pending and
 * complete (migrations/0009); a credit memo that refunds what is left closes an order (0012).
 */
export type OrderStatus = 'pending_payment' | 'pending' | 'processing' | 'complete' | 'canceled' | 'closed';

export type OrderAddressJson = {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string | null;
  region: string | null;
  country_code: string | null;
  company: string | null;
  telephone: string | null;
  vat_id: string | null;
};

export type OrderItemDraft = {
  product_sku: string;
  variant_sku: string;
  product_name: string;
  product_type: string;
  product_url_key: string | null;
  product_image_url: string | null;
  sale_price: number;
  quantity: number;
  row_total: number;
  discount: number;
  gift_card_amount: number;
  selected_options: string;
};

export type GiftCardSpend = { code: string; amount: number };

export type OrderDraft = {
  token: string;
  cart_id: number;
  cart_masked_id: string;
  customer_id: number | null;
  email: string;
  status: OrderStatus;
  subtotal_incl_tax: number;
  subtotal_excl_tax: number;
  discount: number;
  discount_label: string | null;
  coupon_code: string | null;
  shipping: number;
  services: number;
  tax: number;
  giftcards_amount: number;
  grand_total: number;
  carrier: string | null;
  shipping_method: string | null;
  shipping_address: OrderAddressJson | null;
  billing_address: OrderAddressJson | null;
  payment_method_code: string;
  payment_method_title: string;
  /** The shopper's optional marketing consent from the cart (migrations/0007): 1 agreed, 0 not. */
  marketing_consent: 0 | 1;
  gift_cards: GiftCardSpend[];
  stock_taken: StockTake[];
  items: OrderItemDraft[];
};

export type OrderRow = Omit<OrderDraft, 'items' | 'shipping_address' | 'billing_address' | 'gift_cards' | 'stock_taken'> & {
  id: number;
  number: string;
  currency: string;
  shipping_address: string | null;
  billing_address: string | null;
  gift_cards: string;
  stock_taken: string;
  created_at: string;
  updated_at: string;
  /** What credit memos refunded (migrations/0012): the total, the shipping, the last-pieces parts (0/1) and fees kept back. */
  total_refunded: number;
  shipping_refunded: number;
  services_refunded: number;
  adjustment_negative: number;
};
export type OrderItemRow = OrderItemDraft & { id: number; order_id: number; position: number; qty_refunded: number };

/** Why a placement batch failed, from the guard that stopped it. */
export type PlacementFailure = 'out-of-stock' | 'coupon-used-up' | 'gift-card-balance' | 'already-placed' | 'unknown';

export function placementFailure(error: unknown): PlacementFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('INSUFFICIENT_STOCK')) return 'out-of-stock';
  if (message.includes('COUPON_USED_UP')) return 'coupon-used-up';
  if (message.includes('balance >= 0')) return 'gift-card-balance';
  if (message.includes('UNIQUE') && message.includes('orders')) return 'already-placed';
  return 'unknown';
}

export const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

const SKU_ID = '(SELECT id FROM products WHERE sku = ?)';

/**
 * Stock taken (`sign` -1: given back) for every take, by SKU (catalogue ids change on a reseed).
 * Taking from the showroom that would leave it without its display piece sets -1 instead, which
 * the never-below-zero trigger refuses: the piece on display is never sold (domain/stock.ts).
 */
function stockStatements(db: D1Database, takes: readonly StockTake[], sign: 1 | -1): D1PreparedStatement[] {
  return takes.map((take) =>
    sign === 1 && take.source_code === SHOWROOM_SOURCE
      ? db
          .prepare(`UPDATE inventory_source_items SET qty = CASE WHEN qty - ?1 < 1 THEN -1 ELSE qty - ?1 END WHERE source_code = ?2 AND product_id = (SELECT id FROM products WHERE sku = ?3)`)
          .bind(take.qty, take.source_code, take.sku)
      : db.prepare(`UPDATE inventory_source_items SET qty = qty - ? WHERE source_code = ? AND product_id = ${SKU_ID}`).bind(sign * take.qty, take.source_code, take.sku),
  );
}

/**
 * The products' stock fields (`salable_qty`, `stock_status`, `only_x_left_in_stock`) after their
 * per-source quantities changed, by the same rule the seed derives them with (domain/stock.ts
 * `magentoStockFields`: the showroom keeps one piece; 'only x left' at 5 or fewer). Only
 * products that had stock are ever changed, so "nothing available" means out of stock.
 * Configurable parents follow their variants.
 */
function stockFieldStatements(db: D1Database, takes: readonly StockTake[]): D1PreparedStatement[] {
  const skus = JSON.stringify([...new Set(takes.map((t) => t.sku))]);
  if (!takes.length) return [];
  return [
    db
      .prepare(
        `UPDATE products SET salable_qty = (
           SELECT coalesce(sum(CASE WHEN i.status > 0 THEN max(0, CAST(i.qty AS INTEGER) - (i.source_code = 'muugisaal')) ELSE 0 END), 0)
           FROM inventory_source_items i WHERE i.product_id = products.id AND i.source_code IN ('pea', 'rain', 'muugisaal', 'vaike'))
         WHERE type_id = 'simple' AND sku IN (SELECT value FROM json_each(?))`,
      )
      .bind(skus),
    db
      .prepare(
        `UPDATE products SET stock_status = (salable_qty > 0),
           only_x_left_in_stock = CASE WHEN salable_qty > 0 AND salable_qty <= 5 THEN salable_qty END
         WHERE type_id = 'simple' AND sku IN (SELECT value FROM json_each(?))`,
      )
      .bind(skus),
    db
      .prepare(
        `UPDATE products SET
           salable_qty = (SELECT coalesce(sum(v.salable_qty), 0) FROM products v WHERE v.parent_id = products.id),
           stock_status = EXISTS (SELECT 1 FROM products v WHERE v.parent_id = products.id AND v.stock_status = 1)
         WHERE type_id = 'configurable' AND sku IN (SELECT value FROM json_each(?))`,
      )
      .bind(skus),
  ];
}

/**
 * Writes the order in one batch. Throws the D1 error of the guard that failed (see
 * `placementFailure`); on success returns the order row.
 */
export async function insertOrder(db: D1Database, draft: OrderDraft): Promise<OrderRow> {
  const at = now();
  const orderId = '(SELECT id FROM orders WHERE token = ?)';
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO orders (id, number, token, cart_id, cart_masked_id, customer_id, email, status, subtotal_incl_tax, subtotal_excl_tax,
           discount, discount_label, coupon_code, shipping, services, tax, giftcards_amount, grand_total, carrier, shipping_method,
           shipping_address, billing_address, payment_method_code, payment_method_title, marketing_consent, gift_cards, stock_taken, created_at, updated_at)
         SELECT n, printf('%09d', n), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
         FROM (SELECT coalesce(max(id), 0) + 1 AS n FROM orders)`,
      )
      .bind(
        draft.token,
        draft.cart_id,
        draft.cart_masked_id,
        draft.customer_id,
        draft.email,
        draft.status,
        draft.subtotal_incl_tax,
        draft.subtotal_excl_tax,
        draft.discount,
        draft.discount_label,
        draft.coupon_code,
        draft.shipping,
        draft.services,
        draft.tax,
        draft.giftcards_amount,
        draft.grand_total,
        draft.carrier,
        draft.shipping_method,
        draft.shipping_address ? JSON.stringify(draft.shipping_address) : null,
        draft.billing_address ? JSON.stringify(draft.billing_address) : null,
        draft.payment_method_code,
        draft.payment_method_title,
        draft.marketing_consent,
        JSON.stringify(draft.gift_cards),
        JSON.stringify(draft.stock_taken),
        at,
        at,
      ),
    ...draft.items.map((item, position) =>
      db
        .prepare(
          `INSERT INTO order_items (order_id, position, product_sku, variant_sku, product_name, product_type, product_url_key, product_image_url,
             sale_price, quantity, row_total, discount, gift_card_amount, selected_options)
           VALUES (${orderId}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          draft.token,
          position + 1,
          item.product_sku,
          item.variant_sku,
          item.product_name,
          item.product_type,
          item.product_url_key,
          item.product_image_url,
          item.sale_price,
          item.quantity,
          item.row_total,
          item.discount,
          item.gift_card_amount,
          item.selected_options,
        ),
    ),
    ...stockStatements(db, draft.stock_taken, 1),
    ...stockFieldStatements(db, draft.stock_taken),
    ...draft.gift_cards.map((card) => db.prepare('UPDATE gift_card_accounts SET balance = balance - ? WHERE code = ?').bind(card.amount, card.code)),
    ...(draft.coupon_code ? [db.prepare('UPDATE coupons SET times_used = times_used + 1 WHERE code = ?').bind(draft.coupon_code)] : []),
    db.prepare('UPDATE carts SET is_active = 0, updated_at = ? WHERE id = ?').bind(at, draft.cart_id),
  ];
  await db.batch(statements);
  const row = await db.prepare('SELECT * FROM orders WHERE token = ?').bind(draft.token).first<OrderRow>();
  if (!row) throw new Error('The placed order was not found');
  return row;
}

/** The open (not cancelled) order of a cart: what a replayed placeOrder answers. Null without one. */
export const openOrderOfCart = (db: D1Database, cartId: number) =>
  db.prepare("SELECT * FROM orders WHERE cart_id = ? AND status <> 'canceled'").bind(cartId).first<OrderRow>();

export const orderByToken = (db: D1Database, token: string) => db.prepare('SELECT * FROM orders WHERE token = ?').bind(token).first<OrderRow>();
export const orderByNumber = (db: D1Database, number: string) => db.prepare('SELECT * FROM orders WHERE number = ?').bind(number).first<OrderRow>();

export async function orderItems(db: D1Database, orderId: number): Promise<OrderItemRow[]> {
  return (await db.prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY position').bind(orderId).all<OrderItemRow>()).results;
}

/**
 * Stock given back (a refund's return_to_stock_items): the sources the order took from raised
 * again, and the products' stock fields recomputed, as a cancellation does.
 */
export function returnStockStatements(db: D1Database, takes: readonly StockTake[]): D1PreparedStatement[] {
  return [...stockStatements(db, takes, -1), ...stockFieldStatements(db, takes)];
}

/**
 * The statements that settle a pending order (pending_payment → processing or canceled), for the
 * payment notification's batch. Cancelling gives back what the order took: its stock, gift card
 * balances and coupon use, and makes its cart active again. The orders trigger (migrations/0006)
 * aborts the batch when the order is no longer pending.
 */
export function settleOrderStatements(db: D1Database, order: OrderRow, outcome: 'processing' | 'canceled'): D1PreparedStatement[] {
  const at = now();
  const setStatus = db.prepare('UPDATE orders SET status = ?, updated_at = ? WHERE id = ?').bind(outcome, at, order.id);
  if (outcome === 'processing') return [setStatus];
  const takes = JSON.parse(order.stock_taken) as StockTake[];
  const cards = JSON.parse(order.gift_cards) as GiftCardSpend[];
  return [
    setStatus,
    ...stockStatements(db, takes, -1),
    ...stockFieldStatements(db, takes),
    ...cards.map((card) => db.prepare('UPDATE gift_card_accounts SET balance = balance + ? WHERE code = ?').bind(card.amount, card.code)),
    ...(order.coupon_code ? [db.prepare('UPDATE coupons SET times_used = max(0, times_used - 1) WHERE code = ?').bind(order.coupon_code)] : []),
    db.prepare('UPDATE carts SET is_active = 1, updated_at = ? WHERE id = ?').bind(at, order.cart_id),
  ];
}
