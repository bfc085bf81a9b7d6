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
  -- The applied coupon (coupons.code as stored), NULL without one.
  coupon_code TEXT,
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

-- Coupons of the store's cart price rules: configuration, not catalogue (a reseed never touches
-- them) and not written by shoppers; `times_used` grows with placed orders (orders issue).
-- Codes match case-insensitively, as in Magento's MySQL collation.
CREATE TABLE coupons (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  -- The rule's label, shown as the discount's label.
  label TEXT NOT NULL,
  -- Magento's simple actions: a percentage of each item, or a fixed amount off the whole cart.
  discount_type TEXT NOT NULL CHECK (discount_type IN ('by_percent', 'cart_fixed')),
  discount_amount REAL NOT NULL CHECK (discount_amount > 0 AND (discount_type <> 'by_percent' OR discount_amount <= 100)),
  -- Last day the coupon is valid (YYYY-MM-DD, inclusive), NULL = no end.
  to_date TEXT,
  -- Orders the coupon may be used for, NULL = unlimited.
  uses_per_coupon INTEGER CHECK (uses_per_coupon IS NULL OR uses_per_coupon > 0),
  times_used INTEGER NOT NULL DEFAULT 0 CHECK (times_used >= 0)
);
INSERT INTO coupons (code, label, discount_type, discount_amount, to_date, uses_per_coupon, times_used) VALUES
  ('SOODUS10', 'Soodustus 10%', 'by_percent', 10, NULL, NULL, 0),
  ('MIINUS20', 'Soodustus 20 €', 'cart_fixed', 20, NULL, NULL, 0),
  ('AEGUNUD', 'Aegunud kampaania', 'by_percent', 15, '2020-12-31', NULL, 0),
  ('KASUTATUD', 'Ühekordne kood', 'by_percent', 5, NULL, 1, 1);
