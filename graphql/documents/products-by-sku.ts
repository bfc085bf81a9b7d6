import { ProductsBySkuDocument } from '../generated/operations';
import type { ProductsBySkuQuery, ProductsBySkuQueryVariables } from '../generated/operations';

/**
 * Product cards by SKU (recently viewed, additional products). Order is the catalogue's, not
 * the order asked for; unknown SKUs are left out.
 */
export const PRODUCTS_BY_SKU_QUERY = ProductsBySkuDocument;

export type { ProductsBySkuQuery, ProductsBySkuQueryVariables };
