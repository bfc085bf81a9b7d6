import { DurableObject } from 'cloudflare:workers';
import { z } from 'zod';

/**
 * The refund hook's receipt as a lock (issue 17 §5): one Durable Object per credit memo
 * (`idFromName(String(creditMemoId))`). A Durable Object runs one request at a time and its
 * synchronous storage has no await between read and write, so `claim` is atomic: of any number
 * of simultaneous deliveries exactly one may send. (The KV receipt it replaces was a read, a send,
 * then a write: ten simultaneous deliveries all read "not sent" and sent ten GA4 refunds.)
 *
 * claim → send → `confirm` (remembered 30 days) or `release` (the sender's retry may send again).
 * A claim whose worker died mid-send lapses after `LEASE_MS`, so it never blocks for good.
 */
const LEASE_MS = 30_000; // far above the collector's 5 s timeout
const KEEP_MS = 30 * 24 * 3600 * 1000; // far longer than any webhook retry
const KEY = 'receipt';

const ReceiptSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('claimed'), claim: z.string(), at: z.number() }),
  z.object({ state: z.literal('sent'), at: z.number() }),
]);

/** `claimed`: this caller sends (and then confirms or releases with `claim`). Otherwise it must not send. */
export type RefundClaim = { outcome: 'claimed'; claim: string } | { outcome: 'sent' } | { outcome: 'in-flight' };

export class RefundLedger extends DurableObject<StorefrontEnv> {
  claim(): RefundClaim {
    const now = Date.now();
    const parsed = ReceiptSchema.safeParse(this.ctx.storage.kv.get(KEY));
    const receipt = parsed.success ? parsed.data : null; // an unreadable receipt counts as none
    if (receipt?.state === 'sent') return { outcome: 'sent' };
    if (receipt?.state === 'claimed' && now - receipt.at < LEASE_MS) return { outcome: 'in-flight' };
    const claim = crypto.randomUUID();
    this.ctx.storage.kv.put(KEY, { state: 'claimed', claim, at: now });
    return { outcome: 'claimed', claim };
  }

  /** The hit was accepted: every later delivery is a duplicate. Forgotten after 30 days (alarm). */
  async confirm(): Promise<void> {
    const now = Date.now();
    this.ctx.storage.kv.put(KEY, { state: 'sent', at: now });
    await this.ctx.storage.setAlarm(now + KEEP_MS);
  }

  /** The send failed: the next delivery may claim again. Only the holder's own claim is released. */
  release(claim: string): void {
    const parsed = ReceiptSchema.safeParse(this.ctx.storage.kv.get(KEY));
    if (parsed.success && parsed.data.state === 'claimed' && parsed.data.claim === claim) this.ctx.storage.kv.delete(KEY);
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}

/** The ledger of one credit memo. */
export const refundLedger = (namespace: DurableObjectNamespace<RefundLedger>, creditMemoId: string) => namespace.get(namespace.idFromName(creditMemoId));
