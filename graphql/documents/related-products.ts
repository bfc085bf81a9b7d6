import type { TypedQueryDocumentNode } from 'graphql';
import { gql } from 'graphql-tag';
import { PRODUCT_CARD_FRAGMENT, type ProductCardFragment } from './fragments';

/** Related products and upsells (pricier alternatives) of a product, as product cards. */
export const RELATED_PRODUCTS_QUERY = gql`
  query RelatedProducts($sku: String!) {
    products(filter: { sku: { eq: $sku } }) {
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

export type RelatedProductsQueryVariables = { sku: string };

export type RelatedProductsQuery = {
  products: {
    items: Array<{
      sku: string | null;
      related_products: Array<ProductCardFragment | null> | null;
      upsell_products: Array<ProductCardFragment | null> | null;
    } | null> | null;
  } | null;
};
