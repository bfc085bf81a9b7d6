-- Refunds (issue 10, `refund`): Magento's credit memos, written by POST /rest/V1/order/{id}/refund
-- (backend/src/commerce/credit-memos/). Money in cents, as every order amount.

-- Orders gain Magento's `closed` state (everything paid was refunded) and what has been refunded
-- so far. SQLite cannot change a CHECK in place: both order tables are rebuilt with their rows and
-- ids, order_items first (pointing at the new table) so dropping the old orders table cascades to
-- nothing (as 0009 did).
CREATE TABLE orders_new (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  token TEXT NOT NULL UNIQUE,
  cart_id INTEGER NOT NULL,
  cart_masked_id TEXT NOT NULL,
  customer_id INTEGER,
  email TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending_payment', 'pending', 'processing', 'complete', 'canceled', 'closed')),
  currency TEXT NOT NULL DEFAULT 'EUR',
  subtotal_incl_tax INTEGER NOT NULL,
  subtotal_excl_tax INTEGER NOT NULL,
  discount INTEGER NOT NULL,
  discount_label TEXT,
  coupon_code TEXT,
  shipping INTEGER NOT NULL,
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
  gift_cards TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(gift_cards)),
  stock_taken TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(stock_taken)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  marketing_consent INTEGER NOT NULL DEFAULT 0 CHECK (marketing_consent IN (0, 1)),
  -- Magento's total_refunded (what credit memos gave back, never more than was paid: two refunds
  -- at once cannot both take the last euros, the second batch fails as a whole), and its parts
  -- that are refunded once: shipping_refunded, the delivery services and gift card amounts (with
  -- the credit memo that refunds the last pieces) and adjustment_negative (fees kept back).
  total_refunded INTEGER NOT NULL DEFAULT 0 CHECK (total_refunded >= 0 AND total_refunded <= grand_total),
  shipping_refunded INTEGER NOT NULL DEFAULT 0 CHECK (shipping_refunded >= 0 AND shipping_refunded <= shipping),
  services_refunded INTEGER NOT NULL DEFAULT 0 CHECK (services_refunded IN (0, 1)),
  adjustment_negative INTEGER NOT NULL DEFAULT 0
);
INSERT INTO orders_new (id, number, token, cart_id, cart_masked_id, customer_id, email, status, currency, subtotal_incl_tax,
  subtotal_excl_tax, discount, discount_label, coupon_code, shipping, services, tax, giftcards_amount, grand_total, carrier,
  shipping_method, shipping_address, billing_address, payment_method_code, payment_method_title, gift_cards, stock_taken,
  created_at, updated_at, marketing_consent)
SELECT id, number, token, cart_id, cart_masked_id, customer_id, email, status, currency, subtotal_incl_tax,
  subtotal_excl_tax, discount, discount_label, coupon_code, shipping, services, tax, giftcards_amount, grand_total, carrier,
  shipping_method, shipping_address, billing_address, payment_method_code, payment_method_title, gift_cards, stock_taken,
  created_at, updated_at, marketing_consent FROM orders;

CREATE TABLE order_items_new (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders_new (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  product_sku TEXT NOT NULL,
  variant_sku TEXT NOT NULL,
  product_name TEXT NOT NULL,
  product_type TEXT NOT NULL,
  product_url_key TEXT,
  product_image_url TEXT,
  sale_price INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  row_total INTEGER NOT NULL,
  discount INTEGER NOT NULL DEFAULT 0,
  gift_card_amount INTEGER NOT NULL DEFAULT 0,
  selected_options TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(selected_options)),
  -- Magento's qty_refunded: never more than was ordered (a concurrent refund's batch fails).
  qty_refunded INTEGER NOT NULL DEFAULT 0 CHECK (qty_refunded >= 0 AND qty_refunded <= quantity)
);
INSERT INTO order_items_new (id, order_id, position, product_sku, variant_sku, product_name, product_type, product_url_key,
  product_image_url, sale_price, quantity, row_total, discount, gift_card_amount, selected_options)
SELECT id, order_id, position, product_sku, variant_sku, product_name, product_type, product_url_key,
  product_image_url, sale_price, quantity, row_total, discount, gift_card_amount, selected_options FROM order_items;

