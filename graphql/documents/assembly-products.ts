import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type { AssemblyProductsMutation, AssemblyProductsMutationVariables } from '../generated/operations';
import { PRICE_RANGE_FRAGMENT } from './fragments';

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
` as TypedDocumentNode<AssemblyProductsMutation, AssemblyProductsMutationVariables>;

export type { AssemblyProductsMutation, AssemblyProductsMutationVariables };
