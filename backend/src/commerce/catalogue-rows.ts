// Row shapes of the catalogue tables (backend/migrations/0001_init.sql) as resolvers see them.

export type CategoryRow = {
  id: number;
  parent_id: number | null;
  path: string;
  level: number;
  position: number;
  name: string;
  url_key: string | null;
  url_path: string | null;
  description: string | null;
  include_in_menu: number;
  is_active: number;
  product_count: number;
};

export type ProductRow = {
  id: number;
  sku: string;
  type_id: 'simple' | 'configurable' | 'giftcard';
  parent_id: number | null;
  visibility: number;
  name: string;
  url_key: string;
  description: string | null;
  short_description: string | null;
  price: number;
  special_price: number | null;
  min_regular: number;
  min_final: number;
  max_regular: number;
  max_final: number;
  weight: number | null;
  color_id: number | null;
  material_id: number | null;
  size_id: number | null;
  image: string | null;
  stock_status: number;
  salable_qty: number;
  only_x_left_in_stock: number | null;
  tarneaeg: string | null;
  new_from_date: string | null;
  new_to_date: string | null;
  rating_summary: number;
  review_count: number;
  created_at: string;
  giftcard_amounts: string | null;
  open_amount_min: number | null;
  open_amount_max: number | null;
};

export type MediaRow = { product_id: number; file: string; label: string | null; position: number; disabled: number };
export type SourceItemRow = { product_id: number; source_code: string; name: string; status: number; qty: number };
export type AttributeRow = { id: number; code: string; label: string; position: number };
export type AttributeOptionRow = { id: number; attribute_code: string; label: string; swatch: string | null; position: number };

/**
 * Set by route() on the entity it found: the url it was reached by, and the redirect code when
 * that url has moved (RoutableInterface.relative_url / redirect_code).
 */
export type Routed = { __route?: { relative_url: string; redirect_code: number } };

/** What a product type's field resolvers get: the row, with its route when `route` found it. */
export type RoutedProduct = ProductRow & Routed;
/** What CategoryTree's field resolvers get. */
export type RoutedCategory = CategoryRow & Routed;
/** What `route` answers (RoutableInterface). */
export type Routable = RoutedProduct | RoutedCategory;
