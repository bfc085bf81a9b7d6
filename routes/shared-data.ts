import { DEFAULT_COUNTRY_QUERY, MAIN_MENU_QUERY, STORE_CONFIG_QUERY, type MainMenuQuery } from '../graphql/documents';
import { CacheLong, type GraphqlClient } from '../graphql/client';
import { cmsMediaUrl } from '../domain/cms-media';
import { newsletterConfig, type NewsletterConfig } from '../domain/newsletter';
import { mainMenuEntry, newsletterConfigEntry, readEntry, storeConfigEntry, type MainMenu, type StoreConfig } from '../kv-schema';

/**
 * Shared, non-personal data every page needs: store configuration, the main menu and the managed
 * newsletter popup's config (customer.md §3; `null` when the CMS has none or it could not be
 * loaded; optional so that pages built without it, e.g. error pages, need not say so).
 */
export type SharedData = { storeConfig: StoreConfig; menu: MainMenu; newsletter?: NewsletterConfig | null };

export type SharedDataDeps = {
  kv: KVNamespace;
  commerce: GraphqlClient;
  storeCode: string;
  waitUntil: (promise: Promise<unknown>) => void;
  /** The CMS 'newsletter' single type (worker/upstream/cms-client.ts `newsletter()`); omitted → no popup. */
  loadNewsletter?: () => Promise<unknown>;
  /** CMS_MEDIA_URL; empty → this site's /cms-media proxy (domain/cms-media.ts). */
  cmsMediaBase?: string;
  /**
   * Called when the newsletter config could not be loaded (customer.md §8: "A newsletter config
   * load error is only logged"): the page is served without the popup, and should not be stored.
   */
  onNewsletterError?: (error: unknown) => void;
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
export async function loadSharedData(deps: SharedDataDeps): Promise<SharedData> {
  const { kv, commerce, storeCode, waitUntil } = deps;
  // Started first, awaited last; it never rejects (a failure is logged and means no popup).
  const newsletter = loadNewsletterConfig(deps);
  try {
    const [storeConfig, menu] = await Promise.all([
      readEntry(storeConfigEntry(storeCode), {
        kv,
        waitUntil,
        load: async () => {
          // The country's name is a nicety: a backend that cannot name it must not take pages down.
          const [config, country] = await Promise.all([commerce.query(STORE_CONFIG_QUERY, {}, { cache: CacheLong }), commerce.query(DEFAULT_COUNTRY_QUERY).catch(() => null)]);
          if (!config.storeConfig) return config.storeConfig;
          return { ...config.storeConfig, default_country: { code: country?.country?.id ?? 'EE', name: country?.country?.full_name_locale ?? null } };
        },
      }),
      readEntry(mainMenuEntry(storeCode), {
        kv,
        waitUntil,
        load: async () => menuItems(await commerce.query(MAIN_MENU_QUERY, {}, { cache: CacheLong })),
      }),
    ]);
    return { storeConfig: storeConfig.value, menu: menu.value, newsletter: await newsletter };
  } catch (error) {
    throw new SharedDataUnavailable(`shared data unavailable: ${String(error)}`, { cause: error });
  }
}

/**
 * The newsletter popup's config through KV (`newsletterConfigEntry`, stale-while-revalidate; the
 * last good config stays when the CMS is down). Resolves to `null` when the CMS has none, and
 * when it cannot be read (KV empty and the CMS down, slow or answering garbage): that is only
 * reported (`onNewsletterError`), never a failed page (customer.md §8).
 */
async function loadNewsletterConfig({ kv, waitUntil, loadNewsletter, cmsMediaBase = '', onNewsletterError }: SharedDataDeps): Promise<NewsletterConfig | null> {
  if (!loadNewsletter) return null;
  try {
    const { value } = await readEntry(newsletterConfigEntry, { kv, waitUntil, load: loadNewsletter });
    return value ? newsletterConfig(value, (url) => cmsMediaUrl(cmsMediaBase, url)) : null;
  } catch (error) {
    onNewsletterError?.(error);
    return null;
  }
}

/** Top categories in menu order; null entries (Magento returns them for hidden ones) dropped. */
function menuItems(data: MainMenuQuery) {
  return (data.categories?.items ?? [])
    .filter((item) => item !== null)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}
