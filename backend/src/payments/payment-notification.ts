// The shop's endpoint for the provider's server-to-server notification (POST /payment/notify):
// the notification, not the browser's return, settles an order. It is accepted once and only
// when everything checks: the signature (HMAC-SHA256 of the body with the shared secret), a
// fresh timestamp, a nonce never seen, a known order still awaiting payment and exactly its
// amount and currency. Anything else answers 400 with the reason and changes nothing.
// Paid → the order is 'processing'; cancelled or declined → 'canceled' and what it took (stock,
// gift card balances, the coupon use) is given back and its cart is active again, all in one
// batch with the nonce, so a replay can never settle twice.
import type { Context } from 'hono';
import { z } from 'zod';
import { orderByNumber, placementFailure, settleOrderStatements } from '../commerce/orders/order-store';
import { SIGNATURE_HEADER, verifyNotification } from './notification-signature';
import { paymentSettings } from './payment-settings';

export const PaymentNotification = z.strictObject({
  order_reference: z.string().regex(/^\d{9}$/),
  session_id: z.string().min(1).max(64),
  /** Euros with two decimals, as providers send amounts: '123.45'. */
  amount: z.string().regex(/^\d{1,9}\.\d{2}$/),
  currency: z.literal('EUR'),
  status: z.enum(['PAID', 'CANCELLED', 'DECLINED']),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  /** Unix seconds when the provider sent it. */
  timestamp: z.number().int().positive(),
});
export type PaymentNotification = z.output<typeof PaymentNotification>;

/** How old (or how far in the future, clocks differ) a notification may be. */
export const NOTIFICATION_MAX_AGE_S = 600;
const MAX_BODY_BYTES = 8 * 1024;

type Rejection = { status: 400 | 413 | 503; message: string };
const reject = (message: string, status: Rejection['status'] = 400): Rejection => ({ status, message });

/**
 * Checks and applies one notification. Returns the order's new status, or why it was refused
 * (nothing was changed then).
 */
export async function receiveNotification(db: D1Database, secret: string, body: string, signature: string | null, nowSeconds = Math.floor(Date.now() / 1000)): Promise<{ order: string; status: string } | Rejection> {
  if (!secret) return reject('Payment notifications are not configured (PAYMENT_NOTIFY_SECRET).', 503);
  if (new TextEncoder().encode(body).length > MAX_BODY_BYTES) return reject('Notification too large.', 413);
  if (!(await verifyNotification(secret, body, signature))) return reject('Invalid signature.');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return reject('Notification body is not JSON.');
  }
  const parsed = PaymentNotification.safeParse(json);
  if (!parsed.success) return reject(`Invalid notification: ${parsed.error.issues[0]?.path.join('.') || 'body'}: ${parsed.error.issues[0]?.message}`);
  const n = parsed.data;
  if (Math.abs(nowSeconds - n.timestamp) > NOTIFICATION_MAX_AGE_S) return reject('Notification expired.');
  const order = await orderByNumber(db, n.order_reference);
  if (!order) return reject(`Unknown order ${n.order_reference}.`);
  const amount = Math.round(Number(n.amount) * 100);
  if (amount !== order.grand_total || n.currency !== order.currency) return reject(`Amount ${n.amount} ${n.currency} does not match order ${order.number}.`);
  if (await db.prepare('SELECT 1 AS seen FROM payment_notifications WHERE nonce = ?').bind(n.nonce).first()) return reject('Notification already processed.');
  if (order.status !== 'pending_payment') return reject(`Order ${order.number} is not awaiting payment.`);
  const outcome = n.status === 'PAID' ? 'processing' : 'canceled';
  try {
    await db.batch([
      db
        .prepare('INSERT INTO payment_notifications (nonce, order_number, status, amount, received_at) VALUES (?, ?, ?, ?, ?)')
        .bind(n.nonce, order.number, n.status, amount, new Date().toISOString()),
      ...settleOrderStatements(db, order, outcome),
    ]);
  } catch (error) {
    // Another notification settled it between the checks and the batch (nonce or status guard).
    const message = error instanceof Error ? error.message : String(error);
    if (message.includes('ORDER_NOT_PENDING')) return reject(`Order ${order.number} is not awaiting payment.`);
    if (message.includes('UNIQUE') || message.includes('PRIMARY')) return reject('Notification already processed.');
    if (placementFailure(error) !== 'unknown') return reject(`Order ${order.number} could not be settled.`);
    throw error;
  }
  return { order: order.number, status: outcome };
}

/** POST /payment/notify */
export async function handleNotification(c: Context<{ Bindings: BackendEnv }>): Promise<Response> {
  const body = await c.req.text();
  const result = await receiveNotification(c.env.DB, paymentSettings(c.env).notifySecret, body, c.req.header(SIGNATURE_HEADER) ?? null);
  const headers = { 'cache-control': 'no-store' };
  if ('message' in result) return c.json({ error: result.message }, result.status, headers);
  return c.json({ ok: true, ...result }, 200, headers);
}
