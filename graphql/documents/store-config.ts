import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type { StoreConfigQuery, StoreConfigQueryVariables } from '../generated/operations';

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

export type { StoreConfigQuery, StoreConfigQueryVariables };
