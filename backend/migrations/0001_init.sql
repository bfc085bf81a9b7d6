-- Reference backend catalogue (Magento-shaped, flattened for D1/SQLite).
-- Filled by backend/src/seed/ on the first request; every listing query reads through the
-- indexes below, so a category page stays an index range scan at 50 000 products.

-- Seed state and lock (see backend/src/seed/ensure-seeded.ts).
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- Magento's core_config_data for the one store view, keyed by the StoreConfig field name.
CREATE TABLE store_config (
  path TEXT PRIMARY KEY,
  value TEXT
);

-- Category tree as in Magento: id 1 is the root catalog, 2 the store's root category,
-- path = ids from the root ('1/2/5/17'), level 2 = top menu entries.
CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories (id),
  path TEXT NOT NULL,
  level INTEGER NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  url_key TEXT,
  url_path TEXT,
  description TEXT,
  include_in_menu INTEGER NOT NULL DEFAULT 1,
  is_active INTEGER NOT NULL DEFAULT 1,
  -- visible products in the category or below it (anchor categories), filled after seeding
  product_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX categories_by_parent ON categories (parent_id, position);
CREATE UNIQUE INDEX categories_by_url_path ON categories (url_path);
CREATE INDEX categories_by_url_key ON categories (url_key);

-- Filterable attributes (aggregation labels) and their options (colour swatches as hex).
CREATE TABLE attributes (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  label TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE TABLE attribute_options (
  id INTEGER PRIMARY KEY,
  attribute_code TEXT NOT NULL REFERENCES attributes (code),
  label TEXT NOT NULL,
  swatch TEXT,
  position INTEGER NOT NULL
);
CREATE INDEX attribute_options_by_code ON attribute_options (attribute_code, position);

-- Products, variants included. visibility as Magento: 1 = variant (not visible on its own),
-- 4 = catalogue and search. The price columns are the price_range, precomputed: for a
-- configurable product the lowest and highest of its variants.
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  type_id TEXT NOT NULL CHECK (type_id IN ('simple', 'configurable', 'giftcard')),
  parent_id INTEGER REFERENCES products (id),
  visibility INTEGER NOT NULL,
  name TEXT NOT NULL,
  url_key TEXT NOT NULL UNIQUE,
  description TEXT,
  short_description TEXT,
  price REAL NOT NULL,
  special_price REAL,
  min_regular REAL NOT NULL,
  min_final REAL NOT NULL,
  max_regular REAL NOT NULL,
  max_final REAL NOT NULL,
  weight REAL,
  color_id INTEGER,
  material_id INTEGER,
  size_id INTEGER,
  image TEXT,
  stock_status INTEGER NOT NULL,
  salable_qty REAL NOT NULL DEFAULT 0,
  only_x_left_in_stock REAL,
  tarneaeg TEXT,
  new_from_date TEXT,
  new_to_date TEXT,
  rating_summary REAL NOT NULL DEFAULT 0,
  review_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  giftcard_amounts TEXT,
  open_amount_min REAL,
  open_amount_max REAL
);
CREATE INDEX products_by_parent ON products (parent_id);
CREATE INDEX products_by_visibility_price ON products (visibility, min_final);
CREATE INDEX products_by_visibility_name ON products (visibility, name);

-- Which attributes a configurable product varies on (its configurable_options).
CREATE TABLE configurable_attributes (
  product_id INTEGER NOT NULL REFERENCES products (id),
  attribute_code TEXT NOT NULL REFERENCES attributes (code),
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, attribute_code)
) WITHOUT ROWID;

-- Category membership as Magento's index: a product appears in its category and every
-- ancestor (anchor categories); is_direct marks the assigned one. position orders listings.
-- min_final repeats the product's price so a category page counts, sorts and buckets prices
-- from these covering indexes without reading the product rows.
CREATE TABLE category_products (
  category_id INTEGER NOT NULL REFERENCES categories (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  position INTEGER NOT NULL,
  is_direct INTEGER NOT NULL,
  min_final REAL NOT NULL,
  PRIMARY KEY (category_id, product_id)
) WITHOUT ROWID;
CREATE INDEX category_products_by_position ON category_products (category_id, position, product_id);
CREATE INDEX category_products_by_price ON category_products (category_id, min_final, product_id);
CREATE INDEX category_products_by_product ON category_products (product_id, is_direct);

-- Filterable option values per visible product (a configurable one carries its variants'
-- values), as Magento's catalog_product_index_eav: filters and aggregations read only this.
CREATE TABLE product_attribute_index (
  attribute_code TEXT NOT NULL,
  option_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  PRIMARY KEY (attribute_code, option_id, product_id)
) WITHOUT ROWID;
CREATE INDEX product_attribute_index_by_product ON product_attribute_index (product_id, attribute_code);

-- Option counts per category for an unfiltered category page (its facets), filled after seeding.
CREATE TABLE category_facets (
  category_id INTEGER NOT NULL,
  attribute_code TEXT NOT NULL,
  option_id INTEGER NOT NULL,
  product_count INTEGER NOT NULL,
  PRIMARY KEY (category_id, attribute_code, option_id)
) WITHOUT ROWID;

CREATE TABLE product_media (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id),
  file TEXT NOT NULL,
  label TEXT,
  position INTEGER NOT NULL,
  disabled INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_media_by_product ON product_media (product_id, position);

-- Inventory sources (pea, rain, muugisaal = the showroom, vaike) and stock per source.
-- A configurable product's rows are its variants' totals.
CREATE TABLE inventory_sources (
  source_code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  is_showroom INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL
);
CREATE TABLE inventory_source_items (
  product_id INTEGER NOT NULL REFERENCES products (id),
  source_code TEXT NOT NULL REFERENCES inventory_sources (source_code),
  status INTEGER NOT NULL,
  qty REAL NOT NULL,
  PRIMARY KEY (product_id, source_code)
) WITHOUT ROWID;

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id),
  nickname TEXT NOT NULL,
  summary TEXT NOT NULL,
  text TEXT NOT NULL,
  average_rating REAL NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX reviews_by_product ON reviews (product_id, created_at);
CREATE TABLE review_ratings (
  review_id INTEGER NOT NULL REFERENCES reviews (id),
  rating_name TEXT NOT NULL,
  value INTEGER NOT NULL,
  PRIMARY KEY (review_id, rating_name)
) WITHOUT ROWID;

CREATE TABLE cms_blocks (
  identifier TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1
);

-- request_path with its suffix, as Magento stores it ('diivanid/nurgadiivanid.html').
-- redirect_type 0 = the entity's own url, 301/302 = redirect to target_path.
CREATE TABLE url_rewrites (
  request_path TEXT PRIMARY KEY,
  entity_type TEXT NOT NULL CHECK (entity_type IN ('category', 'product', 'cms-page')),
  entity_id INTEGER NOT NULL,
  target_path TEXT NOT NULL,
  redirect_type INTEGER NOT NULL DEFAULT 0,
  category_id INTEGER
) WITHOUT ROWID;
CREATE INDEX url_rewrites_by_entity ON url_rewrites (entity_type, entity_id);

-- Full-text search over visible products (rowid = products.id). Contentless: the text lives in
-- products; remove_diacritics lets 'moobel' find 'mööbel'.
CREATE VIRTUAL TABLE products_fts USING fts5 (
  name, sku, categories, description,
  content = '',
  tokenize = 'unicode61 remove_diacritics 2'
);
