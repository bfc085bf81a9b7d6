import type { TypedQueryDocumentNode } from 'graphql';
import { gql } from 'graphql-tag';
import { PRODUCT_CARD_FRAGMENT, type ProductCardFragment } from './fragments';

/**
 * A product listing page: category pages (filter.category_uid), search (search) and campaign
 * pages, with the facets (aggregations) and sort options for the toolbar.
 */
export const CATEGORY_PRODUCTS_QUERY = gql`
  query CategoryProducts(
    $filter: ProductAttributeFilterInput
    $pageSize: Int = 32
    $currentPage: Int = 1
    $sort: ProductAttributeSortInput
    $search: String
  ) {
    products(filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort, search: $search) {
      total_count
      page_info {
        current_page
        page_size
        total_pages
      }
      aggregations {
        attribute_code
        label
        count
        options {
          label
          value
          count
        }
      }
      sort_fields {
        default
        options {
          label
          value
        }
      }
      items {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as TypedQueryDocumentNode<CategoryProductsQuery, CategoryProductsQueryVariables>;

type EqualFilter = { eq?: string; in?: string[] };
type MatchFilter = { match?: string; match_type?: 'FULL' | 'PARTIAL' };
type SortDirection = 'ASC' | 'DESC';

export type CategoryProductsQueryVariables = {
  filter?: {
    category_id?: EqualFilter;
    category_uid?: EqualFilter;
    category_url_path?: EqualFilter;
    url_key?: EqualFilter;
    sku?: EqualFilter;
    name?: MatchFilter;
    description?: MatchFilter;
    short_description?: MatchFilter;
    /** Inclusive bounds as decimal strings; either may be left out. */
    price?: { from?: string; to?: string };
    color?: EqualFilter;
    material?: EqualFilter;
    size?: EqualFilter;
  };
  pageSize?: number;
  currentPage?: number;
  sort?: { relevance?: SortDirection; position?: SortDirection; name?: SortDirection; price?: SortDirection };
  search?: string;
};

export type CategoryProductsQuery = {
  products: {
    total_count: number | null;
    page_info: { current_page: number | null; page_size: number | null; total_pages: number | null } | null;
    aggregations: Array<{
      attribute_code: string;
      label: string | null;
      count: number | null;
      options: Array<{ label: string | null; value: string; count: number | null } | null> | null;
    } | null> | null;
    sort_fields: {
      default: string | null;
      options: Array<{ label: string | null; value: string | null } | null> | null;
    } | null;
    items: Array<ProductCardFragment | null> | null;
  } | null;
};
