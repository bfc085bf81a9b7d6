// The store configuration of one request (Magento's core_config_data paths), read once.
import { allRows, once } from '../../db/batch-loader';

/** path → value of every store_config row. */
export type StoreConfigLoader = () => Promise<Map<string, string | null>>;

export const storeConfigLoader = (db: D1Database): StoreConfigLoader =>
  once(async () => {
    const rows = await allRows<{ path: string; value: string | null }>(db, 'SELECT path, value FROM store_config');
    return new Map(rows.map((r) => [r.path, r.value]));
  });
