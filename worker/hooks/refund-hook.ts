import { Hono, type Context } from 'hono';
import { RefundNotificationSchema, type RefundNotification } from '../../domain/refund-notification';
import { peekEntry, refundReceiptEntry, writeEntry } from '../../kv-schema';
import type { AppEnv } from '../app-env';
import { readWebhook } from './webhook-secret';
import { measurementConfig, refundHitBody, sendHit, type CollectorFetch } from './measurement-protocol';

export type RefundHookOptions = {
  /** The Measurement Protocol collector; tests inject a fake. Defaults to `fetch`. */
  collectorFetch?: CollectorFetch;
};

const NO_STORE = { 'Cache-Control': 'no-store' };
type Status = 200 | 202 | 400 | 401 | 502 | 503;

const answer = (c: Context<AppEnv>, status: Status, body: Record<string, unknown>) => c.json(body, status, NO_STORE);
const log = (level: 'log' | 'warn' | 'error', fields: Record<string, unknown>) => console[level](JSON.stringify({ at: 'refund-hook', ...fields }));

/**
 * GA4 sees the refund under the order's `purchase` (transaction_id = order number). The shopper's
 * browser id (_ga) is not known server side and is not needed for a refund: a client id derived
 * from the order number keeps one order's refunds together without naming anyone.
 */
const clientIdOf = (notification: RefundNotification) => `refund.${notification.order_number}`;

/**
 * `POST /hooks/refund`: the commerce backend's credit memo notification (README "Refunds";
 * contract: domain/refund-notification.ts), turned into GA4's `refund` over the Measurement
 * Protocol, once per credit memo. Mounted under `/hooks` after `stateChangingRequests`, which lets
 * this exact path through without the same-origin rule and limits its body to 64 KiB (413).
 *
 * - `REFUND_WEBHOOK_SECRET` empty → 503 'Webhook not configured'; the Authorization header not
 *   equal to it → 401. Nothing is read in either case.
 * - Not JSON, or not the contract's shape → 400 with the reason (the sender should not retry).
 * - GA4 not configured (measurement id or API secret empty, or malformed) → 202
 *   `{ sent: false, reason }`, logged: accepted, nothing sent, nothing remembered.
 * - Already sent for this credit memo id (KV `v1:refund-sent:{id}`, 30 days) → 200
 *   `{ sent: false, duplicate: true }` without sending again.
 * - Sent, the collector answered 2xx → 200 `{ sent: true }`, and the credit memo is remembered.
 * - The collector failed (an error status, no answer within 5 s) → 502 `{ error }`, logged,
 *   nothing remembered: a 5xx tells the sender to deliver again, and then it is sent again.
 * The hit is sent before answering (a few hundred ms at most against Google) so the answer can
 * say whether the backend must retry.
 */
export function refundHook(options: RefundHookOptions = {}) {
  const hooks = new Hono<AppEnv>();
  hooks.post('/refund', async (c) => {
    const receivedAt = Date.now();
    const read = await readWebhook(c, c.env.REFUND_WEBHOOK_SECRET, RefundNotificationSchema, 'a refund notification');
    if ('refused' in read) return read.refused;
    const notification = read.body;
    const ids = { order: notification.order_number, creditMemo: notification.credit_memo_id };

    const config = measurementConfig(c.env);
    if ('missing' in config) {
      log('warn', { ...ids, sent: false, reason: `GA4 Measurement Protocol not configured: ${config.missing}` });
      return answer(c, 202, { sent: false, reason: 'GA4 Measurement Protocol is not configured; nothing was sent' });
    }
    const receipt = refundReceiptEntry(notification.credit_memo_id);
    // A KV failure must not lose the event: then the hit is sent (a rare duplicate beats a loss).
    if (await peekEntry(c.env.CONTENT, receipt).catch(() => null)) {
      log('log', { ...ids, sent: false, duplicate: true });
      return answer(c, 200, { sent: false, duplicate: true });
    }
    const body = refundHitBody(clientIdOf(notification), {
      transactionId: notification.order_number,
      currency: notification.currency,
      value: notification.value,
      tax: notification.tax,
      shipping: notification.shipping,
      items: notification.items.map((item) => ({ sku: item.sku, name: item.name, price: item.price, quantity: item.qty, ...(item.variant ? { variant: item.variant } : {}) })),
    });
    const outcome = await sendHit(config, body, options.collectorFetch);
    const tookMs = Date.now() - receivedAt;
    if (!outcome.ok) {
      log('error', { ...ids, sent: false, collector: outcome.status, error: outcome.error, tookMs });
      return answer(c, 502, { error: { message: 'The analytics collector did not accept the refund; deliver again' } });
    }
    await writeEntry(c.env.CONTENT, receipt, Date.now()).catch((error: unknown) => log('error', { ...ids, receipt: String(error) }));
    log('log', { ...ids, sent: true, value: notification.value, tookMs });
    return answer(c, 200, { sent: true });
  });
  return hooks;
}
