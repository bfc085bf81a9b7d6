-- Issue 8, backend-identity: the demo eID provider's records, wish lists, and order statuses for
-- the order history (with Mari Maasikas' past orders).

-- Verification-code sessions (generateSmartIdCode / generateMobileIdCode): one per request, as
-- SK's services start one session per authentication. `hash` is the random hash the code is
-- derived from (base64); a session starts at most one sign-in (`used_at`). Times in epoch ms.
CREATE TABLE eid_sessions (
  id TEXT PRIMARY KEY CHECK (length(id) <= 64),
  method TEXT NOT NULL CHECK (method IN ('smart_id', 'mobile_id')),
  id_number TEXT NOT NULL CHECK (length(id_number) <= 20),
  country_code TEXT CHECK (country_code IS NULL OR length(country_code) = 2),
  phone TEXT CHECK (phone IS NULL OR length(phone) <= 20),
  hash TEXT NOT NULL,
  code TEXT NOT NULL CHECK (length(code) = 4),
  created_at INTEGER NOT NULL,
  used_at INTEGER
) WITHOUT ROWID;
CREATE INDEX eid_sessions_by_identity ON eid_sessions (id_number, created_at);

-- Started sign-ins (estAuthGenerateCustomerTokenAsync) and read ID cards (the development card
-- page): the person and the provider's outcome, known when started but reported only after the
-- demo delay (retrieveAsyncAuthRequestStatus). Only the SHA-256 of request_secret / card_token is
-- kept. `token_issued_at`: a customer token was issued from it (each issues one, once).
CREATE TABLE eid_auth_requests (
  id TEXT PRIMARY KEY CHECK (length(id) <= 64),
  secret_hash TEXT NOT NULL CHECK (length(secret_hash) = 64),
  method TEXT NOT NULL CHECK (method IN ('smart_id', 'mobile_id', 'card_id')),
  id_number TEXT NOT NULL CHECK (length(id_number) <= 20),
  firstname TEXT NOT NULL CHECK (length(firstname) <= 100),
  lastname TEXT NOT NULL CHECK (length(lastname) <= 100),
  outcome TEXT NOT NULL CHECK (outcome IN ('SUCCESS', 'USER_REFUSED', 'TIMEOUT', 'NOT_FOUND')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  token_issued_at INTEGER
) WITHOUT ROWID;
CREATE UNIQUE INDEX eid_card_reads_by_token ON eid_auth_requests (secret_hash) WHERE method = 'card_id';

-- Wish lists (Magento's wishlist / wishlist_item): one per customer, created on first use. Items
-- by SKU (shopper data: a reseed never touches them): `sku` is the product as listed (a
-- configurable product's own SKU), `variant_sku` the chosen variant ('' when none is chosen),
-- `entered_options` the entered options (a gift card's amount). The same product with the same
-- choice is one item: adding it again adds to its quantity, as Magento's Wishlist::addNewItem.
CREATE TABLE wishlists (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL UNIQUE REFERENCES customers (id) ON DELETE CASCADE,
  sharing_code TEXT NOT NULL UNIQUE,
  updated_at TEXT NOT NULL
);

CREATE TABLE wishlist_items (
  id INTEGER PRIMARY KEY,
  wishlist_id INTEGER NOT NULL REFERENCES wishlists (id) ON DELETE CASCADE,
  sku TEXT NOT NULL CHECK (length(sku) <= 64),
  variant_sku TEXT NOT NULL DEFAULT '' CHECK (length(variant_sku) <= 64),
  quantity REAL NOT NULL CHECK (quantity > 0 AND quantity <= 10000),
  description TEXT CHECK (description IS NULL OR length(description) <= 255),
  selected_options TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(selected_options) AND length(selected_options) <= 2000),
  entered_options TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(entered_options) AND length(entered_options) <= 2000),
  added_at TEXT NOT NULL,
  UNIQUE (wishlist_id, sku, variant_sku, entered_options)
);

-- Order statuses of the order history: Magento's `pending` (placed, not yet invoiced) and
-- `complete` (shipped and invoiced) beside the three placement gives. SQLite cannot change a
-- CHECK in place: both order tables are rebuilt with their rows and ids. order_items is rebuilt
-- first, pointing at the new table, so dropping the old orders table cascades to nothing.
CREATE TABLE orders_new (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  token TEXT NOT NULL UNIQUE,
  cart_id INTEGER NOT NULL,
  cart_masked_id TEXT NOT NULL,
  customer_id INTEGER,
  email TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending_payment', 'pending', 'processing', 'complete', 'canceled')),
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
  marketing_consent INTEGER NOT NULL DEFAULT 0 CHECK (marketing_consent IN (0, 1))
);
INSERT INTO orders_new SELECT id, number, token, cart_id, cart_masked_id, customer_id, email, status, currency, subtotal_incl_tax,
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
  selected_options TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(selected_options))
);
INSERT INTO order_items_new SELECT id, order_id, position, product_sku, variant_sku, product_name, product_type, product_url_key,
  product_image_url, sale_price, quantity, row_total, discount, gift_card_amount, selected_options FROM order_items;

DROP TABLE order_items;
DROP TABLE orders;
-- Renaming updates order_items_new's reference to orders_new as well.
ALTER TABLE orders_new RENAME TO orders;
ALTER TABLE order_items_new RENAME TO order_items;
CREATE UNIQUE INDEX orders_one_open_per_cart ON orders (cart_id) WHERE status <> 'canceled';
CREATE INDEX orders_by_customer ON orders (customer_id, created_at) WHERE customer_id IS NOT NULL;
CREATE INDEX order_items_by_order ON order_items (order_id, position);
-- As before (0006): an order leaves pending_payment once, and placement's statuses never change
-- otherwise; the seeded history's statuses are written as they are.
CREATE TRIGGER order_status_settles_once BEFORE UPDATE OF status ON orders
WHEN NOT (OLD.status = 'pending_payment' AND NEW.status IN ('processing', 'canceled'))
BEGIN
  SELECT RAISE(ABORT, 'ORDER_NOT_PENDING');
END;

-- Mari Maasikas' past orders (customer 1 of 0008; README "Seeded accounts"), spread over 2026
-- with every status of the order history, so its paging and sorting show. Their carts are
-- inactive carts of hers; numbers and ids continue after any order already placed. Lines are
-- copies as placeOrder writes them (prices in cents, VAT 24 % included).
INSERT INTO carts (masked_id, customer_id, email, is_active, created_at, updated_at) VALUES ('SeededMariOrder01xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 0, '2026-01-18 11:24:05', '2026-01-18 11:24:05');
INSERT INTO orders (id, number, token, cart_id, cart_masked_id, customer_id, email, status, subtotal_incl_tax, subtotal_excl_tax, discount, discount_label, coupon_code,
  shipping, services, tax, grand_total, carrier, shipping_method, shipping_address, billing_address, payment_method_code, payment_method_title, created_at, updated_at)
SELECT n, printf('%09d', n), lower(hex(randomblob(16))), (SELECT id FROM carts WHERE masked_id = 'SeededMariOrder01xxxxxxxxxxxxxxx'), 'SeededMariOrder01xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 'complete', 47995, 38706, 0, NULL, NULL,
  0, 0, 9289, 47995, 'Tulen ise järele', 'Tulen ise järele - Kauplusest või laost', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', 'swedbank', 'Swedbank', '2026-01-18 11:24:05', '2026-01-18 11:24:05'
FROM (SELECT coalesce(max(id), 0) + 1 AS n FROM orders);
INSERT INTO order_items (order_id, position, product_sku, variant_sku, product_name, product_type, product_url_key, product_image_url, sale_price, quantity, row_total, discount, gift_card_amount) VALUES ((SELECT id FROM orders WHERE cart_masked_id = 'SeededMariOrder01xxxxxxxxxxxxxxx'), 1, 'MP10005', 'MP10005', 'Söögitool Kaisa', 'simple', 'soogitool-kaisa-10005', '/m/p/mp10005-1-chair-7a5230.svg', 8499, 4, 33996, 0, 0);
INSERT INTO order_items (order_id, position, product_sku, variant_sku, product_name, product_type, product_url_key, product_image_url, sale_price, quantity, row_total, discount, gift_card_amount) VALUES ((SELECT id FROM orders WHERE cart_masked_id = 'SeededMariOrder01xxxxxxxxxxxxxxx'), 2, 'MP10006', 'MP10006', 'Laelamp Kaisa', 'simple', 'laelamp-kaisa-10006', '/m/p/mp10006-1-lamp-e0b43c.svg', 13999, 1, 13999, 0, 0);
INSERT INTO carts (masked_id, customer_id, email, is_active, created_at, updated_at) VALUES ('SeededMariOrder02xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 0, '2026-02-03 19:02:41', '2026-02-03 19:02:41');
INSERT INTO orders (id, number, token, cart_id, cart_masked_id, customer_id, email, status, subtotal_incl_tax, subtotal_excl_tax, discount, discount_label, coupon_code,
  shipping, services, tax, grand_total, carrier, shipping_method, shipping_address, billing_address, payment_method_code, payment_method_title, created_at, updated_at)
SELECT n, printf('%09d', n), lower(hex(randomblob(16))), (SELECT id FROM carts WHERE masked_id = 'SeededMariOrder02xxxxxxxxxxxxxxx'), 'SeededMariOrder02xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 'complete', 39800, 32097, 0, NULL, NULL,
  0, 0, 7703, 39800, 'Omniva', 'Omniva - Omniva pakiautomaat', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', 'card', 'Kaardimakse', '2026-02-03 19:02:41', '2026-02-03 19:02:41'
FROM (SELECT coalesce(max(id), 0) + 1 AS n FROM orders);
INSERT INTO order_items (order_id, position, product_sku, variant_sku, product_name, product_type, product_url_key, product_image_url, sale_price, quantity, row_total, discount, gift_card_amount) VALUES ((SELECT id FROM orders WHERE cart_masked_id = 'SeededMariOrder02xxxxxxxxxxxxxxx'), 1, 'MP10016', 'MP10016', 'Laualamp Kuusk', 'simple', 'laualamp-kuusk-10016', '/m/p/mp10016-1-lamp-1f1f1f.svg', 19900, 2, 39800, 0, 0);
INSERT INTO carts (masked_id, customer_id, email, is_active, created_at, updated_at) VALUES ('SeededMariOrder03xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 0, '2026-02-27 08:45:12', '2026-02-27 08:45:12');
INSERT INTO orders (id, number, token, cart_id, cart_masked_id, customer_id, email, status, subtotal_incl_tax, subtotal_excl_tax, discount, discount_label, coupon_code,
  shipping, services, tax, grand_total, carrier, shipping_method, shipping_address, billing_address, payment_method_code, payment_method_title, created_at, updated_at)
SELECT n, printf('%09d', n), lower(hex(randomblob(16))), (SELECT id FROM carts WHERE masked_id = 'SeededMariOrder03xxxxxxxxxxxxxxx'), 'SeededMariOrder03xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 'canceled', 62399, 50322, 0, NULL, NULL,
  0, 0, 12077, 62399, 'Kojuvedu', 'Kojuvedu - Kojuvedu 3–5 tööpäeva', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', 'lhv', 'LHV', '2026-02-27 08:45:12', '2026-02-27 08:45:12'
FROM (SELECT coalesce(max(id), 0) + 1 AS n FROM orders);
INSERT INTO order_items (order_id, position, product_sku, variant_sku, product_name, product_type, product_url_key, product_image_url, sale_price, quantity, row_total, discount, gift_card_amount) VALUES ((SELECT id FROM orders WHERE cart_masked_id = 'SeededMariOrder03xxxxxxxxxxxxxxx'), 1, 'MP10002', 'MP10002-HALL', 'Diivan Toompea', 'configurable', 'diivan-toompea-10002', '/m/p/mp10002-hall-1-sofa-8a8d91.svg', 62399, 1, 62399, 0, 0);
INSERT INTO carts (masked_id, customer_id, email, is_active, created_at, updated_at) VALUES ('SeededMariOrder04xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 0, '2026-03-14 13:10:55', '2026-03-14 13:10:55');
INSERT INTO orders (id, number, token, cart_id, cart_masked_id, customer_id, email, status, subtotal_incl_tax, subtotal_excl_tax, discount, discount_label, coupon_code,
  shipping, services, tax, grand_total, carrier, shipping_method, shipping_address, billing_address, payment_method_code, payment_method_title, created_at, updated_at)
SELECT n, printf('%09d', n), lower(hex(randomblob(16))), (SELECT id FROM carts WHERE masked_id = 'SeededMariOrder04xxxxxxxxxxxxxxx'), 'SeededMariOrder04xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 'complete', 83299, 67177, 0, NULL, NULL,
  0, 0, 16122, 83299, 'Kojuvedu', 'Kojuvedu - Kojuvedu 3–5 tööpäeva', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', 'invoice', 'Arve', '2026-03-14 13:10:55', '2026-03-14 13:10:55'
FROM (SELECT coalesce(max(id), 0) + 1 AS n FROM orders);
INSERT INTO order_items (order_id, position, product_sku, variant_sku, product_name, product_type, product_url_key, product_image_url, sale_price, quantity, row_total, discount, gift_card_amount) VALUES ((SELECT id FROM orders WHERE cart_masked_id = 'SeededMariOrder04xxxxxxxxxxxxxxx'), 1, 'MP10002', 'MP10002-HALL', 'Diivan Toompea', 'configurable', 'diivan-toompea-10002', '/m/p/mp10002-hall-1-sofa-8a8d91.svg', 62399, 1, 62399, 0, 0);
INSERT INTO order_items (order_id, position, product_sku, variant_sku, product_name, product_type, product_url_key, product_image_url, sale_price, quantity, row_total, discount, gift_card_amount) VALUES ((SELECT id FROM orders WHERE cart_masked_id = 'SeededMariOrder04xxxxxxxxxxxxxxx'), 2, 'MP10004', 'MP10004', 'Tugitool Kaisa', 'simple', 'tugitool-kaisa-10004', '/m/p/mp10004-1-armchair-d8c8a8.svg', 20900, 1, 20900, 0, 0);
INSERT INTO carts (masked_id, customer_id, email, is_active, created_at, updated_at) VALUES ('SeededMariOrder05xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 0, '2026-04-22 16:37:09', '2026-04-22 16:37:09');
INSERT INTO orders (id, number, token, cart_id, cart_masked_id, customer_id, email, status, subtotal_incl_tax, subtotal_excl_tax, discount, discount_label, coupon_code,
  shipping, services, tax, grand_total, carrier, shipping_method, shipping_address, billing_address, payment_method_code, payment_method_title, created_at, updated_at)
SELECT n, printf('%09d', n), lower(hex(randomblob(16))), (SELECT id FROM carts WHERE masked_id = 'SeededMariOrder05xxxxxxxxxxxxxxx'), 'SeededMariOrder05xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 'complete', 5000, 5000, 0, NULL, NULL,
  399, 0, 77, 5399, 'Omniva', 'Omniva - Omniva pakiautomaat', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', 'card', 'Kaardimakse', '2026-04-22 16:37:09', '2026-04-22 16:37:09'
FROM (SELECT coalesce(max(id), 0) + 1 AS n FROM orders);
INSERT INTO order_items (order_id, position, product_sku, variant_sku, product_name, product_type, product_url_key, product_image_url, sale_price, quantity, row_total, discount, gift_card_amount) VALUES ((SELECT id FROM orders WHERE cart_masked_id = 'SeededMariOrder05xxxxxxxxxxxxxxx'), 1, 'GIFTCARD', 'GIFTCARD', 'Kinkekaart', 'giftcard', 'kinkekaart', '/g/i/giftcard-1-giftcard-b5583a.svg', 5000, 1, 5000, 0, 5000);
INSERT INTO carts (masked_id, customer_id, email, is_active, created_at, updated_at) VALUES ('SeededMariOrder06xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 0, '2026-05-30 10:05:33', '2026-05-30 10:05:33');
INSERT INTO orders (id, number, token, cart_id, cart_masked_id, customer_id, email, status, subtotal_incl_tax, subtotal_excl_tax, discount, discount_label, coupon_code,
  shipping, services, tax, grand_total, carrier, shipping_method, shipping_address, billing_address, payment_method_code, payment_method_title, created_at, updated_at)
SELECT n, printf('%09d', n), lower(hex(randomblob(16))), (SELECT id FROM carts WHERE masked_id = 'SeededMariOrder06xxxxxxxxxxxxxxx'), 'SeededMariOrder06xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 'complete', 167899, 135402, 0, NULL, NULL,
  4900, 0, 33445, 172799, 'Kuller', 'Kuller - Kiirkuller 1–2 tööpäeva', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', 'inbankpayment-1', 'Järelmaks', '2026-05-30 10:05:33', '2026-05-30 10:05:33'
FROM (SELECT coalesce(max(id), 0) + 1 AS n FROM orders);
INSERT INTO order_items (order_id, position, product_sku, variant_sku, product_name, product_type, product_url_key, product_image_url, sale_price, quantity, row_total, discount, gift_card_amount) VALUES ((SELECT id FROM orders WHERE cart_masked_id = 'SeededMariOrder06xxxxxxxxxxxxxxx'), 1, 'MP10007', 'MP10007-160X200', 'Voodi Toomas', 'configurable', 'voodi-toomas-10007', '/m/p/mp10007-160x200-1-bed-7a5230.svg', 116999, 1, 116999, 0, 0);
INSERT INTO order_items (order_id, position, product_sku, variant_sku, product_name, product_type, product_url_key, product_image_url, sale_price, quantity, row_total, discount, gift_card_amount) VALUES ((SELECT id FROM orders WHERE cart_masked_id = 'SeededMariOrder06xxxxxxxxxxxxxxx'), 2, 'MP10008', 'MP10008', 'Vahtmadrats Ruhnu', 'simple', 'vahtmadrats-ruhnu-10008', '/m/p/mp10008-1-mattress-f2f1ec.svg', 50900, 1, 50900, 0, 0);
INSERT INTO carts (masked_id, customer_id, email, is_active, created_at, updated_at) VALUES ('SeededMariOrder07xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 0, '2026-06-21 21:48:17', '2026-06-21 21:48:17');
INSERT INTO orders (id, number, token, cart_id, cart_masked_id, customer_id, email, status, subtotal_incl_tax, subtotal_excl_tax, discount, discount_label, coupon_code,
  shipping, services, tax, grand_total, carrier, shipping_method, shipping_address, billing_address, payment_method_code, payment_method_title, created_at, updated_at)
SELECT n, printf('%09d', n), lower(hex(randomblob(16))), (SELECT id FROM carts WHERE masked_id = 'SeededMariOrder07xxxxxxxxxxxxxxx'), 'SeededMariOrder07xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 'complete', 25800, 20806, 2580, 'Soodustus 10%', 'SOODUS10',
  0, 0, 4494, 23220, 'Tulen ise järele', 'Tulen ise järele - Kauplusest või laost', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', 'seb', 'SEB', '2026-06-21 21:48:17', '2026-06-21 21:48:17'
FROM (SELECT coalesce(max(id), 0) + 1 AS n FROM orders);
INSERT INTO order_items (order_id, position, product_sku, variant_sku, product_name, product_type, product_url_key, product_image_url, sale_price, quantity, row_total, discount, gift_card_amount) VALUES ((SELECT id FROM orders WHERE cart_masked_id = 'SeededMariOrder07xxxxxxxxxxxxxxx'), 1, 'MP10018', 'MP10018-VALGE', 'Laualamp Mänd', 'configurable', 'laualamp-mand-10018', '/m/p/mp10018-valge-1-lamp-f2f1ec.svg', 12900, 2, 25800, 2580, 0);
INSERT INTO carts (masked_id, customer_id, email, is_active, created_at, updated_at) VALUES ('SeededMariOrder08xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 0, '2026-08-09 12:00:48', '2026-08-09 12:00:48');
INSERT INTO orders (id, number, token, cart_id, cart_masked_id, customer_id, email, status, subtotal_incl_tax, subtotal_excl_tax, discount, discount_label, coupon_code,
  shipping, services, tax, grand_total, carrier, shipping_method, shipping_address, billing_address, payment_method_code, payment_method_title, created_at, updated_at)
SELECT n, printf('%09d', n), lower(hex(randomblob(16))), (SELECT id FROM carts WHERE masked_id = 'SeededMariOrder08xxxxxxxxxxxxxxx'), 'SeededMariOrder08xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 'canceled', 35900, 28952, 0, NULL, NULL,
  0, 0, 6948, 35900, 'Omniva', 'Omniva - Omniva pakiautomaat', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', 'swedbank', 'Swedbank', '2026-08-09 12:00:48', '2026-08-09 12:00:48'
FROM (SELECT coalesce(max(id), 0) + 1 AS n FROM orders);
INSERT INTO order_items (order_id, position, product_sku, variant_sku, product_name, product_type, product_url_key, product_image_url, sale_price, quantity, row_total, discount, gift_card_amount) VALUES ((SELECT id FROM orders WHERE cart_masked_id = 'SeededMariOrder08xxxxxxxxxxxxxxx'), 1, 'MP10012', 'MP10012', 'Kontoritool Peeter', 'simple', 'kontoritool-peeter-10012', '/m/p/mp10012-1-chair-1f1f1f.svg', 35900, 1, 35900, 0, 0);
INSERT INTO carts (masked_id, customer_id, email, is_active, created_at, updated_at) VALUES ('SeededMariOrder09xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 0, '2026-09-15 09:31:26', '2026-09-15 09:31:26');
INSERT INTO orders (id, number, token, cart_id, cart_masked_id, customer_id, email, status, subtotal_incl_tax, subtotal_excl_tax, discount, discount_label, coupon_code,
  shipping, services, tax, grand_total, carrier, shipping_method, shipping_address, billing_address, payment_method_code, payment_method_title, created_at, updated_at)
SELECT n, printf('%09d', n), lower(hex(randomblob(16))), (SELECT id FROM carts WHERE masked_id = 'SeededMariOrder09xxxxxxxxxxxxxxx'), 'SeededMariOrder09xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 'complete', 69900, 56371, 0, NULL, NULL,
  0, 0, 13529, 69900, 'Kojuvedu', 'Kojuvedu - Kojuvedu 3–5 tööpäeva', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', 'invoice', 'Arve', '2026-09-15 09:31:26', '2026-09-15 09:31:26'
FROM (SELECT coalesce(max(id), 0) + 1 AS n FROM orders);
INSERT INTO order_items (order_id, position, product_sku, variant_sku, product_name, product_type, product_url_key, product_image_url, sale_price, quantity, row_total, discount, gift_card_amount) VALUES ((SELECT id FROM orders WHERE cart_masked_id = 'SeededMariOrder09xxxxxxxxxxxxxxx'), 1, 'MP10003', 'MP10003', 'Kummut Tartu', 'simple', 'kummut-tartu-10003', '/m/p/mp10003-1-drawer-1f1f1f.svg', 69900, 1, 69900, 0, 0);
INSERT INTO carts (masked_id, customer_id, email, is_active, created_at, updated_at) VALUES ('SeededMariOrder10xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 0, '2026-10-04 17:22:02', '2026-10-04 17:22:02');
INSERT INTO orders (id, number, token, cart_id, cart_masked_id, customer_id, email, status, subtotal_incl_tax, subtotal_excl_tax, discount, discount_label, coupon_code,
  shipping, services, tax, grand_total, carrier, shipping_method, shipping_address, billing_address, payment_method_code, payment_method_title, created_at, updated_at)
SELECT n, printf('%09d', n), lower(hex(randomblob(16))), (SELECT id FROM carts WHERE masked_id = 'SeededMariOrder10xxxxxxxxxxxxxxx'), 'SeededMariOrder10xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 'processing', 36898, 29756, 0, NULL, NULL,
  0, 0, 7142, 36898, 'Tulen ise järele', 'Tulen ise järele - Kauplusest või laost', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', 'card', 'Kaardimakse', '2026-10-04 17:22:02', '2026-10-04 17:22:02'
FROM (SELECT coalesce(max(id), 0) + 1 AS n FROM orders);
INSERT INTO order_items (order_id, position, product_sku, variant_sku, product_name, product_type, product_url_key, product_image_url, sale_price, quantity, row_total, discount, gift_card_amount) VALUES ((SELECT id FROM orders WHERE cart_masked_id = 'SeededMariOrder10xxxxxxxxxxxxxxx'), 1, 'MP10005', 'MP10005', 'Söögitool Kaisa', 'simple', 'soogitool-kaisa-10005', '/m/p/mp10005-1-chair-7a5230.svg', 8499, 2, 16998, 0, 0);
INSERT INTO order_items (order_id, position, product_sku, variant_sku, product_name, product_type, product_url_key, product_image_url, sale_price, quantity, row_total, discount, gift_card_amount) VALUES ((SELECT id FROM orders WHERE cart_masked_id = 'SeededMariOrder10xxxxxxxxxxxxxxx'), 2, 'MP10016', 'MP10016', 'Laualamp Kuusk', 'simple', 'laualamp-kuusk-10016', '/m/p/mp10016-1-lamp-1f1f1f.svg', 19900, 1, 19900, 0, 0);
INSERT INTO carts (masked_id, customer_id, email, is_active, created_at, updated_at) VALUES ('SeededMariOrder11xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 0, '2026-11-02 14:14:39', '2026-11-02 14:14:39');
INSERT INTO orders (id, number, token, cart_id, cart_masked_id, customer_id, email, status, subtotal_incl_tax, subtotal_excl_tax, discount, discount_label, coupon_code,
  shipping, services, tax, grand_total, carrier, shipping_method, shipping_address, billing_address, payment_method_code, payment_method_title, created_at, updated_at)
SELECT n, printf('%09d', n), lower(hex(randomblob(16))), (SELECT id FROM carts WHERE masked_id = 'SeededMariOrder11xxxxxxxxxxxxxxx'), 'SeededMariOrder11xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 'processing', 20900, 16855, 0, NULL, NULL,
  2900, 0, 4606, 23800, 'Kojuvedu', 'Kojuvedu - Kojuvedu 3–5 tööpäeva', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', 'lhv', 'LHV', '2026-11-02 14:14:39', '2026-11-02 14:14:39'
FROM (SELECT coalesce(max(id), 0) + 1 AS n FROM orders);
INSERT INTO order_items (order_id, position, product_sku, variant_sku, product_name, product_type, product_url_key, product_image_url, sale_price, quantity, row_total, discount, gift_card_amount) VALUES ((SELECT id FROM orders WHERE cart_masked_id = 'SeededMariOrder11xxxxxxxxxxxxxxx'), 1, 'MP10004', 'MP10004', 'Tugitool Kaisa', 'simple', 'tugitool-kaisa-10004', '/m/p/mp10004-1-armchair-d8c8a8.svg', 20900, 1, 20900, 0, 0);
INSERT INTO carts (masked_id, customer_id, email, is_active, created_at, updated_at) VALUES ('SeededMariOrder12xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 0, '2026-11-20 20:55:10', '2026-11-20 20:55:10');
INSERT INTO orders (id, number, token, cart_id, cart_masked_id, customer_id, email, status, subtotal_incl_tax, subtotal_excl_tax, discount, discount_label, coupon_code,
  shipping, services, tax, grand_total, carrier, shipping_method, shipping_address, billing_address, payment_method_code, payment_method_title, created_at, updated_at)
SELECT n, printf('%09d', n), lower(hex(randomblob(16))), (SELECT id FROM carts WHERE masked_id = 'SeededMariOrder12xxxxxxxxxxxxxxx'), 'SeededMariOrder12xxxxxxxxxxxxxxx', 1, 'mari.maasikas@example.ee', 'pending', 27998, 22579, 0, NULL, NULL,
  0, 0, 5419, 27998, 'Tulen ise järele', 'Tulen ise järele - Kauplusest või laost', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', '{"firstname": "Mari", "lastname": "Maasikas", "street": ["Tartu mnt 1"], "city": "Tallinn", "postcode": "10115", "region": "Harju maakond", "country_code": "EE", "company": null, "telephone": "+37251234567", "vat_id": null}', 'invoice', 'Arve', '2026-11-20 20:55:10', '2026-11-20 20:55:10'
FROM (SELECT coalesce(max(id), 0) + 1 AS n FROM orders);
INSERT INTO order_items (order_id, position, product_sku, variant_sku, product_name, product_type, product_url_key, product_image_url, sale_price, quantity, row_total, discount, gift_card_amount) VALUES ((SELECT id FROM orders WHERE cart_masked_id = 'SeededMariOrder12xxxxxxxxxxxxxxx'), 1, 'MP10006', 'MP10006', 'Laelamp Kaisa', 'simple', 'laelamp-kaisa-10006', '/m/p/mp10006-1-lamp-e0b43c.svg', 13999, 2, 27998, 0, 0);
