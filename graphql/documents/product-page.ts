import type { TypedQueryDocumentNode } from 'graphql';
import { gql } from 'graphql-tag';
import { PRICE_RANGE_FRAGMENT, type Money, type ProductPrice, type ProductTypename } from './fragments';

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
` as TypedQueryDocumentNode<ProductPageQuery, ProductPageQueryVariables>;

export type ProductPageQueryVariables = { urlKey: string };

export type StoreAvailability = { source_code: string | null; source_name: string | null; status: boolean | null; qty: number | null };

export type ProductImageData = { url: string | null; label: string | null };

/** A quantity discount: from `quantity` items on, each costs `final_price`. */
export type PriceTier = {
  quantity: number | null;
  discount: { amount_off: number | null; percent_off: number | null } | null;
  final_price: Money | null;
};

export type ProductPageCategory = {
  uid: string;
  name: string | null;
  url_path: string | null;
  url_suffix: string | null;
  level: number | null;
  /** Ancestors below the store root, top first; null for a top-level category. */
  breadcrumbs: Array<{
    category_uid: string;
    category_name: string | null;
    category_url_path: string | null;
    category_level: number | null;
  } | null> | null;
};

export type ProductPageBase = {
  uid: string;
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_rewrites: Array<{ url: string | null } | null> | null;
  meta_title: string | null;
  meta_description: string | null;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  only_x_left_in_stock: number | null;
  /** Delivery-time text; 'müük ainult laoseisust' = no more than the stock can be ordered. */
  tarneaeg: string | null;
  /** 1 when assembly or utilisation services are offered for the product (extensions.graphqls). */
  has_assembly_services: number | null;
  /** 'YYYY-MM-DD HH:MM:SS'; the product counts as new until then. */
  new_to_date: string | null;
  review_count: number;
  /** Average rating in percent (5 stars = 100); 0 without reviews. */
  rating_summary: number;
  price_range: { minimum_price: ProductPrice; maximum_price: ProductPrice | null };
  available_price_tiers: Array<PriceTier | null> | null;
  media_gallery: Array<{ url: string | null; label: string | null; position: number | null; disabled: boolean | null } | null> | null;
  small_image: ProductImageData | null;
  description: { html: string } | null;
  short_description: { html: string } | null;
  categories: Array<ProductPageCategory | null> | null;
  availability_in_stores: Array<StoreAvailability | null> | null;
};

export type ConfigurableOption = {
  uid: string;
  attribute_code: string | null;
  label: string | null;
  values: Array<{
    uid: string | null;
    value_index: number | null;
    label: string | null;
    /** Colour swatches carry '#rrggbb', others the label. */
    swatch_data: { value: string | null } | null;
  } | null> | null;
};

export type ProductVariant = {
  /** One entry per configurable option: `code` = attribute_code, `value_index` = the chosen value. */
  attributes: Array<{ code: string | null; value_index: number | null } | null> | null;
  product: {
    uid: string;
    sku: string | null;
    stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
    only_x_left_in_stock: number | null;
    tarneaeg: string | null;
    price_range: { minimum_price: ProductPrice };
    small_image: ProductImageData | null;
    media_gallery: Array<{ url: string | null; label: string | null; position: number | null } | null> | null;
    availability_in_stores: Array<StoreAvailability | null> | null;
  } | null;
};

export type ProductPageConfigurable = ProductPageBase & {
  __typename: 'ConfigurableProduct';
  configurable_options: Array<ConfigurableOption | null> | null;
  variants: Array<ProductVariant | null> | null;
};

export type ProductPageSimple = ProductPageBase & { __typename: Exclude<ProductTypename, 'ConfigurableProduct'> };

export type ProductPageProduct = ProductPageConfigurable | ProductPageSimple;

export type ProductPageQuery = {
  products: { items: Array<ProductPageProduct | null> | null } | null;
};
