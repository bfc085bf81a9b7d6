import { z } from 'zod';
import { versionedKey, type KvEntry, type KvEntryFamily } from './kv-entry';

/**
 * A Magento `CategoryTree` node of the main menu. `include_in_menu` is an Int (0/1) in Magento's
 * schema and a Boolean in some other backends: both are accepted and stored as a boolean.
 * `children` is absent on the deepest level the menu query asks for (three levels are used).
 * A getter rather than `z.lazy` so zod 4 infers the recursive type without a hand-written one.
 */
export const MenuCategorySchema = z.object({
  uid: z.string().min(1),
  id: z.number().int(),
  name: z.string(),
  url_path: z.string(),
  url_suffix: z.string().nullable(),
  include_in_menu: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((value) => value === true || value === 1),
  position: z.number().int(),
  product_count: z.number().int().nonnegative(),
  get children() {
    return z.array(MenuCategorySchema).optional();
  },
});
export type MenuCategory = z.output<typeof MenuCategorySchema>;

export const MainMenuSchema = z.array(MenuCategorySchema);
export type MainMenu = z.output<typeof MainMenuSchema>;

const NAME = 'menu';
export const MENU_TAG = 'menu';

export const mainMenuFamily: KvEntryFamily = {
  prefix: versionedKey(NAME, ''),
  tagsOfKey: () => [MENU_TAG],
};

/**
 * `v1:menu:main:{storeCode}`. Categories change in the commerce admin, which sends no webhook,
 * so the menu refreshes every 5 minutes; kept a week so a backend outage still renders.
 */
export function mainMenuEntry(storeCode: string): KvEntry<typeof MainMenuSchema> {
  return {
    key: versionedKey(NAME, 'main', storeCode),
    schema: MainMenuSchema,
    freshForSeconds: 300,
    ttlSeconds: 7 * 24 * 3600,
    tags: mainMenuFamily.tagsOfKey(''),
  };
}
