import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type { CategoryProductsQuery, CategoryProductsQueryVariables } from '../generated/operations';
import { PRODUCT_CARD_FRAGMENT } from './fragments';

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
` as TypedDocumentNode<CategoryProductsQuery, CategoryProductsQueryVariables>;

export type { CategoryProductsQuery, CategoryProductsQueryVariables };
