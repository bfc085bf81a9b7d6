-- Reviews written by shoppers (Mutation.createProductReview) are shopper data: reseeding the
-- catalogue must never delete them. They live apart from the generated `reviews`, keyed by the
-- product's SKU (stable across catalogue generations) instead of its row id, and without a
-- foreign key into the catalogue tables that a reseed empties and refills. A product's
-- review_count and rating_summary cover both tables (backend/src/commerce/reviews/).
CREATE TABLE shopper_reviews (
  id INTEGER PRIMARY KEY,
  product_sku TEXT NOT NULL,
  nickname TEXT NOT NULL,
  summary TEXT NOT NULL,
  text TEXT NOT NULL,
  average_rating REAL NOT NULL,
  -- JSON array of {"name": rating aspect, "value": "1".."5"}, in the order of the aspects.
  ratings TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX shopper_reviews_by_product ON shopper_reviews (product_sku, created_at);
