import { describe, expect, it } from 'vitest';
import { STORE_CONFIG_QUERY, type StoreConfigQuery } from '../../../../graphql/documents';
import { queryData } from '../../../test/graphql-request';

describe('storeConfig', () => {
  it('answers every field of STORE_CONFIG_QUERY with the Estonian store', async () => {
    const { storeConfig } = await queryData<StoreConfigQuery>(STORE_CONFIG_QUERY);
    expect(storeConfig).toEqual({
      store_code: 'default',
      default_title: 'Mööblipood – mööbel ja sisustus',
      store_name: 'Mööblipood',
      default_display_currency_code: 'EUR',
      locale: 'et_EE',
      header_logo_src: 'stores/1/mooblipood.svg',
      logo_width: 178,
      logo_height: 64,
      logo_alt: 'Mööblipood',
      list_per_page: 32,
      list_per_page_values: '32,64,96',
      season_goods_categories: expect.stringMatching(/^\d+(,\d+)*$/),
      campaign_category_id: expect.any(Number),
    });
  });

  it('points campaign_category_id at the campaigns category and the season at garden furniture', async () => {
    const { storeConfig } = await queryData<StoreConfigQuery>(STORE_CONFIG_QUERY);
    const categories = await queryData(`query ($ids: [String]) {
      categories(filters: { ids: { in: $ids } }) { items { id url_key } }
    }`, { ids: [String(storeConfig!.campaign_category_id), ...storeConfig!.season_goods_categories!.split(',')] });
    const keys = categories.categories.items.map((c: { url_key: string }) => c.url_key);
    expect(keys).toContain('kampaaniad');
    expect(keys).toEqual(expect.arrayContaining(['aiamoobel', 'aiatoolid', 'aialauad', 'paikesevarjud']));
  });

  it('types configuration values as the schema says (numbers, booleans) and fills urls from the request', async () => {
    const data = await queryData(`{ storeConfig { newsletter_enabled contact_enabled grid_per_page root_category_uid base_media_url product_url_suffix } }`);
    expect(data.storeConfig).toEqual({
      newsletter_enabled: true,
      contact_enabled: true,
      grid_per_page: 32,
      root_category_uid: 'Mg==',
      base_media_url: 'https://backend.internal/media/',
      product_url_suffix: '.html',
    });
  });
});
