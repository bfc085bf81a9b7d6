import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { gql } from 'graphql-tag';
import type { ProductPageQuery, ProductPageQueryVariables } from '../generated/operations';
import { PRICE_RANGE_FRAGMENT } from './fragments';

/**
 * The product page (/p/{id}/{slug}), by url key: everything shown above the fold plus the
 * configurable options and each variant's price, stock, images and stock per store. Reviews,
 * related products and assembly services are separate documents, loaded after the page.
 * `items` is empty for an unknown url key (the page answers 404).
 */
export const PRODUCT_PAGE_QUERY = gql`
  query ProductPage($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        __typename
        uid
        id
        sku
        name
        url_key
        url_rewrites {
          url
        }
        meta_title
        meta_description
        stock_status
        only_x_left_in_stock
        tarneaeg
        has_assembly_services
        new_to_date
        review_count
        rating_summary
        price_range {
          ...PriceRangeFields
        }
        available_price_tiers {
          quantity
          discount {
            amount_off
            percent_off
          }
          final_price {
            value
            currency
          }
        }
        media_gallery {
          url
          label
          position
          disabled
        }
        small_image {
          url
          label
        }
        description {
          html
        }
        short_description {
          html
        }
        categories {
          uid
          name
          url_path
          url_suffix
          level
          breadcrumbs {
            category_uid
            category_name
            category_url_path
            category_level
          }
        }
        availability_in_stores {
          source_code
          source_name
          status
          qty
        }
        ... on GiftCardProduct {
          giftcard_type
        }
        ... on ConfigurableProduct {
          configurable_options {
            uid
            attribute_code
            label
            values {
              uid
              value_index
              label
              swatch_data {
                value
              }
            }
          }
          variants {
            attributes {
              code
              value_index
            }
            product {
              uid
              sku
              stock_status
              only_x_left_in_stock
              tarneaeg
              price_range {
                minimum_price {
                  ...ProductPriceFields
                }
              }
              small_image {
                url
                label
              }
              media_gallery {
                url
                label
                position
              }
              availability_in_stores {
                source_code
                source_name
                status
                qty
              }
            }
          }
        }
      }
    }
  }
  ${PRICE_RANGE_FRAGMENT}
` as TypedDocumentNode<ProductPageQuery, ProductPageQueryVariables>;

export type { ProductPageQuery, ProductPageQueryVariables };

// Names the product page and its tests use, derived from the generated result type.
/** One product of the page: a configurable product (options, variants) or any other type. */
export type ProductPageProduct = NonNullable<NonNullable<NonNullable<ProductPageQuery['products']>['items']>[number]>;
export type ProductPageConfigurable = Extract<ProductPageProduct, { __typename: 'ConfigurableProduct' }>;
/** Stock of one source (store or warehouse), as the product and each variant list it. */
export type StoreAvailability = NonNullable<NonNullable<ProductPageProduct['availability_in_stores']>[number]>;
