// The CMS documents in D1 (migrations/0010_cms.sql): one row per version, a draft and, while the
// document is published, a published copy. Every write is one D1 batch (one transaction).
import type { ModelName } from './content-types';
import type { StoredData, StoredVersion } from './document-view';

type Row = {
  id: number;
  document_id: string;
  status: 'draft' | 'published';
  data: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
};

const COLUMNS = 'id, document_id, status, data, created_at, updated_at, published_at';

function version(row: Row): StoredVersion {
  return {
    id: row.id,
    documentId: row.document_id,
    status: row.status,
    data: JSON.parse(row.data) as StoredData,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
  };
}

export async function listVersions(db: D1Database, model: ModelName, status: 'draft' | 'published'): Promise<StoredVersion[]> {
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM cms_documents WHERE model = ? AND status = ? ORDER BY id`).bind(model, status).all<Row>();
  return results.map(version);
}

/** Both versions of a document (draft first); empty when it does not exist. */
export async function documentVersions(db: D1Database, model: ModelName, documentId: string): Promise<{ draft?: StoredVersion; published?: StoredVersion }> {
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM cms_documents WHERE model = ? AND document_id = ?`).bind(model, documentId).all<Row>();
  const versions = results.map(version);
  return { draft: versions.find((v) => v.status === 'draft'), published: versions.find((v) => v.status === 'published') };
}

/** The document id of a single type's one document, or null when it has none. */
export async function singleDocumentId(db: D1Database, model: ModelName): Promise<string | null> {
  const row = await db.prepare(`SELECT document_id FROM cms_documents WHERE model = ? ORDER BY id LIMIT 1`).bind(model).first<{ document_id: string }>();
  return row?.document_id ?? null;
}

export type VersionWrite = { model: ModelName; documentId: string; data: StoredData; createdAt: string; updatedAt: string };

/** Statements: the draft gets these fields. */
export function upsertDraft(db: D1Database, write: VersionWrite): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO cms_documents (document_id, model, status, data, created_at, updated_at, published_at) VALUES (?, ?, 'draft', ?, ?, ?, NULL)
       ON CONFLICT (model, document_id, status) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
    )
    .bind(write.documentId, write.model, JSON.stringify(write.data), write.createdAt, write.updatedAt);
}

/** Statements: the published version replaced by a copy of these fields (a new row, a new id, as Strapi v5). */
export function publishVersion(db: D1Database, write: VersionWrite, publishedAt: string): D1PreparedStatement[] {
  return [
    unpublishVersion(db, write.model, write.documentId),
    db
      .prepare(`INSERT INTO cms_documents (document_id, model, status, data, created_at, updated_at, published_at) VALUES (?, ?, 'published', ?, ?, ?, ?)`)
      .bind(write.documentId, write.model, JSON.stringify(write.data), write.createdAt, write.updatedAt, publishedAt),
  ];
}

export function unpublishVersion(db: D1Database, model: ModelName, documentId: string): D1PreparedStatement {
  return db.prepare(`DELETE FROM cms_documents WHERE model = ? AND document_id = ? AND status = 'published'`).bind(model, documentId);
}

export function deleteDocument(db: D1Database, model: ModelName, documentId: string): D1PreparedStatement {
  return db.prepare(`DELETE FROM cms_documents WHERE model = ? AND document_id = ?`).bind(model, documentId);
}

/** Strapi's documentId: 24 lowercase letters and digits. */
export function newDocumentId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
