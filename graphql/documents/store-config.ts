import type { TypedQueryDocumentNode } from 'graphql';
import { gql } from 'graphql-tag';

/** Store-wide settings: logo, locale, currency, page sizes, campaign and season categories. */
export const STORE_CONFIG_QUERY = gql`
  query StoreConfig {
    storeConfig {
      store_code
      default_title
      store_name
      default_display_currency_code
      locale
      header_logo_src
      logo_width
      logo_height
      logo_alt
      list_per_page
      list_per_page_values
      season_goods_categories
      campaign_category_id
    }
  }
` as TypedQueryDocumentNode<StoreConfigQuery, StoreConfigQueryVariables>;

export type StoreConfigQueryVariables = Record<string, never>;

export type StoreConfigQuery = {
  storeConfig: {
    store_code: string | null;
    default_title: string | null;
    store_name: string | null;
    default_display_currency_code: string | null;
    locale: string | null;
    header_logo_src: string | null;
    logo_width: number | null;
    logo_height: number | null;
    logo_alt: string | null;
    list_per_page: number | null;
    /** Comma-separated, e.g. '32,64,96'. */
    list_per_page_values: string | null;
    /** Comma-separated category ids. */
    season_goods_categories: string | null;
    campaign_category_id: number | null;
  } | null;
};
