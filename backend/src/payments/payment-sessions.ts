// The provider's payment sessions (migrations/0006 payment_sessions): created when the shop
// places an order paid on the provider's page, as a shop calls Montonio's or Maksekeskus' "create
// payment" API and gets back the URL to send the shopper to. The id in the URL is random: the
// page and its buttons need no other secret.
import type { CommerceContext } from '../commerce/context';
import type { OrderRow } from '../commerce/orders/order-store';
import { paymentSettings } from './payment-settings';

export type PaymentSessionRow = {
  id: string;
  order_number: string;
  amount: number;
  currency: string;
  merchant: string;
  method_title: string;
  notify_url: string;
  return_url: string;
  cancel_url: string;
  status: 'pending' | 'paid' | 'cancelled' | 'declined';
  created_at: string;
  updated_at: string;
};

export const SESSION_ID = /^[A-Za-z0-9_-]{32}$/;

function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_');
}

/** The shop's endpoint for the provider's server-to-server notifications. */
export const NOTIFY_PATH = '/payment/notify';

const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

export const paymentPageUrl = (context: Pick<CommerceContext, 'env'>, id: string) => `${paymentSettings(context.env).pageBaseUrl}/payment/${id}`;

/**
 * The order's pending session, created now (or by a simultaneous replay) for its grand total, with the shop's notification endpoint and
 * the return addresses: paid → the storefront's /thank-you; cancelled or declined →
 * /payment-fail?cartId=… (the storefront's edge restores that cart and shows the notice).
 */
export async function createPaymentSession(context: CommerceContext, order: OrderRow): Promise<PaymentSessionRow & { url: string }> {
  const settings = paymentSettings(context.env);
  const merchant = (await context.storeConfig()).get('store_name') ?? 'Mööblipood';
  const at = now();
  await context.db
    .prepare(
      `INSERT INTO payment_sessions (id, order_number, amount, currency, merchant, method_title, notify_url, return_url, cancel_url, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)
       ON CONFLICT (order_number) WHERE status = 'pending' DO NOTHING`,
    )
    .bind(
      newSessionId(),
      order.number,
      order.grand_total,
      order.currency,
      merchant,
      order.payment_method_title,
      `${context.origin}${NOTIFY_PATH}`,
      `${settings.storefrontUrl}/thank-you`,
      `${settings.storefrontUrl}/payment-fail?cartId=${encodeURIComponent(order.cart_masked_id)}`,
      at,
      at,
    )
    .run();
  // Ours, or the one a simultaneous replay created first.
  const session = await pendingPaymentSession(context, order.number);
  if (!session) throw new Error('The payment session was not found after creating it');
  return session;
}

/** The order's session still waiting for the shopper (a replayed placeOrder sends them there again). */
export async function pendingPaymentSession(context: CommerceContext, orderNumber: string): Promise<(PaymentSessionRow & { url: string }) | null> {
  const row = await context.db
    .prepare("SELECT * FROM payment_sessions WHERE order_number = ? AND status = 'pending' ORDER BY created_at DESC")
    .bind(orderNumber)
    .first<PaymentSessionRow>();
  return row ? { ...row, url: paymentPageUrl(context, row.id) } : null;
}

export const findPaymentSession = (db: D1Database, id: string) =>
  SESSION_ID.test(id) ? db.prepare('SELECT * FROM payment_sessions WHERE id = ?').bind(id).first<PaymentSessionRow>() : Promise.resolve(null);

export async function setSessionStatus(db: D1Database, id: string, status: PaymentSessionRow['status']): Promise<void> {
  await db.prepare("UPDATE payment_sessions SET status = ?, updated_at = ? WHERE id = ? AND status = 'pending'").bind(status, now(), id).run();
}
