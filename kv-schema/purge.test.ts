import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { cmsBlocksEntry } from './cms-blocks';
import { contentVersionEntry } from './content-version';
import type { KvStore } from './kv-entry';
import { mainMenuEntry } from './main-menu';
import { purgeByTag } from './purge';
import { writeEntry } from './read-through';
import { storeConfigEntry } from './store-config';

const STORE_CONFIG = {
  store_code: 'et',
  default_title: 'Mööblipood',
  store_name: 'Mööblipood',
  default_display_currency_code: 'EUR',
  locale: 'et_EE',
  header_logo_src: null,
  logo_width: null,
  logo_height: null,
  logo_alt: null,
  list_per_page: null,
  list_per_page_values: null,
  season_goods_categories: null,
  campaign_category_id: null,
};

const block = (identifier: string) => ({ identifier, title: identifier, content: `<p>${identifier}</p>` });

async function exists(key: string) {
  return (await env.CONTENT.get(key, 'text')) !== null;
}

describe('purgeByTag', () => {
  it('deletes exactly the entries carrying the tag, for any store or block set', async () => {
    // Unique names, so entries written by other tests are never in the way.
    const run = crypto.randomUUID().slice(0, 8);
    const [a, b, c] = [`a-${run}`, `b-${run}`, `c-${run}`];
    const storeConfig = storeConfigEntry(`store-${run}`);
    const menu = mainMenuEntry(`store-${run}`);
    const ab = cmsBlocksEntry([a, b]);
    const bc = cmsBlocksEntry([b, c]);
    const onlyC = cmsBlocksEntry([c]);
    await writeEntry(env.CONTENT, storeConfig, STORE_CONFIG);
    await writeEntry(env.CONTENT, menu, []);
    await writeEntry(env.CONTENT, ab, [block(a), block(b)]);
    await writeEntry(env.CONTENT, bc, [block(b), block(c)]);
    await writeEntry(env.CONTENT, onlyC, [block(c)]);
    await writeEntry(env.CONTENT, contentVersionEntry, `version-${run}`);

    const deleted = await purgeByTag(env.CONTENT, `cms-block:${b}`);

    expect(deleted.sort()).toEqual([ab.key, bc.key].sort());
    expect(await exists(ab.key)).toBe(false);
    expect(await exists(bc.key)).toBe(false);
    expect(await exists(onlyC.key)).toBe(true);

    expect(await purgeByTag(env.CONTENT, 'store-config')).toContain(storeConfig.key);
    expect(await exists(storeConfig.key)).toBe(false);
    expect(await exists(menu.key)).toBe(true);

    expect(await purgeByTag(env.CONTENT, 'menu')).toContain(menu.key);
    expect(await exists(menu.key)).toBe(false);
    expect(await exists(contentVersionEntry.key)).toBe(true);
    await env.CONTENT.delete(contentVersionEntry.key);
  });

  it('deletes nothing for an unknown tag', async () => {
    expect(await purgeByTag(env.CONTENT, `nothing-${crypto.randomUUID()}`)).toEqual([]);
  });

  it('follows list cursors across pages', async () => {
    // Real KV pages at 1000 keys; a fake with pages of one key checks the cursor handling.
    const keys = ['v1:menu:main:et', 'v1:menu:main:en', 'v1:menu:main:ru'];
    const deletedKeys: string[] = [];
    const kv: KvStore = {
      get: async () => null,
      put: async () => {},
      delete: async (key) => {
        deletedKeys.push(key);
      },
      list: async ({ prefix, cursor }) => {
        const matching = keys.filter((key) => key.startsWith(prefix ?? ''));
        const index = cursor === undefined ? 0 : Number(cursor);
        const done = index + 1 >= matching.length;
        return { keys: matching.slice(index, index + 1).map((name) => ({ name })), list_complete: done, cursor: done ? undefined : String(index + 1) };
      },
    };

    expect(await purgeByTag(kv, 'menu')).toEqual(keys);
    expect(deletedKeys).toEqual(keys);
  });
});
