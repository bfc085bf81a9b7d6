import { DefaultCountryDocument, StoreConfigDocument } from '../generated/operations';
import type { StoreConfigQuery, StoreConfigQueryVariables } from '../generated/operations';

/** Store-wide settings: logo, locale, currency, page sizes, campaign and season categories. */
export const STORE_CONFIG_QUERY = StoreConfigDocument;

/**
 * The store's default country (storefront.md §9 "Default country EE"; Magento's DirectoryGraphQl
 * `country(id)`): its name in the store's language is shown beside the addresses (§3, §7).
 */
export const DEFAULT_COUNTRY_QUERY = DefaultCountryDocument;

export type { StoreConfigQuery, StoreConfigQueryVariables };
