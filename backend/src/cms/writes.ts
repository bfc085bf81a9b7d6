// Writes as Strapi v5's REST API does them (and the editor page, through the same code): create,
// update (a partial update of the draft), publish, unpublish, delete. Every write is checked
// against the content model of domain/cms-content.ts before it is stored, in one D1 batch, and
// returns the webhook events Strapi would send for it (sent after the batch committed).
import type { z } from 'zod';
import { CmsBlockSchema, CmsNewsletterSchema, CmsPageSchema, CmsSectionSchema } from '../../../domain/cms-content';
import { COMPONENTS, SYSTEM_FIELDS, type Attributes, type ContentType } from './content-types';
import { documentVersions, deleteDocument, listVersions, newDocumentId, publishVersion, singleDocumentId, unpublishVersion, upsertDraft } from './document-store';
import { renderDocument, type StoredData, type StoredVersion } from './document-view';
import { mediaById } from './media';
import type { Populate } from './query-parse';
import { StrapiError, notFound } from './responses';

export type WebhookEvent = 'entry.create' | 'entry.update' | 'entry.publish' | 'entry.unpublish' | 'entry.delete';
export type PendingEvent = { event: WebhookEvent; entry: Record<string, unknown> };

export type WriteAction =
  | { kind: 'create'; data: unknown; publish: boolean }
  | { kind: 'update'; documentId: string | null; data: unknown; publish: boolean }
  | { kind: 'unpublish'; documentId: string | null }
  | { kind: 'delete'; documentId: string | null };

export type WriteResult = {
  /** The version the write leaves behind (published when it published, else the draft); null after a delete. */
  version: StoredVersion | null;
  events: PendingEvent[];
};

type Issue = { path: Array<string | number>; message: string };

function validationError(issues: Issue[]): StrapiError {
  const errors = issues.map((issue) => ({ path: issue.path.map(String), message: issue.message, name: 'ValidationError' }));
  const message = errors.length === 1 ? `${errors[0]!.path.join('.')}: ${errors[0]!.message}` : `${errors.length} errors occurred`;
  return new StrapiError(400, 'ValidationError', message, { errors });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The populate that returns everything (webhook entries, validation). */
function everything(attributes: Attributes): Populate {
  const out: Populate = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.kind === 'media') out[name] = {};
    else if (attribute.kind === 'component') out[name] = { populate: everything(COMPONENTS[attribute.component]!) };
    else if (attribute.kind === 'dynamiczone') {
      out[name] = { on: Object.fromEntries(attribute.components.map((c) => [c, { populate: everything(COMPONENTS[c]!) }])) };
    }
  }
  return out;
}

export const fullEntry = (version: StoredVersion, type: ContentType) => renderDocument(version, type, everything(type.attributes));

/**
 * Brings written fields to their stored form: media as upload ids (an id or an object with one),
 * components with ids (kept, or new ones above the document's highest), dynamic zone entries of
 * known components. Unknown keys are refused, as Strapi does.
 */
class Normaliser {
  issues: Issue[] = [];
  private nextId: number;

  constructor(highestId: number) {
    this.nextId = highestId + 1;
  }

  attributes(value: unknown, attributes: Attributes, path: Array<string | number>, partial: boolean): StoredData {
    if (!isRecord(value)) {
      this.issues.push({ path, message: 'must be an object' });
      return {};
    }
    const out: StoredData = {};
    for (const [name, raw] of Object.entries(value)) {
      if ((SYSTEM_FIELDS as readonly string[]).includes(name) || name === '__component') continue;
      const attribute = attributes[name];
      if (!attribute) {
        this.issues.push({ path: [...path, name], message: `Invalid key ${name}` });
        continue;
      }
      const at = [...path, name];
      if (raw === null) {
        out[name] = attribute.kind === 'dynamiczone' || (attribute.kind === 'component' && attribute.repeatable) ? [] : null;
      } else if (attribute.kind === 'scalar') {
        out[name] = raw;
      } else if (attribute.kind === 'media') {
        const id = typeof raw === 'number' ? raw : isRecord(raw) && typeof raw.id === 'number' ? raw.id : NaN;
        if (!mediaById(id)) this.issues.push({ path: at, message: `no upload with id ${String(isRecord(raw) ? raw.id : raw)}` });
        else out[name] = id;
      } else if (attribute.kind === 'component') {
        const component = COMPONENTS[attribute.component]!;
        if (attribute.repeatable) {
          if (!Array.isArray(raw)) this.issues.push({ path: at, message: 'must be an array' });
          else out[name] = raw.map((item, i) => this.component(item, component, [...at, i]));
        } else {
          out[name] = this.component(raw, component, at);
        }
      } else {
        if (!Array.isArray(raw)) {
          this.issues.push({ path: at, message: 'must be an array' });
          continue;
        }
        out[name] = raw.map((entry, i) => {
          const kind = isRecord(entry) ? entry.__component : undefined;
          if (typeof kind !== 'string' || !attribute.components.includes(kind)) {
            this.issues.push({ path: [...at, i, '__component'], message: `must be one of ${attribute.components.join(', ')}` });
            return {};
          }
          return { __component: kind, ...this.component(entry, COMPONENTS[kind]!, [...at, i]) };
        });
      }
    }
    if (!partial) for (const name of Object.keys(attributes)) if (!(name in out)) out[name] = null;
    return out;
  }

