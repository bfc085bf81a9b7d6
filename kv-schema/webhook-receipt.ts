import { z } from 'zod';
import { versionedKey, type KvEntry } from './kv-entry';

/** When a webhook delivery was handled (ms since the epoch). */
export const WebhookReceiptSchema = z.number().finite();

/**
 * `v1:cms-webhook-receipt:{fingerprint}`: a CMS webhook delivery already handled, for the
 * deliveries whose effect cannot be compared with the CMS's current content (a block publish
 * purges KV entries and bumps the global version): a replay within the hour does nothing.
 * `fingerprint` is a hex digest of the model, event, document and its timestamps.
 */
export function webhookReceiptEntry(fingerprint: string): KvEntry<typeof WebhookReceiptSchema> {
  return { key: versionedKey('cms-webhook-receipt', fingerprint), schema: WebhookReceiptSchema, freshForSeconds: 3600, ttlSeconds: 3600, tags: [] };
}
