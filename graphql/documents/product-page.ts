import { ProductPageDocument } from '../generated/operations';
import type { ProductPageQuery, ProductPageQueryVariables } from '../generated/operations';

/**
 * The product page (/p/{id}/{slug}), by url key: everything shown above the fold plus the
 * configurable options and each variant's price, stock, images and stock per store. Reviews,
 * related products and assembly services are separate documents, loaded after the page.
 * `items` is empty for an unknown url key (the page answers 404).
 */
export const PRODUCT_PAGE_QUERY = ProductPageDocument;

export type { ProductPageQuery, ProductPageQueryVariables };

// Names the product page and its tests use, derived from the generated result type.
/** One product of the page: a configurable product (options, variants) or any other type. */
export type ProductPageProduct = NonNullable<NonNullable<NonNullable<ProductPageQuery['products']>['items']>[number]>;
export type ProductPageConfigurable = Extract<ProductPageProduct, { __typename: 'ConfigurableProduct' }>;
/** Stock of one source (store or warehouse), as the product and each variant list it. */
export type StoreAvailability = NonNullable<NonNullable<ProductPageProduct['availability_in_stores']>[number]>;
