import { MAIN_MENU_QUERY, STORE_CONFIG_QUERY, type MainMenuQuery } from '../graphql/documents';
import type { GraphqlClient } from '../graphql/client';
import { mainMenuEntry, readEntry, storeConfigEntry, type MainMenu, type StoreConfig } from '../kv-schema';

/** Shared, non-personal data every page needs: store configuration and the main menu. */
export type SharedData = { storeConfig: StoreConfig; menu: MainMenu };

export type SharedDataDeps = {
  kv: KVNamespace;
  commerce: GraphqlClient;
  storeCode: string;
  waitUntil: (promise: Promise<unknown>) => void;
};

/**
 * Shared data could neither be read from KV nor loaded from the backend (down, or answering
 * with data that fails the KV schema): the maintenance page, 503.
 */
export class SharedDataUnavailable extends Error {
  override readonly name = 'SharedDataUnavailable';
}

/**
 * storeConfig and the main menu through KV (stale-while-revalidate, see kv-schema/). With a
 * warm KV this makes no upstream call at all.
 * @throws SharedDataUnavailable when a value is missing from KV and the backend cannot provide it.
 */
export async function loadSharedData({ kv, commerce, storeCode, waitUntil }: SharedDataDeps): Promise<SharedData> {
  try {
    const [storeConfig, menu] = await Promise.all([
      readEntry(storeConfigEntry(storeCode), {
        kv,
        waitUntil,
        load: async () => (await commerce.query(STORE_CONFIG_QUERY)).storeConfig,
      }),
      readEntry(mainMenuEntry(storeCode), {
        kv,
        waitUntil,
        load: async () => menuItems(await commerce.query(MAIN_MENU_QUERY)),
      }),
    ]);
    return { storeConfig: storeConfig.value, menu: menu.value };
  } catch (error) {
    throw new SharedDataUnavailable(`shared data unavailable: ${String(error)}`, { cause: error });
  }
}

/** Top categories in menu order; null entries (Magento returns them for hidden ones) dropped. */
function menuItems(data: MainMenuQuery) {
  return (data.categories?.items ?? [])
    .filter((item) => item !== null)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}
