import { CategoryProductsDocument } from '../generated/operations';
import type { CategoryProductsQuery, CategoryProductsQueryVariables } from '../generated/operations';

/**
 * A product listing page: category pages (filter.category_uid), search (search) and campaign
 * pages, with the facets (aggregations) and sort options for the toolbar.
 */
export const CATEGORY_PRODUCTS_QUERY = CategoryProductsDocument;

export type { CategoryProductsQuery, CategoryProductsQueryVariables };
