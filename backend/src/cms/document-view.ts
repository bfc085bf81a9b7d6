// A stored document as Strapi v5's REST API answers it: system fields and scalar attributes
// flattened, media / components / dynamic zones only where `populate` asks for them; plus the
// equality filters of a list, evaluated over the scalar fields.
import { COMPONENTS, type Attributes, type ContentType } from './content-types';
import { mediaById } from './media';
import type { Filters, Populate, PopulateNode } from './query-parse';

/** Fields of a stored version (the `data` column), as written: media by upload id. */
export type StoredData = Record<string, unknown>;

export type StoredVersion = {
  id: number;
  documentId: string;
  status: 'draft' | 'published';
  data: StoredData;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
};

type Json = Record<string, unknown>;

/** A scalar field's value as text (what `$eq` compares and the editor shows). */
export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value) ?? '';

function renderAttributes(data: StoredData, attributes: Attributes, populate: Populate): Json {
  const out: Json = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.kind === 'scalar') {
      out[name] = data[name] ?? null;
      continue;
    }
    const node = populate[name];
    if (!node) continue;
    const value = data[name];
    if (attribute.kind === 'media') {
      out[name] = typeof value === 'number' ? (mediaById(value) ?? null) : null;
    } else if (attribute.kind === 'component') {
      const render = (item: unknown) => renderComponent(item, COMPONENTS[attribute.component]!, node);
      out[name] = attribute.repeatable ? (Array.isArray(value) ? value.map(render) : []) : value && typeof value === 'object' ? render(value) : null;
    } else {
      out[name] = Array.isArray(value) ? value.map((entry) => renderZoneEntry(entry as StoredData, node)) : [];
    }
  }
  return out;
}

function renderComponent(value: unknown, attributes: Attributes, node: PopulateNode): Json {
  const data = value as StoredData;
  return { id: data.id, ...renderAttributes(data, attributes, node.populate ?? {}) };
}

function renderZoneEntry(entry: StoredData, node: PopulateNode): Json {
  const component = String(entry.__component);
  const fragment = node.on?.[component] ?? {};
  const attributes = COMPONENTS[component] ?? {};
  return { __component: component, id: entry.id, ...renderAttributes(entry, attributes, fragment.populate ?? {}) };
}

/** The document as the REST API returns it. */
export function renderDocument(version: StoredVersion, type: ContentType, populate: Populate = {}): Json {
  return {
    id: version.id,
    documentId: version.documentId,
    ...renderAttributes(version.data, type.attributes, populate),
    createdAt: version.createdAt,
    updatedAt: version.updatedAt,
    publishedAt: version.publishedAt,
  };
}

/** A scalar attribute or system field of a version (what a filter compares). */
function scalarValue(version: StoredVersion, field: string): unknown {
  switch (field) {
    case 'id':
      return version.id;
    case 'documentId':
      return version.documentId;
    case 'createdAt':
      return version.createdAt;
    case 'updatedAt':
      return version.updatedAt;
    case 'publishedAt':
      return version.publishedAt;
    default:
      return version.data[field] ?? null;
  }
}

/** `$eq` as Strapi: a number field compares as a number (`id` 3 equals `'3'`), null equals nothing. */
const equals = (actual: unknown, expected: string): boolean =>
  actual !== null && (typeof actual === 'number' ? actual === Number(expected) : asText(actual) === expected);

/** Whether a version passes every filter of a list. */
export const matches = (version: StoredVersion, filters: Filters): boolean =>
  filters.every(({ field, value }) => equals(scalarValue(version, field), value));
