-- Gift cards, orders and the simulated payment provider (issue 7).
-- Money is stored in cents (INTEGER) so sums never drift; the GraphQL layer shows euros.

-- Gift card lines: a gift card product bought twice at different amounts is two lines (as Magento
-- keeps two quote items), so a line is unique per (cart, SKU, amount). SQLite cannot change a
-- table's UNIQUE constraint in place: the table is rebuilt with its rows (ids kept: they are the
-- lines' uids). `gift_card_amount` is 0 for every other product.
CREATE TABLE cart_items_new (
  id INTEGER PRIMARY KEY,
  cart_id INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  sku TEXT NOT NULL,
  parent_sku TEXT,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 10000),
  selected_options TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(selected_options)),
  -- The amount of one gift card, chosen by the shopper (cents, 10–5000 €); 0 for other products.
  gift_card_amount INTEGER NOT NULL DEFAULT 0 CHECK (gift_card_amount = 0 OR gift_card_amount BETWEEN 1000 AND 500000),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (cart_id, sku, gift_card_amount)
);
INSERT INTO cart_items_new (id, cart_id, sku, parent_sku, quantity, selected_options, created_at, updated_at)
  SELECT id, cart_id, sku, parent_sku, quantity, selected_options, created_at, updated_at FROM cart_items;
DROP TABLE cart_items;
ALTER TABLE cart_items_new RENAME TO cart_items;

-- Gift card accounts (Adobe Commerce's "gift card accounts"): store configuration like coupons,
-- untouched by a reseed. The balance can never go below 0: two orders spending the same card at
-- once cannot both take its last euros (the placement batch fails as a whole).
CREATE TABLE gift_card_accounts (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  balance INTEGER NOT NULL CHECK (balance >= 0),
  -- Last day the card may be used (YYYY-MM-DD, inclusive), NULL = no end.
  expires_on TEXT
);
INSERT INTO gift_card_accounts (code, balance, expires_on) VALUES
  ('KINKEKAART-25', 2500, '2099-12-31'),
  ('KINKEKAART-100', 10000, '2099-12-31'),
  ('KINKEKAART-5000', 500000, NULL),
  ('KINKEKAART-AEGUNUD', 5000, '2021-01-31'),
  ('KINKEKAART-KASUTATUD', 0, '2099-12-31');

-- Gift card codes applied to a cart (shopper data). What each pays is computed when the cart is
-- priced; it is fixed only when the order is placed.
CREATE TABLE cart_gift_cards (
  cart_id INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  code TEXT NOT NULL COLLATE NOCASE,
  applied_at TEXT NOT NULL,
  PRIMARY KEY (cart_id, code)
) WITHOUT ROWID;

-- Stock can never be oversold: a decrement that would take a source below zero aborts the
-- statement and with it the whole placement batch (one D1 transaction). An order's decrement of
-- the showroom asks for -1 when it would take the display piece (order-store.ts), so the same
-- guard keeps that piece. Raising stock (a cancelled order) is always allowed.
CREATE TRIGGER inventory_never_oversold BEFORE UPDATE OF qty ON inventory_source_items
WHEN NEW.qty < OLD.qty AND NEW.qty < 0
BEGIN
  SELECT RAISE(ABORT, 'INSUFFICIENT_STOCK');
END;

-- A coupon's uses never pass its limit, even when two orders use its last use at once.
CREATE TRIGGER coupon_uses_limited BEFORE UPDATE OF times_used ON coupons
WHEN NEW.times_used > OLD.times_used AND NEW.uses_per_coupon IS NOT NULL AND NEW.times_used > NEW.uses_per_coupon
BEGIN
  SELECT RAISE(ABORT, 'COUPON_USED_UP');
END;

-- Orders (shopper data): everything the order history and the thank-you page show, copied from
-- the priced cart at placement, so a later price or catalogue change never alters an order.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  -- Magento's increment id: nine digits, '000000001'.
  number TEXT NOT NULL UNIQUE,
  -- The guest's key to the order (guestOrderByToken); random, never derived from the number.
  token TEXT NOT NULL UNIQUE,
  cart_id INTEGER NOT NULL,
  cart_masked_id TEXT NOT NULL,
  customer_id INTEGER,
  email TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending_payment', 'processing', 'canceled')),
  currency TEXT NOT NULL DEFAULT 'EUR',
  subtotal_incl_tax INTEGER NOT NULL,
  subtotal_excl_tax INTEGER NOT NULL,
  discount INTEGER NOT NULL,
  discount_label TEXT,
  coupon_code TEXT,
  shipping INTEGER NOT NULL,
  -- Assembly, utilisation and other fees of delivery services (VAT included).
  services INTEGER NOT NULL DEFAULT 0,
  tax INTEGER NOT NULL,
  giftcards_amount INTEGER NOT NULL DEFAULT 0,
  grand_total INTEGER NOT NULL CHECK (grand_total >= 0),
  carrier TEXT,
  shipping_method TEXT,
  shipping_address TEXT CHECK (shipping_address IS NULL OR json_valid(shipping_address)),
  billing_address TEXT CHECK (billing_address IS NULL OR json_valid(billing_address)),
  payment_method_code TEXT NOT NULL,
  payment_method_title TEXT NOT NULL,
  -- JSON [{code, amount}] of the gift card accounts the order spent (given back on cancel).
  gift_cards TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(gift_cards)),
  -- JSON [{sku, source_code, qty}] of the stock the order took (given back on cancel).
  stock_taken TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(stock_taken)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- placeOrder is idempotent per cart: one open order per cart (a replay finds it). A cancelled