DROP TABLE order_items;
DROP TABLE orders;
ALTER TABLE orders_new RENAME TO orders;
ALTER TABLE order_items_new RENAME TO order_items;
CREATE UNIQUE INDEX orders_one_open_per_cart ON orders (cart_id) WHERE status <> 'canceled';
CREATE INDEX orders_by_customer ON orders (customer_id, created_at) WHERE customer_id IS NOT NULL;
CREATE INDEX order_items_by_order ON order_items (order_id, position);
-- As before (0006, 0009): an order leaves pending_payment once; besides, a paid order (processing
-- or complete) may be closed by the credit memo that refunds what is left of it (Magento's
-- OrderStateResolver). A closed or cancelled order never changes again.
CREATE TRIGGER order_status_settles_once BEFORE UPDATE OF status ON orders
WHEN NOT (
  (OLD.status = 'pending_payment' AND NEW.status IN ('processing', 'canceled'))
  OR (OLD.status IN ('processing', 'complete') AND NEW.status = 'closed')
  OR (OLD.status = NEW.status AND OLD.status IN ('processing', 'complete'))
)
BEGIN
  SELECT RAISE(ABORT, 'ORDER_NOT_PENDING');
END;

-- Credit memos (Magento's sales_creditmemo): a refund of some or all of an order's pieces,
-- shipping and adjustments. `number` is the increment id ('000000001'), as an order's.
CREATE TABLE credit_memos (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  currency TEXT NOT NULL DEFAULT 'EUR',
  -- The refunded pieces before discounts, VAT taken out (Magento's subtotal) and included.
  subtotal_excl_tax INTEGER NOT NULL,
  subtotal_incl_tax INTEGER NOT NULL,
  discount INTEGER NOT NULL DEFAULT 0,
  shipping INTEGER NOT NULL DEFAULT 0,
  services INTEGER NOT NULL DEFAULT 0,
  giftcards_amount INTEGER NOT NULL DEFAULT 0,
  adjustment_positive INTEGER NOT NULL DEFAULT 0 CHECK (adjustment_positive >= 0),
  adjustment_negative INTEGER NOT NULL DEFAULT 0 CHECK (adjustment_negative >= 0),
  tax INTEGER NOT NULL,
  grand_total INTEGER NOT NULL CHECK (grand_total > 0),
  -- Order item ids whose pieces went back to stock (return_to_stock_items).
  returned_to_stock TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(returned_to_stock)),
  created_at TEXT NOT NULL
);
CREATE INDEX credit_memos_by_order ON credit_memos (order_id, id);

CREATE TABLE credit_memo_items (
  id INTEGER PRIMARY KEY,
  credit_memo_id INTEGER NOT NULL REFERENCES credit_memos (id) ON DELETE CASCADE,
  order_item_id INTEGER NOT NULL REFERENCES order_items (id) ON DELETE CASCADE,
  qty INTEGER NOT NULL CHECK (qty > 0),
  -- One piece and the row, VAT included, before the discount; the row's share of the discount.
  price INTEGER NOT NULL,
  row_total INTEGER NOT NULL,
  discount INTEGER NOT NULL DEFAULT 0,
  tax INTEGER NOT NULL
);
CREATE INDEX credit_memo_items_by_memo ON credit_memo_items (credit_memo_id, id);

-- The refund webhook's deliveries to the storefront (development log, as cms_webhook_deliveries).
CREATE TABLE refund_webhook_deliveries (
  id INTEGER PRIMARY KEY,
  credit_memo_id INTEGER NOT NULL,
  url TEXT NOT NULL,
  status INTEGER,
  error TEXT,
  attempts INTEGER NOT NULL,
  payload TEXT NOT NULL CHECK (json_valid(payload)),
  created_at TEXT NOT NULL
);

-- The development stand-in for GA4's Measurement Protocol collector (/ga/mp/collect): the hits
-- it received, so tests and developers see what the storefront sent without Google.
CREATE TABLE ga_mp_hits (
  id INTEGER PRIMARY KEY,
  measurement_id TEXT,
  api_secret TEXT,
  body TEXT NOT NULL,
  received_at TEXT NOT NULL
);
