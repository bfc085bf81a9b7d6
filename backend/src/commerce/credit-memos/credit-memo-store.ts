// Credit memos in D1 (migrations/0012). Saving one is ONE batch: the memo and its lines, the
// order lines' qty_refunded, the order's refunded totals and status, and the stock given back.
// The CHECKs (qty_refunded <= quantity, total_refunded <= grand_total) and the order status
// trigger guard it in SQL: a concurrent refund of the same pieces or euros fails as a whole.
import { now, orderItems, returnStockStatements, type OrderItemRow, type OrderRow } from '../orders/order-store';
import type { StockTake } from '../orders/stock-allocation';
import type { CreditMemoDraft } from './credit-memo-rules';

export type CreditMemoRow = {
  id: number;
  number: string;
  order_id: number;
  currency: string;
  subtotal_excl_tax: number;
  subtotal_incl_tax: number;
  discount: number;
  shipping: number;
  services: number;
  giftcards_amount: number;
  adjustment_positive: number;
  adjustment_negative: number;
  tax: number;
  grand_total: number;
  returned_to_stock: string;
  created_at: string;
};
export type CreditMemoItemRow = {
  id: number;
  credit_memo_id: number;
  order_item_id: number;
  qty: number;
  price: number;
  row_total: number;
  discount: number;
  tax: number;
  product_sku: string;
  variant_sku: string;
  product_name: string;
};
export type CreditMemoWithItems = CreditMemoRow & { items: CreditMemoItemRow[] };

export const orderById = (db: D1Database, id: number) => db.prepare('SELECT * FROM orders WHERE id = ?').bind(id).first<OrderRow>();

/** The order and its lines, or null for an unknown id. */
export async function refundableOrder(db: D1Database, orderId: number): Promise<{ order: OrderRow; items: OrderItemRow[] } | null> {
  const order = await orderById(db, orderId);
  return order ? { order, items: await orderItems(db, order.id) } : null;
}

/**
 * The takes that give `qty` pieces of `sku` back, from the sources the order took them from (in
 * the order it took them), never more than a source gave.
 */
function stockToReturn(taken: readonly StockTake[], sku: string, qty: number): StockTake[] {
  const back: StockTake[] = [];
  let left = qty;
  for (const take of taken) {
    if (left <= 0) break;
    if (take.sku !== sku) continue;
    const n = Math.min(take.qty, left);
    back.push({ sku, source_code: take.source_code, qty: n });
    left -= n;
  }
  return back;
}

/**
 * Writes the credit memo in one batch and answers its row. Throws the D1 error of a guard that
 * failed (a concurrent refund took the same pieces or euros first).
 */
export async function insertCreditMemo(db: D1Database, order: OrderRow, memo: CreditMemoDraft): Promise<CreditMemoRow> {
  const at = now();
  const marker = crypto.randomUUID();
  const memoId = '(SELECT id FROM credit_memos WHERE returned_to_stock = ?)';
  const taken = JSON.parse(order.stock_taken) as StockTake[];
  const back = memo.lines.filter((line) => memo.return_to_stock.includes(line.order_item_id)).flatMap((line) => stockToReturn(taken, line.variant_sku, line.qty));
  // A random marker makes the new row findable inside the batch and after it (its id is only
  // known to SQLite); then the real list replaces it.
  const markerJson = JSON.stringify([marker]);
  await db.batch([
    db
      .prepare(
        `INSERT INTO credit_memos (id, number, order_id, currency, subtotal_excl_tax, subtotal_incl_tax, discount, shipping, services,
           giftcards_amount, adjustment_positive, adjustment_negative, tax, grand_total, returned_to_stock, created_at)
         SELECT n, printf('%09d', n), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM (SELECT coalesce(max(id), 0) + 1 AS n FROM credit_memos)`,
      )
      .bind(
        memo.order_id,
        memo.currency,
        memo.subtotal_excl_tax,
        memo.subtotal_incl_tax,
        memo.discount,
        memo.shipping,
        memo.services,
        memo.giftcards_amount,
        memo.adjustment_positive,
        memo.adjustment_negative,
        memo.tax,
        memo.grand_total,
        markerJson,
        at,
      ),
    ...memo.lines.flatMap((line) => [
      db
        .prepare(`INSERT INTO credit_memo_items (credit_memo_id, order_item_id, qty, price, row_total, discount, tax) VALUES (${memoId}, ?, ?, ?, ?, ?, ?)`)
        .bind(markerJson, line.order_item_id, line.qty, line.price, line.row_total, line.discount, line.tax),
      db.prepare('UPDATE order_items SET qty_refunded = qty_refunded + ? WHERE id = ? AND order_id = ?').bind(line.qty, line.order_item_id, order.id),
    ]),
    db
      .prepare(
        `UPDATE orders SET total_refunded = total_refunded + ?, shipping_refunded = shipping_refunded + ?, services_refunded = max(services_refunded, ?),
           adjustment_negative = adjustment_negative + ?, status = CASE WHEN ? THEN 'closed' ELSE status END, updated_at = ? WHERE id = ?`,
      )
      .bind(memo.grand_total, memo.shipping, memo.services > 0 || memo.giftcards_amount > 0 ? 1 : 0, memo.adjustment_negative, memo.closes_order ? 1 : 0, at, order.id),
    ...returnStockStatements(db, back),
  ]);
  const row = await db
    .prepare('UPDATE credit_memos SET returned_to_stock = ? WHERE returned_to_stock = ? RETURNING *')
    .bind(JSON.stringify(memo.return_to_stock), markerJson)
    .first<CreditMemoRow>();
  if (!row) throw new Error('The saved credit memo was not found');
  return row;
}

/** Every credit memo of these orders with its lines (and the lines' products), oldest first. */
export async function creditMemosOf(db: D1Database, orderIds: readonly number[]): Promise<Map<number, CreditMemoWithItems[]>> {
  const byOrder = new Map<number, CreditMemoWithItems[]>();
  if (!orderIds.length) return byOrder;
  const ids = JSON.stringify(orderIds);
  const [memos, items] = await db.batch([
    db.prepare('SELECT * FROM credit_memos WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY order_id, id').bind(ids),
    db
      .prepare(
        `SELECT ci.*, oi.product_sku, oi.variant_sku, oi.product_name FROM credit_memo_items ci
         JOIN credit_memos c ON c.id = ci.credit_memo_id JOIN order_items oi ON oi.id = ci.order_item_id
         WHERE c.order_id IN (SELECT value FROM json_each(?)) ORDER BY ci.credit_memo_id, ci.id`,
      )
      .bind(ids),
  ]);
  const lines = items!.results as CreditMemoItemRow[];
  for (const memo of memos!.results as CreditMemoRow[]) {
    const list = byOrder.get(memo.order_id) ?? [];
    list.push({ ...memo, items: lines.filter((line) => line.credit_memo_id === memo.id) });
    byOrder.set(memo.order_id, list);
  }
  return byOrder;
}

/** One credit memo with its lines, or null. */
export async function creditMemoById(db: D1Database, id: number): Promise<CreditMemoWithItems | null> {
  const memo = await db.prepare('SELECT * FROM credit_memos WHERE id = ?').bind(id).first<CreditMemoRow>();
  if (!memo) return null;
  return (await creditMemosOf(db, [memo.order_id])).get(memo.order_id)?.find((m) => m.id === id) ?? null;
}
