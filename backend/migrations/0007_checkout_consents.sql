-- The shopper's optional marketing consent given at checkout (issue 7: consents for terms of
-- sale, data processing and marketing). Terms and data processing are required to place an
-- order, so only marketing needs storing: on the cart while the shopper checks out
-- (setCheckoutConsentsOnCart), then copied onto the order when it is placed, so what the
-- shopper agreed to travels with the order even after the cart is gone.
CREATE TABLE cart_consents (
  cart_id INTEGER PRIMARY KEY REFERENCES carts (id) ON DELETE CASCADE,
  marketing INTEGER NOT NULL CHECK (marketing IN (0, 1)),
  updated_at TEXT NOT NULL
);

ALTER TABLE orders ADD COLUMN marketing_consent INTEGER NOT NULL DEFAULT 0 CHECK (marketing_consent IN (0, 1));
