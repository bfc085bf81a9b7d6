-- Customer accounts (issue 8): customers, their tokens, addresses, companies, password resets,
-- the development mail outbox, login throttling, newsletter subscriptions, GDPR agreements and
-- the loyalty programme. Shopper data: a catalogue reseed never touches these tables.
-- Secrets are never stored as given: passwords as PBKDF2-SHA256 (salt and iteration count per
-- row), tokens and one-time keys as SHA-256 hashes. Every text column is length-bounded here as
-- well as in the resolvers, so nothing unbounded reaches the database by another path.

-- Account settings (path → value, as Magento's core_config_data). customer/create_account/confirm
-- is Magento's "Require Emails Confirmation"; tests switch it through POST /__settings.
CREATE TABLE customer_config (
  path TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO customer_config VALUES
  ('customer/create_account/confirm', '1');

-- Business accounts (customer.md §5 company creation; shaped after Adobe Commerce B2B).
CREATE TABLE companies (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  legal_name TEXT CHECK (legal_name IS NULL OR length(legal_name) <= 255),
  email TEXT NOT NULL CHECK (length(email) <= 254),
  -- Estonian VAT number EE + 9 digits (check digit verified by the resolver).
  vat_tax_id TEXT NOT NULL CHECK (length(vat_tax_id) <= 20),
  -- Estonian business registry code: 8 digits with check digit.
  reseller_id TEXT NOT NULL CHECK (length(reseller_id) <= 20),
  street TEXT NOT NULL CHECK (json_valid(street) AND length(street) <= 1100),
  city TEXT NOT NULL CHECK (length(city) <= 255),
  region TEXT NOT NULL CHECK (length(region) <= 255),
  postcode TEXT NOT NULL CHECK (length(postcode) <= 20),
  country_id TEXT NOT NULL DEFAULT 'EE' CHECK (length(country_id) = 2),
  telephone TEXT NOT NULL CHECK (length(telephone) <= 30),
  created_at TEXT NOT NULL
);

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  -- One website: an e-mail is one account (Magento: 'A customer with the same email address
  -- already exists in an associated website.'). Compared case-insensitively as Magento does.
  email TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(email) <= 254),
  firstname TEXT NOT NULL CHECK (length(firstname) BETWEEN 1 AND 255),
  lastname TEXT NOT NULL CHECK (length(lastname) BETWEEN 1 AND 255),
  -- customer = personal, business = a company's admin (customer.md §1).
  account_type TEXT NOT NULL DEFAULT 'customer' CHECK (account_type IN ('customer', 'business')),
  -- Estonian personal identification code, set only from a verified eID identity.
  id_number TEXT CHECK (id_number IS NULL OR length(id_number) BETWEEN 6 AND 20),
  company_id INTEGER REFERENCES companies (id) ON DELETE SET NULL,
  company_role TEXT CHECK (company_role IS NULL OR length(company_role) <= 100),
  date_of_birth TEXT CHECK (date_of_birth IS NULL OR length(date_of_birth) <= 10),
  gender INTEGER CHECK (gender IS NULL OR gender IN (0, 1, 2, 3)),
  taxvat TEXT CHECK (taxvat IS NULL OR length(taxvat) <= 50),
  prefix TEXT CHECK (prefix IS NULL OR length(prefix) <= 40),
  suffix TEXT CHECK (suffix IS NULL OR length(suffix) <= 40),
  password_hash TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  password_iterations INTEGER NOT NULL CHECK (password_iterations BETWEEN 1000 AND 100000),
  -- SHA-256 of the e-mail confirmation key; NULL once confirmed (Magento's `confirmation`).
  confirmation TEXT,
  -- An administrative lock (Magento's customer lock_expires); login throttling is per e-mail
  -- in login_failures, whether an account exists or not.
  lock_expires_at TEXT,
  default_billing INTEGER,
  default_shipping INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- One personal account per person; a person may also administer business accounts.
CREATE UNIQUE INDEX customers_personal_id_number ON customers (id_number) WHERE id_number IS NOT NULL AND account_type = 'customer';
CREATE INDEX customers_by_id_number ON customers (id_number) WHERE id_number IS NOT NULL;

-- Customer tokens: only the SHA-256 of the bearer token is kept. Lifetime from
-- CUSTOMER_TOKEN_LIFETIME_MINUTES (Magento oauth/access_token_lifetime/customer: 1 hour).
CREATE TABLE customer_tokens (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX customer_tokens_by_customer ON customer_tokens (customer_id);

CREATE TABLE customer_addresses (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  firstname TEXT NOT NULL CHECK (length(firstname) <= 255),
  lastname TEXT NOT NULL CHECK (length(lastname) <= 255),
  company TEXT CHECK (company IS NULL OR length(company) <= 255),
  telephone TEXT NOT NULL CHECK (length(telephone) <= 30),
  -- JSON array of 1–4 lines: street, apartment, neighbourhood, extra (customer.md §3).
  street TEXT NOT NULL CHECK (json_valid(street) AND json_array_length(street) BETWEEN 1 AND 4),
  city TEXT NOT NULL CHECK (length(city) <= 255),
  region TEXT CHECK (region IS NULL OR length(region) <= 255),
  region_code TEXT CHECK (region_code IS NULL OR length(region_code) <= 32),
  region_id INTEGER,
  postcode TEXT CHECK (postcode IS NULL OR length(postcode) <= 20),
  country_code TEXT NOT NULL CHECK (length(country_code) = 2),
  vat_id TEXT CHECK (vat_id IS NULL OR length(vat_id) <= 50),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX customer_addresses_by_customer ON customer_addresses (customer_id);

-- Password reset links (customer/password/reset_link_expiration_period: 2 hours): one-time,
-- the key kept as its SHA-256.
CREATE TABLE password_reset_tokens (
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
) WITHOUT ROWID;
CREATE INDEX password_reset_tokens_by_customer ON password_reset_tokens (customer_id);

-- Every e-mail the backend "sends" (development: read back through GET /__outbox).
CREATE TABLE email_outbox (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT NOT NULL,
  -- JSON array of the links the mail carries (confirmation, reset).
  links TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(links)),
  created_at TEXT NOT NULL
);

-- Sign-in throttling per e-mail (Magento's oauth_token_request_log: max_failures_count 6,
-- timeout 1800 s), counted whether or not an account has that e-mail, so the answers never tell
-- which e-mails have accounts.
CREATE TABLE login_failures (
  email TEXT PRIMARY KEY COLLATE NOCASE CHECK (length(email) <= 254),
  failures INTEGER NOT NULL,
  lock_expires_at TEXT NOT NULL
) WITHOUT ROWID;

-- Newsletter subscriptions (Magento's newsletter_subscriber), guests' and customers'.
CREATE TABLE newsletter_subscribers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(email) <= 254),
  customer_id INTEGER REFERENCES customers (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('NOT_ACTIVE', 'SUBSCRIBED', 'UNSUBSCRIBED', 'UNCONFIRMED')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX newsletter_subscribers_by_customer ON newsletter_subscribers (customer_id) WHERE customer_id IS NOT NULL;

-- The consents a registration can give (customer.md §5: terms of sale, data processing,
-- marketing). A required one withdrawn ends the account's sessions.
CREATE TABLE gdpr_agreement_types (
  code TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  required INTEGER NOT NULL CHECK (required IN (0, 1)),
  position INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO gdpr_agreement_types VALUES
  ('terms_of_sale', 'Nõustun müügitingimustega', 1, 1),
  ('data_processing', 'Nõustun isikuandmete töötlemisega', 1, 2),
  ('marketing', 'Soovin saada pakkumisi ja uudiseid', 0, 3);

CREATE TABLE gdpr_agreements (
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  code TEXT NOT NULL REFERENCES gdpr_agreement_types (code),
  accepted_at TEXT NOT NULL,
  PRIMARY KEY (customer_id, code)
) WITHOUT ROWID;

-- Loyalty programme members (customer.md §6: needs an identity number on the account).
CREATE TABLE loyalty_members (
  customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  joined_at TEXT NOT NULL
);

-- Countries the shop ships to and Estonia's counties (Magento's directory_country_region rows
-- for EE: codes and names as InitializeDirectoryData).
CREATE TABLE directory_countries (
  id TEXT PRIMARY KEY CHECK (length(id) = 2),
  name_et TEXT NOT NULL,
  name_en TEXT NOT NULL,
  position INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO directory_countries VALUES
  ('EE', 'Eesti', 'Estonia', 1),
  ('LV', 'Läti', 'Latvia', 2),
  ('LT', 'Leedu', 'Lithuania', 3),
  ('FI', 'Soome', 'Finland', 4);

CREATE TABLE directory_regions (
  id INTEGER PRIMARY KEY,
  country_id TEXT NOT NULL REFERENCES directory_countries (id),
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  UNIQUE (country_id, code)
);
INSERT INTO directory_regions (id, country_id, code, name) VALUES
  (340, 'EE', 'EE-37', 'Harjumaa'),
  (341, 'EE', 'EE-39', 'Hiiumaa'),
  (342, 'EE', 'EE-44', 'Ida-Virumaa'),
  (343, 'EE', 'EE-49', 'Jõgevamaa'),
  (344, 'EE', 'EE-51', 'Järvamaa'),
  (345, 'EE', 'EE-57', 'Läänemaa'),
  (346, 'EE', 'EE-59', 'Lääne-Virumaa'),
  (347, 'EE', 'EE-65', 'Põlvamaa'),
  (348, 'EE', 'EE-67', 'Pärnumaa'),
  (349, 'EE', 'EE-70', 'Raplamaa'),
  (350, 'EE', 'EE-74', 'Saaremaa'),
  (351, 'EE', 'EE-78', 'Tartumaa'),
  (352, 'EE', 'EE-82', 'Valgamaa'),
  (353, 'EE', 'EE-84', 'Viljandimaa'),
  (354, 'EE', 'EE-86', 'Võrumaa');

-- Seeded accounts (README "Seeded accounts"; the issue 8 contract). Ids are fixed so other
-- seeds (Mari's past orders) can refer to them. Passwords: Maasikas-2026, Puitmeister-2026,
-- Tamm-2026! (PBKDF2-SHA256, 100 000 iterations, random salts).
INSERT INTO companies (id, name, legal_name, email, vat_tax_id, reseller_id, street, city, region, postcode, country_id, telephone, created_at) VALUES
  (1, 'Puitmeister OÜ', 'Puitmeister OÜ', 'arved@puitmeister.ee', 'EE102030402', '12345678', '["Tööstuse 12"]', 'Tartu', 'Tartumaa', '50106', 'EE', '+3727400000', '2026-01-15T10:00:00.000Z');

INSERT INTO customers (id, email, firstname, lastname, account_type, id_number, company_id, company_role, password_hash, password_salt, password_iterations, confirmation, created_at, updated_at) VALUES
  (1, 'mari.maasikas@example.ee', 'Mari', 'Maasikas', 'customer', '40504040001', NULL, NULL,
   'ab0e214b19a3c2534dbffa40b10d36c2904e1bb104fd4ac05d45ee516c03d432', '69cbb4e85888e42d265765712a7f4c7a', 100000, NULL, '2026-01-15T10:00:00.000Z', '2026-01-15T10:00:00.000Z'),
  (2, 'arved@puitmeister.ee', 'Mari', 'Maasikas', 'business', '40504040001', 1, 'admin',
   '8f487f568144b6b57fba3fcdc0daf5214c7750aca1a7bfb5ee2e3a5f45c538d2', '8cc5ea2fb1211d52d402bcf3b02f4641', 100000, NULL, '2026-01-15T10:00:00.000Z', '2026-01-15T10:00:00.000Z'),
  (3, 'jaan.tamm@example.ee', 'Jaan', 'Tamm', 'customer', '60001017869', NULL, NULL,
   '5781a68e5583a40311c3665d73b1f5461feec417f4fe4c14f9adbe7a7d6e90fa', '650bb5c9bac68f41c01e1fef87a1ce5a', 100000, NULL, '2026-01-15T10:00:00.000Z', '2026-01-15T10:00:00.000Z');

INSERT INTO customer_addresses (id, customer_id, firstname, lastname, telephone, street, city, region, region_code, region_id, postcode, country_code, created_at, updated_at) VALUES
  (1, 1, 'Mari', 'Maasikas', '+37251234567', '["Tartu mnt 1"]', 'Tallinn', 'Harju maakond', 'EE-37', 340, '10115', 'EE', '2026-01-15T10:00:00.000Z', '2026-01-15T10:00:00.000Z');
UPDATE customers SET default_billing = 1, default_shipping = 1 WHERE id = 1;

INSERT INTO newsletter_subscribers (email, customer_id, status, created_at, updated_at) VALUES
  ('mari.maasikas@example.ee', 1, 'SUBSCRIBED', '2026-01-15T10:00:00.000Z', '2026-01-15T10:00:00.000Z');

INSERT INTO gdpr_agreements (customer_id, code, accepted_at) VALUES
  (1, 'terms_of_sale', '2026-01-15T10:00:00.000Z'),
  (1, 'data_processing', '2026-01-15T10:00:00.000Z'),
  (1, 'marketing', '2026-01-15T10:00:00.000Z'),
  (2, 'terms_of_sale', '2026-01-15T10:00:00.000Z'),
  (2, 'data_processing', '2026-01-15T10:00:00.000Z'),
  (3, 'terms_of_sale', '2026-01-15T10:00:00.000Z'),
  (3, 'data_processing', '2026-01-15T10:00:00.000Z');
