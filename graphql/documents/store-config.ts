import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type { DefaultCountryQuery, DefaultCountryQueryVariables, StoreConfigQuery, StoreConfigQueryVariables } from '../generated/operations';

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
` as TypedDocumentNode<StoreConfigQuery, StoreConfigQueryVariables>;

/**
 * The store's default country (storefront.md §9 "Default country EE"; Magento's DirectoryGraphQl
 * `country(id)`): its name in the store's language is shown beside the addresses (§3, §7).
 */
export const DEFAULT_COUNTRY_QUERY = gql`
  query DefaultCountry {
    country(id: "EE") {
      id
      full_name_locale
    }
  }
` as TypedDocumentNode<DefaultCountryQuery, DefaultCountryQueryVariables>;

export type { StoreConfigQuery, StoreConfigQueryVariables };
