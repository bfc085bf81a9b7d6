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
 * How long a stored page is served without asking the CMS. The webhook rewrites it on publish;
 * this is the safety net for a lost webhook (Strapi never retries one): past it, the next render
 * refreshes the page and, when its content changed, bumps the page's version
 * (worker/pipeline/cms-pages.ts), so a lost publish shows within this plus the edge HTML cache's
 * 60 s freshness: at most 3 minutes, given a visit. It costs at most one CMS read per page per
 * 2 minutes per location that renders it.
 */
export const CMS_PAGE_FRESH_SECONDS = 120;

/**
 * `v1:cms-page:{identifier}`. Kept without expiry: when the CMS is down the last good content is
 * served. A known-missing page is rechecked after 60 s.
 */
export function cmsPageEntry(identifier: string): KvEntry<typeof StoredCmsPageSchema> {
  const key = versionedKey(NAME, identifier);
  return { key, schema: StoredCmsPageSchema, freshForSeconds: CMS_PAGE_FRESH_SECONDS, ttlSeconds: null, tags: cmsPageFamily.tagsOfKey(key) };
}
