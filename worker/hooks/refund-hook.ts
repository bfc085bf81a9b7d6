import { Hono, type Context } from 'hono';
import { RefundNotificationSchema, type RefundNotification } from '../../domain/refund-notification';
import type { AppEnv } from '../app-env';
import { readWebhook } from './webhook-secret';
import { measurementConfig, refundHitBody, sendHit, type CollectorFetch } from './measurement-protocol';
import { refundLedger } from './refund-ledger';

export type RefundHookOptions = {
  /** The Measurement Protocol collector; tests inject a fake. Defaults to `fetch`. */
  collectorFetch?: CollectorFetch;
};

const NO_STORE = { 'Cache-Control': 'no-store' };
type Status = 200 | 202 | 400 | 401 | 502 | 503;
/** Seconds a delivery that met another one in flight should wait before delivering again. */
const IN_FLIGHT_RETRY_AFTER = '5';

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
 * - Exactly one delivery per credit memo sends: it claims the credit memo's `RefundLedger`
 *   (a Durable Object, worker/hooks/refund-ledger.ts) atomically first.
 * - Already sent for this credit memo id (30 days) → 200 `{ sent: false, duplicate: true }`
 *   without sending again.
 * - Another delivery of it is sending right now → 503 `{ sent: false, inProgress: true }` with
 *   `Retry-After: 5`, nothing sent: its outcome is not known yet, so the sender must deliver
 *   again (then: a duplicate, or sent if that send failed).
 * - Sent, the collector answered 2xx → 200 `{ sent: true }`, and the credit memo is remembered.
 * - The collector failed (an error status, no answer within 5 s) → 502 `{ error }`, logged, the
 *   claim released: a 5xx tells the sender to deliver again, and then it is sent again.
 * - The ledger unreachable → 503, nothing sent (deliver again): never a second hit.
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
    const ledger = refundLedger(c.env.REFUND_LEDGER, notification.credit_memo_id);
    const claimed = await ledger.claim().catch((error: unknown) => ({ outcome: 'unavailable' as const, error: String(error) }));
    if (claimed.outcome === 'sent') {
      log('log', { ...ids, sent: false, duplicate: true });
      return answer(c, 200, { sent: false, duplicate: true });
    }
    if (claimed.outcome !== 'claimed') {
      log('warn', { ...ids, sent: false, ...(claimed.outcome === 'in-flight' ? { inProgress: true } : { ledger: claimed.error }) });
      c.header('Retry-After', IN_FLIGHT_RETRY_AFTER);
      return claimed.outcome === 'in-flight'
        ? answer(c, 503, { sent: false, inProgress: true, error: { message: 'This credit memo is being sent by another delivery; deliver again' } })
        : answer(c, 503, { sent: false, error: { message: 'The refund ledger is unavailable; deliver again' } });
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
      await ledger.release(claimed.claim).catch((error: unknown) => log('error', { ...ids, release: String(error) }));
      log('error', { ...ids, sent: false, collector: outcome.status, error: outcome.error, tookMs });
      return answer(c, 502, { error: { message: 'The analytics collector did not accept the refund; deliver again' } });
    }
    // Unconfirmed, the claim lapses after its lease and a later redelivery would send again: logged.
    await ledger.confirm().catch((error: unknown) => log('error', { ...ids, confirm: String(error) }));
    log('log', { ...ids, sent: true, value: notification.value, tookMs });
    return answer(c, 200, { sent: true });
  });
  return hooks;
}