  private component(value: unknown, attributes: Attributes, path: Array<string | number>): StoredData {
    const id = isRecord(value) && typeof value.id === 'number' && Number.isInteger(value.id) && value.id > 0 ? value.id : this.nextId++;
    return { id, ...this.attributes(value, attributes, path, false) };
  }
}

function highestComponentId(value: unknown): number {
  if (Array.isArray(value)) return Math.max(0, ...value.map(highestComponentId));
  if (!isRecord(value)) return 0;
  const own = typeof value.id === 'number' ? value.id : 0;
  return Math.max(own, ...Object.values(value).map(highestComponentId));
}

const SCHEMAS: Record<ContentType['model'], z.ZodType> = { page: CmsPageSchema, block: CmsBlockSchema, newsletter: CmsNewsletterSchema };

/** The whole document against domain/cms-content.ts (each page section against its section type). */
function validate(type: ContentType, data: StoredData): void {
  const rendered = renderDocument({ id: 1, documentId: 'validation', status: 'draft', data, createdAt: '', updatedAt: '', publishedAt: null }, type, everything(type.attributes));
  const issues: Issue[] = [];
  const result = SCHEMAS[type.model].safeParse(rendered);
  if (!result.success) issues.push(...result.error.issues.map((issue) => ({ path: issue.path as Array<string | number>, message: issue.message })));
  if (type.model === 'page' && Array.isArray(rendered.sections)) {
    rendered.sections.forEach((section, i) => {
      const parsed = CmsSectionSchema.safeParse(section);
      if (!parsed.success) issues.push(...parsed.error.issues.map((issue) => ({ path: ['sections', i, ...(issue.path as Array<string | number>)], message: issue.message })));
    });
  }
  if (issues.length) throw validationError(issues);
}

async function assertUniqueIdentifier(db: D1Database, type: ContentType, documentId: string, data: StoredData): Promise<void> {
  if (!('identifier' in type.attributes)) return;
  const drafts = await listVersions(db, type.model, 'draft');
  if (drafts.some((draft) => draft.documentId !== documentId && draft.data.identifier === data.identifier)) {
    throw validationError([{ path: ['identifier'], message: 'This attribute must be unique' }]);
  }
}

function prepareData(body: unknown, base: StoredData | undefined, type: ContentType): StoredData {
  const normaliser = new Normaliser(highestComponentId(base ?? {}));
  const written = normaliser.attributes(body, type.attributes, [], base !== undefined);
  if (normaliser.issues.length) throw validationError(normaliser.issues);
  const data = { ...(base ?? {}), ...written };
  validate(type, data);
  return data;
}

async function resolveDocumentId(db: D1Database, type: ContentType, documentId: string | null): Promise<string | null> {
  return type.kind === 'singleType' ? singleDocumentId(db, type.model) : documentId;
}

/** Applies one write. Throws StrapiError (400 invalid, 404 unknown document) with nothing stored. */
export async function applyWrite(db: D1Database, type: ContentType, action: WriteAction, now = new Date().toISOString()): Promise<WriteResult> {
  if (action.kind === 'create' || action.kind === 'update') {
    let documentId = action.kind === 'update' ? await resolveDocumentId(db, type, action.documentId) : null;
    const existing = documentId ? await documentVersions(db, type.model, documentId) : {};
    // PUT on an unset single type creates it; PUT on an unknown collection document is a 404.
    if (action.kind === 'update' && !existing.draft && type.kind === 'collectionType') throw notFound();
    const creating = !existing.draft;
    documentId ??= newDocumentId();
    const data = prepareData(action.data, existing.draft?.data, type);
    await assertUniqueIdentifier(db, type, documentId, data);
    const write = { model: type.model, documentId, data, createdAt: existing.draft?.createdAt ?? now, updatedAt: now };
    await db.batch([upsertDraft(db, write), ...(action.publish ? publishVersion(db, write, now) : [])]);
    const after = await documentVersions(db, type.model, documentId);
    const events: PendingEvent[] = [{ event: creating ? 'entry.create' : 'entry.update', entry: fullEntry(after.draft!, type) }];
    if (action.publish && after.published) events.push({ event: 'entry.publish', entry: fullEntry(after.published, type) });
    return { version: (action.publish ? after.published : after.draft) ?? null, events };
  }

  const documentId = await resolveDocumentId(db, type, action.documentId);
  const existing = documentId ? await documentVersions(db, type.model, documentId) : {};
  if (!documentId || !existing.draft) throw notFound();
  if (action.kind === 'unpublish') {
    if (!existing.published) return { version: existing.draft, events: [] };
    await unpublishVersion(db, type.model, documentId).run();
    return { version: existing.draft, events: [{ event: 'entry.unpublish', entry: fullEntry(existing.published, type) }] };
  }
  await deleteDocument(db, type.model, documentId).run();
  return { version: null, events: [{ event: 'entry.delete', entry: fullEntry(existing.published ?? existing.draft, type) }] };
}
