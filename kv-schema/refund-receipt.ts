import { z } from 'zod';
import { versionedKey, type KvEntry } from './kv-entry';

/** When the credit memo's GA4 `refund` was sent (ms since the epoch). */
export const RefundReceiptSchema = z.number().finite();

/** How long a sent refund is remembered: far longer than any webhook retry. */
export const REFUND_RECEIPT_TTL_SECONDS = 30 * 24 * 3600;

/**
 * `v1:refund-sent:{creditMemoId}`: the GA4 `refund` of this credit memo was accepted by the
 * collector, so a repeated delivery of its webhook sends nothing (worker/hooks/refund-hook.ts).
 * Written only after the collector's 2xx: a failed send is sent again on the retry.
 */
export function refundReceiptEntry(creditMemoId: string): KvEntry<typeof RefundReceiptSchema> {
  return { key: versionedKey('refund-sent', creditMemoId), schema: RefundReceiptSchema, freshForSeconds: REFUND_RECEIPT_TTL_SECONDS, ttlSeconds: REFUND_RECEIPT_TTL_SECONDS, tags: [] };
}
