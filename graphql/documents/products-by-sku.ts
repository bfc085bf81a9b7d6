import type { TypedQueryDocumentNode } from 'graphql';
import { gql } from 'graphql-tag';
import { PRODUCT_CARD_FRAGMENT, type ProductCardFragment } from './fragments';

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
` as TypedQueryDocumentNode<ProductsBySkuQuery, ProductsBySkuQueryVariables>;

export type ProductsBySkuQueryVariables = { skus: string[]; pageSize?: number };

export type ProductsBySkuQuery = {
  products: { items: Array<ProductCardFragment | null> | null } | null;
};
