import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type { RelatedProductsQuery, RelatedProductsQueryVariables } from '../generated/operations';
import { PRODUCT_CARD_FRAGMENT } from './fragments';

/** Related products and upsells (pricier alternatives) of one product (by SKU or url key), as product cards. */
export const RELATED_PRODUCTS_QUERY = gql`
  query RelatedProducts($filter: ProductAttributeFilterInput!) {
    products(filter: $filter) {
      items {
        sku
        related_products {
          ...ProductCard
        }
        upsell_products {
          ...ProductCard
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as TypedDocumentNode<RelatedProductsQuery, RelatedProductsQueryVariables>;

export type { RelatedProductsQuery, RelatedProductsQueryVariables };
