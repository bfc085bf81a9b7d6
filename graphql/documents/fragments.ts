import { gql } from 'graphql-tag';

export type {
  MenuCategoryFragment,
  PriceRangeFieldsFragment,
  ProductCardFragment,
  ProductPriceFieldsFragment,
} from '../generated/operations';

/** Regular and final price of one end of a price range. */
export const PRODUCT_PRICE_FRAGMENT = gql`
  fragment ProductPriceFields on ProductPrice {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
  }
`;

/** A product's lowest and highest price (configurables span their variants). */
export const PRICE_RANGE_FRAGMENT = gql`
  fragment PriceRangeFields on PriceRange {
    minimum_price {
      ...ProductPriceFields
    }
    maximum_price {
      ...ProductPriceFields
    }
  }
  ${PRODUCT_PRICE_FRAGMENT}
`;

/** The product fields every product card (listing, search, carousels) needs. */
export const PRODUCT_CARD_FRAGMENT = gql`
  fragment ProductCard on ProductInterface {
    __typename
    uid
    id
    sku
    name
    url_key
    url_rewrites {
      url
    }
    stock_status
    only_x_left_in_stock
    small_image {
      url
      label
    }
    price_range {
      ...PriceRangeFields
    }
  }
  ${PRICE_RANGE_FRAGMENT}
`;

/** Category fields shown in the mega menu at every level. */
export const MENU_CATEGORY_FRAGMENT = gql`
  fragment MenuCategory on CategoryTree {
    uid
    id
    name
    url_path
    url_suffix
    include_in_menu
    position
    product_count
  }
`;
