import { gql } from 'graphql-tag';

/** Money as Magento returns it; both parts are nullable in the schema. */
export type Money = { value: number | null; currency: string | null };

export type ProductPrice = { regular_price: Money; final_price: Money };

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

export type ProductTypename =
  | 'SimpleProduct'
  | 'ConfigurableProduct'
  | 'BundleProduct'
  | 'GroupedProduct'
  | 'DownloadableProduct'
  | 'VirtualProduct'
  | 'GiftCardProduct';

export type ProductCardFragment = {
  __typename: ProductTypename;
  uid: string;
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_rewrites: Array<{ url: string | null } | null> | null;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  only_x_left_in_stock: number | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: { minimum_price: ProductPrice; maximum_price: ProductPrice | null };
};

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

export type MenuCategoryFragment = {
  uid: string;
  id: number | null;
  name: string | null;
  url_path: string | null;
  url_suffix: string | null;
  include_in_menu: number | null;
  position: number | null;
  product_count: number | null;
};