-- order's cart is active again and may be ordered anew.
CREATE UNIQUE INDEX orders_one_open_per_cart ON orders (cart_id) WHERE status <> 'canceled';
CREATE INDEX orders_by_customer ON orders (customer_id, created_at) WHERE customer_id IS NOT NULL;

CREATE TABLE order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  -- The base product (a configurable product's parent) as the order history shows it.
  product_sku TEXT NOT NULL,
  -- What was bought: the variant's SKU for a configurable product, else product_sku.
  variant_sku TEXT NOT NULL,
  product_name TEXT NOT NULL,
  product_type TEXT NOT NULL,
  product_url_key TEXT,
  product_image_url TEXT,
  -- One piece, VAT included, before the discount (cents).
  sale_price INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  row_total INTEGER NOT NULL,
  discount INTEGER NOT NULL DEFAULT 0,
  gift_card_amount INTEGER NOT NULL DEFAULT 0,
  selected_options TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(selected_options))
);
CREATE INDEX order_items_by_order ON order_items (order_id, position);

-- The payment provider's own records (a separate system in real life: Montonio, Maksekeskus,
-- a bank link). One payment session per order attempt; `status` is the provider's outcome.
CREATE TABLE payment_sessions (
  id TEXT PRIMARY KEY,
  order_number TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  merchant TEXT NOT NULL,
  method_title TEXT NOT NULL,
  -- Given by the shop when it creates the payment: where the provider sends its signed
  -- notification, and where it returns the browser after a payment and after a cancellation.
  notify_url TEXT NOT NULL,
  return_url TEXT NOT NULL,
  cancel_url TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'cancelled', 'declined')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX payment_sessions_by_order ON payment_sessions (order_number);
-- One open session per order: replays of placeOrder at the same moment all get the same page.
CREATE UNIQUE INDEX payment_sessions_one_pending ON payment_sessions (order_number) WHERE status = 'pending';

-- Notifications the shop accepted from the provider: a nonce is accepted once, so a replayed
-- notification is refused and changes nothing.
CREATE TABLE payment_notifications (
  nonce TEXT PRIMARY KEY,
  order_number TEXT NOT NULL,
  status TEXT NOT NULL,
  amount INTEGER NOT NULL,
  received_at TEXT NOT NULL
) WITHOUT ROWID;

-- An order leaves pending_payment once (paid → processing, cancelled or declined → canceled) and
-- never changes status otherwise: a second settlement aborts its whole batch, so what a
-- cancellation gives back (stock, gift card balances, coupon use) is given back once.
CREATE TRIGGER order_status_settles_once BEFORE UPDATE OF status ON orders
WHEN NOT (OLD.status = 'pending_payment' AND NEW.status IN ('processing', 'canceled'))
BEGIN
  SELECT RAISE(ABORT, 'ORDER_NOT_PENDING');
END;
