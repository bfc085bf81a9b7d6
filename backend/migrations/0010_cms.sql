-- The reference CMS (src/cms/, Strapi v5 REST under /cms). Strapi v5 keeps a document as rows
-- sharing one document_id: a draft and, while published, a published copy (a new row, so a new
-- id, on every publish). Fields live in `data` as JSON (media as upload ids, components with
-- their ids). Editor data: a catalogue reseed never touches these tables.
CREATE TABLE cms_documents (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  document_id TEXT NOT NULL,
  model TEXT NOT NULL CHECK (model IN ('page', 'block', 'newsletter')),
  status TEXT NOT NULL CHECK (status IN ('draft', 'published')),
  data TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  published_at TEXT,
  UNIQUE (model, document_id, status)
);
CREATE INDEX cms_documents_by_model ON cms_documents (model, status, id);

-- Webhook deliveries (GET /cms/__webhook-log in development): the last ones are kept.
CREATE TABLE cms_webhook_deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event TEXT NOT NULL,
  model TEXT NOT NULL,
  document_id TEXT,
  url TEXT NOT NULL,
  status INTEGER,
  error TEXT,
  attempts INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
