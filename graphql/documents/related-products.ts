import type { TypedQueryDocumentNode } from 'graphql';
import { gql } from 'graphql-tag';
import { PRODUCT_CARD_FRAGMENT, type ProductCardFragment } from './fragments';
import type { ProductFilter } from './product-reviews';

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
` as TypedQueryDocumentNode<RelatedProductsQuery, RelatedProductsQueryVariables>;

export type RelatedProductsQueryVariables = { filter: ProductFilter };

export type RelatedProductsQuery = {
  products: {
    items: Array<{
      sku: string | null;
      related_products: Array<ProductCardFragment | null> | null;
      upsell_products: Array<ProductCardFragment | null> | null;
    } | null> | null;
  } | null;
};
