import { z } from 'zod';
import { versionedKey, type KvEntry, type KvEntryFamily } from './kv-entry';

/**
 * Magento `storeConfig` (storefront.md §7, "custom storeConfig query"), as the layout and the
 * catalogue pages use it. The last three fields are this store's custom attributes. Logo fields
 * are nullable because Magento leaves them unset until an admin uploads a logo; unknown fields
 * (`__typename`) are dropped before storing.
 */
export const StoreConfigSchema = z.object({
  store_code: z.string().min(1),
  default_title: z.string(),
  store_name: z.string(),
  default_display_currency_code: z.string(),
  locale: z.string(),
  header_logo_src: z.string().nullable(),
  logo_width: z.number().int().nullable(),
  logo_height: z.number().int().nullable(),
  logo_alt: z.string().nullable(),
  /** Overrides the default page size of 32 (storefront.md §9). */
  list_per_page: z.number().int().positive().nullable(),
  /** Comma-separated page sizes, e.g. "16,32,64". */
  list_per_page_values: z.string().nullable(),
  season_goods_categories: z.string().nullable(),
  campaign_category_id: z.number().int().nullable(),
  /**
   * The default country (storefront.md §9: EE) as `country(id)` names it in the store's language
   * ('Eesti'), shown with addresses; not a storeConfig field: loaded beside it. Absent in entries
   * stored before it existed, null when the backend could not name it (the code is shown then).
   */
  default_country: z.object({ code: z.string().regex(/^[A-Z]{2}$/), name: z.string().max(100).nullable() }).nullish(),
});
export type StoreConfig = z.output<typeof StoreConfigSchema>;

const NAME = 'store-config';
export const STORE_CONFIG_TAG = 'store-config';

export const storeConfigFamily: KvEntryFamily = {
  prefix: versionedKey(NAME, ''),
  tagsOfKey: () => [STORE_CONFIG_TAG],
};

/**
 * `v1:store-config:{storeCode}`. Changes only when an admin edits configuration, and no webhook
 * reports that, so it refreshes every 10 minutes; kept a week so a backend outage still renders.
 */
export function storeConfigEntry(storeCode: string): KvEntry<typeof StoreConfigSchema> {
  return {
    key: versionedKey(NAME, storeCode),
    schema: StoreConfigSchema,
    freshForSeconds: 600,
    ttlSeconds: 7 * 24 * 3600,
    tags: storeConfigFamily.tagsOfKey(''),
  };
}
