// The refund notification: after a credit memo is saved, its facts are POSTed to the storefront
// (REFUND_WEBHOOK_URL, empty: ${STOREFRONT_URL}/hooks/refund) with the configured Authorization
// header, as the CMS webhook is (src/cms/webhook.ts): in waitUntil, a failure (no answer or 5xx)
// retried once after 500 ms, logged, never failing the refund. Deliveries are recorded for
// GET /rest/__refund-webhook-log (development).
//
// The contract (README "Refunds"; what a Magento module observing sales_order_creditmemo_save_after
// would send): JSON
//   { event: 'creditmemo_saved', created_at, order_number, credit_memo_id, credit_memo_number,
//     currency, value, tax, shipping, items: [{ sku, variant?, name, price, qty }] }
// value = the credit memo's grand total (VAT and shipping included, what goes back to the
// shopper), tax = the VAT in it, price = one piece VAT included after its discount, in euros.
import type { RefundNotificationInput } from '../../../../domain/refund-notification';
import { postWebhook, type DeliveryFetch } from '../../webhooks/post-webhook';
import type { OrderRow } from '../orders/order-store';
import type { CreditMemoWithItems } from './credit-memo-store';

export type { DeliveryFetch };
type WebhookEnv = Pick<BackendEnv, 'DB' | 'STOREFRONT_URL' | 'REFUND_WEBHOOK_URL' | 'REFUND_WEBHOOK_AUTHORIZATION'>;

const KEPT_DELIVERIES = 200;

export function refundWebhookUrl(env: Pick<WebhookEnv, 'STOREFRONT_URL' | 'REFUND_WEBHOOK_URL'>): string {
  return env.REFUND_WEBHOOK_URL || `${env.STOREFRONT_URL.replace(/\/$/, '')}/hooks/refund`;
}

const euros = (cents: number) => cents / 100;

/** The webhook body of a saved credit memo (its type is the storefront's contract: domain/refund-notification.ts). */
export function refundPayload(order: Pick<OrderRow, 'number'>, memo: CreditMemoWithItems) {
  return {
    event: 'creditmemo_saved' as const,
    created_at: memo.created_at,
    order_number: order.number,
    credit_memo_id: memo.id,
    credit_memo_number: memo.number,
    currency: memo.currency,
    value: euros(memo.grand_total),
    tax: euros(memo.tax),
    shipping: euros(memo.shipping),
    items: memo.items.map((item) => ({
      sku: item.product_sku,
      ...(item.variant_sku !== item.product_sku ? { variant: item.variant_sku } : {}),
      name: item.product_name,
      price: Math.round((item.row_total - item.discount) / item.qty) / 100,
      qty: item.qty,
    })),
  } satisfies RefundNotificationInput;
}
export type RefundPayload = ReturnType<typeof refundPayload>;


/** Delivers one credit memo's notification (retried once on no answer or 5xx) and records the outcome. Never throws. */
export async function deliverRefundWebhook(env: WebhookEnv, payload: RefundPayload, send: DeliveryFetch = (request) => fetch(request)): Promise<void> {
  const url = refundWebhookUrl(env);
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (env.REFUND_WEBHOOK_AUTHORIZATION) headers.authorization = env.REFUND_WEBHOOK_AUTHORIZATION;
  const outcome = await postWebhook(send, url, headers, body);
  const { attempts } = outcome;
  const line = `Refund webhook credit memo ${payload.credit_memo_number} (order ${payload.order_number}) → ${url}: ${outcome.status ?? outcome.error}${attempts > 1 ? ' (retried)' : ''}`;
  if (outcome.ok) console.log(line);
  else console.warn(line);
  try {
    await env.DB.batch([
      env.DB.prepare(`INSERT INTO refund_webhook_deliveries (credit_memo_id, url, status, error, attempts, payload, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`).bind(
        payload.credit_memo_id,
        url,
        outcome.status,
        outcome.error,
        attempts,
        body,
        new Date().toISOString(),
      ),
      env.DB.prepare(`DELETE FROM refund_webhook_deliveries WHERE id <= (SELECT max(id) FROM refund_webhook_deliveries) - ?`).bind(KEPT_DELIVERIES),
    ]);
  } catch (error) {
    console.error('Refund webhook: recording the delivery failed', error);
  }
}

export type RefundDeliveryRecord = { creditMemoId: number; url: string; status: number | null; error: string | null; attempts: number; payload: unknown; createdAt: string };

/** The last `limit` deliveries, newest first. */
export async function recentRefundDeliveries(db: D1Database, limit = 50): Promise<RefundDeliveryRecord[]> {
  const { results } = await db
    .prepare('SELECT credit_memo_id, url, status, error, attempts, payload, created_at FROM refund_webhook_deliveries ORDER BY id DESC LIMIT ?')
    .bind(limit)
    .all<{ credit_memo_id: number; url: string; status: number | null; error: string | null; attempts: number; payload: string; created_at: string }>();
  return results.map((r) => ({ creditMemoId: r.credit_memo_id, url: r.url, status: r.status, error: r.error, attempts: r.attempts, payload: JSON.parse(r.payload) as unknown, createdAt: r.created_at }));
}
