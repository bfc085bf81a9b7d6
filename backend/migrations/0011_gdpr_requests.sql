-- GDPR data requests from the storefront's /gdpr.html (issue 9; graphql/schema/extensions.graphqls
-- createGdprRequest). The reference number is derived from the row id (GDPR-000001…), so it is
-- unique and sequential without a counter of its own. 0010 is the reference CMS's.
CREATE TABLE gdpr_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  type TEXT NOT NULL CHECK (type IN ('ACCESS', 'RECTIFICATION', 'ERASURE')),
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  -- Stored as typed; the rate limit compares lowercased (Magento keeps e-mails case-insensitively).
  email TEXT NOT NULL,
  email_key TEXT NOT NULL,
  telephone TEXT,
  message TEXT NOT NULL,
  -- The signed-in customer who sent it; NULL for a guest (and kept when the account is deleted).
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  status TEXT NOT NULL DEFAULT 'RECEIVED',
  created_at TEXT NOT NULL
);
CREATE INDEX gdpr_requests_email_time ON gdpr_requests (email_key, created_at);
