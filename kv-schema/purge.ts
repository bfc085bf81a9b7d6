import { cmsBlocksFamily } from './cms-blocks';
import { cmsPageFamily } from './cms-page';
import type { KvEntryFamily, KvStore } from './kv-entry';
import { mainMenuFamily } from './main-menu';
import { newsletterConfigFamily } from './newsletter-config';
import { storeConfigFamily } from './store-config';

/**
 * Every kind of entry a purge may touch. `v1:content-version` is left out on purpose: a publish
 * bumps it (`bumpContentVersion`) rather than deleting it.
 */
export const KV_ENTRY_FAMILIES: readonly KvEntryFamily[] = [
  storeConfigFamily,
  mainMenuFamily,
  cmsBlocksFamily,
  cmsPageFamily,
  newsletterConfigFamily,
];

/**
 * Delete every stored entry carrying `tag` (e.g. 'store-config', 'menu', 'cms-blocks',
 * 'cms-block:footer') and return the deleted keys. Keys are found by listing each family's
 * prefix, so entries for any store code or block set are covered. KV lists and deletes are
 * eventually consistent (about 60 s across locations); the content version in the HTML cache key
 * is what makes the next render fresh everywhere. Throws what KV throws.
 */
export async function purgeByTag(
  kv: KvStore,
  tag: string,
  families: readonly KvEntryFamily[] = KV_ENTRY_FAMILIES,
): Promise<string[]> {
  const keys: string[] = [];
  for (const family of families) {
    let cursor: string | undefined;
    do {
      const page = await kv.list({ prefix: family.prefix, cursor });
      for (const { name } of page.keys) {
        if (family.tagsOfKey(name).includes(tag)) keys.push(name);
      }
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
  }
  await Promise.all(keys.map((key) => kv.delete(key)));
  return keys;
}
