import { z } from 'zod';
import { decodeListPart, versionedKey, type KvEntry, type KvEntryFamily } from './kv-entry';

/** One item of Magento `cmsBlocks(identifiers).items` (storefront.md §7). */
export const CmsBlockSchema = z.object({
  identifier: z.string().min(1),
  title: z.string(),
  content: z.string(),
});
export type CmsBlock = z.output<typeof CmsBlockSchema>;

export const CmsBlocksSchema = z.array(CmsBlockSchema);
export type CmsBlocks = z.output<typeof CmsBlocksSchema>;

const NAME = 'cms-blocks';
export const CMS_BLOCKS_TAG = 'cms-blocks';

/** The tag of every entry that holds the block `identifier`; a publish of that block purges it. */
export function cmsBlockTag(identifier: string): string {
  return `cms-block:${identifier}`;
}

export const cmsBlocksFamily: KvEntryFamily = {
  prefix: versionedKey(NAME, ''),
  tagsOfKey: (key) => [CMS_BLOCKS_TAG, ...decodeListPart(key.slice(cmsBlocksFamily.prefix.length)).map(cmsBlockTag)],
};

/**
 * `v1:cms-blocks:{ids}`, the identifiers sorted and deduplicated so every page asking for the
 * same set shares one entry. Publishing purges it by tag, so it may stay fresh for 15 minutes.
 * Throws `RangeError` when the identifiers make a key over KV's 512 bytes.
 */
export function cmsBlocksEntry(identifiers: readonly string[]): KvEntry<typeof CmsBlocksSchema> {
  const ids = [...new Set(identifiers)].sort();
  const key = versionedKey(NAME, ids);
  return {
    key,
    schema: CmsBlocksSchema,
    freshForSeconds: 900,
    ttlSeconds: 7 * 24 * 3600,
    tags: cmsBlocksFamily.tagsOfKey(key),
  };
}
