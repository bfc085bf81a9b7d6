-- Product page and search (issue 3): related/upsell links, tier prices, review ratings,
-- assembly services and popular search terms. 0001 is left as applied; the search index itself
-- (products_fts, FTS5 over name, SKU, category names and description) was created there.

-- Magento's catalog_product_link for the two link types the product page shows, in display order.
CREATE TABLE product_links (
  product_id INTEGER NOT NULL REFERENCES products (id),
  link_type TEXT NOT NULL CHECK (link_type IN ('related', 'upsell')),
  position INTEGER NOT NULL,
  linked_product_id INTEGER NOT NULL REFERENCES products (id),
  PRIMARY KEY (product_id, link_type, position)
) WITHOUT ROWID;

-- Quantity discounts for all customer groups (catalog_product_entity_tier_price): from `qty`
-- items on, each costs `value`.
CREATE TABLE product_tier_prices (
  product_id INTEGER NOT NULL REFERENCES products (id),
  qty REAL NOT NULL,
  value REAL NOT NULL,
  PRIMARY KEY (product_id, qty)
) WITHOUT ROWID;

-- Review rating aspects and the values each can take (Magento's rating, rating_option).
-- review_ratings (0001) names the aspect, so a review keeps its breakdown if an aspect is renamed.
CREATE TABLE ratings (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE rating_options (
  id INTEGER PRIMARY KEY,
  rating_id INTEGER NOT NULL REFERENCES ratings (id),
  value INTEGER NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX rating_options_by_rating ON rating_options (rating_id, position);

-- Assembly and utilisation services (the getAssemblyProducts extension). A product is offered
-- the services of every category it is listed in, so one row per category covers its subtree.
CREATE TABLE assembly_services (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  price REAL NOT NULL,
  special_price REAL
);
CREATE TABLE category_assembly_services (
  category_id INTEGER NOT NULL REFERENCES categories (id),
  service_id INTEGER NOT NULL REFERENCES assembly_services (id),
  position INTEGER NOT NULL,
  PRIMARY KEY (category_id, service_id)
) WITHOUT ROWID;

-- Popular search terms, shown by the header search while the input is empty (GET /klevu/settings).
CREATE TABLE search_terms (
  term TEXT PRIMARY KEY,
  popularity INTEGER NOT NULL
) WITHOUT ROWID;

-- Search reads each match's final price and creation date (filters, sorts, facets) from this
-- narrow index instead of the wide product row: at 50 000 products a broad term matches 10 000
-- or more, and this makes reading them about 3× faster (queries name it with INDEXED BY).
CREATE INDEX products_search ON products (id, min_final, created_at);
