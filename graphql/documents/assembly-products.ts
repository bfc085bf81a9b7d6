import { AssemblyProductsDocument } from '../generated/operations';
import type { AssemblyProductsMutation, AssemblyProductsMutationVariables } from '../generated/operations';

/**
 * Assembly and utilisation services offered for a product (the store's extension mutation
 * getAssemblyProducts, aliased `assemblyProducts`; POST). An empty `items` list means none are
 * offered: the storefront shows 'Something went wrong'. An unknown SKU is a
 * graphql-no-such-entity error.
 */
export const ASSEMBLY_PRODUCTS_MUTATION = AssemblyProductsDocument;

export type { AssemblyProductsMutation, AssemblyProductsMutationVariables };
