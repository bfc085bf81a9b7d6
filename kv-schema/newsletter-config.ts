import type { z } from 'zod';
import { CMS_NEWSLETTER_TAG, CmsNewsletterSchema } from '../domain/cms-content';
import { versionedKey, type KvEntry, type KvEntryFamily } from './kv-entry';

/** The CMS single type 'newsletter' (customer.md §3), or `null` when the CMS has none set. */
export const StoredNewsletterSchema = CmsNewsletterSchema.nullable();
export type StoredNewsletter = z.output<typeof StoredNewsletterSchema>;

const KEY = versionedKey('cms-newsletter');

export const newsletterConfigFamily: KvEntryFamily = {
  prefix: KEY,
  tagsOfKey: (key) => (key === KEY ? [CMS_NEWSLETTER_TAG] : []),
};

/** `v1:cms-newsletter`: kept without expiry (last good config when the CMS is down). */
export const newsletterConfigEntry: KvEntry<typeof StoredNewsletterSchema> = {
  key: KEY,
  schema: StoredNewsletterSchema,
  freshForSeconds: 300,
  ttlSeconds: null,
  tags: [CMS_NEWSLETTER_TAG],
};
