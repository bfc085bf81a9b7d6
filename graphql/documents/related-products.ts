import { RelatedProductsDocument } from '../generated/operations';
import type { RelatedProductsQuery, RelatedProductsQueryVariables } from '../generated/operations';

/** Related products and upsells (pricier alternatives) of one product (by SKU or url key), as product cards. */
export const RELATED_PRODUCTS_QUERY = RelatedProductsDocument;

export type { RelatedProductsQuery, RelatedProductsQueryVariables };
