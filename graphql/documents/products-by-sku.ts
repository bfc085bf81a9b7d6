import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type { ProductsBySkuQuery, ProductsBySkuQueryVariables } from '../generated/operations';
import { PRODUCT_CARD_FRAGMENT } from './fragments';

/**
 * Product cards by SKU (recently viewed, additional products). Order is the catalogue's, not
 * the order asked for; unknown SKUs are left out.
 */
export const PRODUCTS_BY_SKU_QUERY = gql`
  query ProductsBySku($skus: [String!]!, $pageSize: Int = 20) {
    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {
      items {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as TypedDocumentNode<ProductsBySkuQuery, ProductsBySkuQueryVariables>;

export type { ProductsBySkuQuery, ProductsBySkuQueryVariables };
