-- Carts are shopper data (like shopper_reviews): a reseed of the catalogue never touches them.
-- Items are keyed by SKU (the variant's, with its configurable parent's SKU beside it), never by
-- catalogue row ids, and there is no foreign key into the catalogue tables a reseed refills.
-- Prices are not stored: a cart is priced from the catalogue each time it is read, as Magento
-- recollects a quote's totals.
CREATE TABLE carts (
  id INTEGER PRIMARY KEY,
  -- Magento's masked quote id: 32 random letters and digits, the only id a guest ever sees.
  masked_id TEXT NOT NULL UNIQUE CHECK (length(masked_id) = 32 AND masked_id NOT GLOB '*[^A-Za-z0-9]*'),
  -- Filled by the accounts issue; NULL for a guest's cart.
  customer_id INTEGER,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  -- A guest's e-mail (setGuestEmailOnCart), stored as typed; 254 characters at most (RFC 5321).
  email TEXT CHECK (email IS NULL OR length(email) <= 254),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX carts_by_customer ON carts (customer_id, is_active) WHERE customer_id IS NOT NULL;

CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY,
  cart_id INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  -- What is bought: a simple product's SKU, or the chosen variant's SKU of a configurable one.
  sku TEXT NOT NULL,
  -- The configurable product's SKU when `sku` is one of its variants, else NULL.
  parent_sku TEXT,
  -- Whole pieces only (furniture is not sold by the metre); Magento's max sale qty is 10000.
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 10000),
  -- JSON array of the selected option uids as sent (ConfigurableProductOptionsValues.uid), '[]' without.
  selected_options TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(selected_options)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  -- One line per product in a cart: adding it again raises the line's quantity, as Magento does.
  UNIQUE (cart_id, sku)
);
