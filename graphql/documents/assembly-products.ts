import type { TypedQueryDocumentNode } from 'graphql';
import { gql } from 'graphql-tag';
import { PRICE_RANGE_FRAGMENT, type ProductPrice } from './fragments';

/**
 * Assembly and utilisation services offered for a product (the store's extension mutation
 * getAssemblyProducts, aliased `assemblyProducts`; POST). An empty `items` list means none are
 * offered: the storefront shows 'Something went wrong'. An unknown SKU is a
 * graphql-no-such-entity error.
 */
export const ASSEMBLY_PRODUCTS_MUTATION = gql`
  mutation AssemblyProducts($sku: String!) {
    assemblyProducts: getAssemblyProducts(sku: $sku) {
      items {
        uid
        sku
        name
        price_range {
          ...PriceRangeFields
        }
      }
    }
  }
  ${PRICE_RANGE_FRAGMENT}
` as TypedQueryDocumentNode<AssemblyProductsMutation, AssemblyProductsMutationVariables>;

export type AssemblyProductsMutationVariables = { sku: string };

export type AssemblyProduct = {
  uid: string;
  sku: string | null;
  name: string | null;
  price_range: { minimum_price: ProductPrice; maximum_price: ProductPrice | null };
};

export type AssemblyProductsMutation = {
  assemblyProducts: { items: Array<AssemblyProduct | null> | null } | null;
};
