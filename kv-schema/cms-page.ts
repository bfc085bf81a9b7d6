import { z } from 'zod';
import { CmsPageReadSchema, cmsPageTag } from '../domain/cms-content';
import { versionedKey, type KvEntry, type KvEntryFamily } from './kv-entry';

/**
 * A CMS page as stored: found, or known to be missing (so an unknown slug costs no CMS call per
 * request either). The page's sections are stored raw (`RawSectionSchema`): each is parsed when
 * rendered, so one bad section never makes the stored page unreadable. The page is what
 * `readCmsPage` (domain/cms-content.ts) made of the CMS's answer: fallbacks applied, longer
 * fields than the model allows kept (cut where they are shown), so a page an editor could
 * publish is always storable.
 */
export const StoredCmsPageSchema = z.discriminatedUnion('found', [
  z.object({ found: z.literal(true), page: CmsPageReadSchema }),
  z.object({ found: z.literal(false) }),
]);
export type StoredCmsPage = z.output<typeof StoredCmsPageSchema>;

const NAME = 'cms-page';
export const CMS_PAGES_TAG = 'cms-pages';

export const cmsPageFamily: KvEntryFamily = {
  prefix: versionedKey(NAME, ''),
  tagsOfKey: (key) => [CMS_PAGES_TAG, cmsPageTag(decodeURIComponent(key.slice(cmsPageFamily.prefix.length)))],
};

/**
 * `v1:cms-page:{identifier}`. Kept without expiry: when the CMS is down the last good content is
 * served (the webhook rewrites it on publish; the 5-minute freshness is only a safety net for a
 * missed webhook). A known-missing page is rechecked after 60 s.
 */
export function cmsPageEntry(identifier: string): KvEntry<typeof StoredCmsPageSchema> {
  const key = versionedKey(NAME, identifier);
  return { key, schema: StoredCmsPageSchema, freshForSeconds: 300, ttlSeconds: null, tags: cmsPageFamily.tagsOfKey(key) };
}
