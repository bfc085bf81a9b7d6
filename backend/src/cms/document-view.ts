// A stored document as Strapi v5's REST API answers it: system fields and scalar attributes
// flattened, media / components / dynamic zones only where `populate` asks for them; plus the
// filters and sort of a list, evaluated over the scalar fields.
import { COMPONENTS, type Attributes, type ContentType } from './content-types';
import { mediaById } from './media';
import type { Filter, Populate, PopulateNode, Sort } from './query-parse';

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

/** A scalar field's value as text (what string operators compare). */
export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value) ?? '';

function renderAttributes(data: StoredData, attributes: Attributes, populate: Populate, fields: string[] | undefined): Json {
  const out: Json = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.kind === 'scalar') {
      if (!fields || fields.includes(name)) out[name] = data[name] ?? null;
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
  return { id: data.id, ...renderAttributes(data, attributes, node.populate ?? {}, node.fields) };
}

function renderZoneEntry(entry: StoredData, node: PopulateNode): Json {
  const component = String(entry.__component);
  const fragment = node.on?.[component] ?? {};
  const attributes = COMPONENTS[component] ?? {};
  return { __component: component, id: entry.id, ...renderAttributes(entry, attributes, fragment.populate ?? {}, fragment.fields) };
}

/** The document as the REST API returns it. */
export function renderDocument(version: StoredVersion, type: ContentType, populate: Populate = {}, fields?: string[]): Json {
  const wants = (name: string) => !fields || fields.includes(name);
  return {
    id: version.id,
    documentId: version.documentId,
    ...renderAttributes(version.data, type.attributes, populate, fields),
    ...(wants('createdAt') ? { createdAt: version.createdAt } : {}),
    ...(wants('updatedAt') ? { updatedAt: version.updatedAt } : {}),
    ...(wants('publishedAt') ? { publishedAt: version.publishedAt } : {}),
  };
}

/** Every scalar attribute and system field of a version (what filters and sort see). */
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

function compare(actual: unknown, expected: string): number {
  if (typeof actual === 'number') {
    const number = Number(expected);
    return Number.isNaN(number) ? NaN : actual - number;
  }
  const text = asText(actual);
  return text < expected ? -1 : text > expected ? 1 : 0;
}

const truthy = (value: string) => value === 'true' || value === '1';

function matchesCondition(actual: unknown, operator: string, value: string | string[]): boolean {
  const list = Array.isArray(value) ? value : [value];
  const one = list[0] ?? '';
  const text = actual === null || actual === undefined ? null : asText(actual);
  switch (operator) {
    case '$null':
      return truthy(one) === (text === null);
    case '$notNull':
      return truthy(one) === (text !== null);
    case '$in':
      return text !== null && list.some((item) => compare(actual, item) === 0);
    case '$notIn':
      return text === null || !list.some((item) => compare(actual, item) === 0);
    case '$between':
      return text !== null && list.length === 2 && compare(actual, list[0]!) >= 0 && compare(actual, list[1]!) <= 0;
  }
  if (text === null) return operator === '$ne' || operator === '$nei' || operator.startsWith('$not');
  const lower = text.toLowerCase();
  const needle = one.toLowerCase();
  switch (operator) {
    case '$eq':
      return compare(actual, one) === 0;
    case '$ne':
      return compare(actual, one) !== 0;
    case '$eqi':
      return lower === needle;
    case '$nei':
      return lower !== needle;
    case '$lt':
      return compare(actual, one) < 0;
    case '$lte':
      return compare(actual, one) <= 0;
    case '$gt':
      return compare(actual, one) > 0;
    case '$gte':
      return compare(actual, one) >= 0;
    case '$contains':
      return text.includes(one);
    case '$notContains':
      return !text.includes(one);
    case '$containsi':
      return lower.includes(needle);
    case '$notContainsi':
      return !lower.includes(needle);
    case '$startsWith':
      return text.startsWith(one);
    case '$startsWithi':
      return lower.startsWith(needle);
    case '$endsWith':
      return text.endsWith(one);
    case '$endsWithi':
      return lower.endsWith(needle);
    default:
      return false;
  }
}

export function matches(version: StoredVersion, filter: Filter): boolean {
  switch (filter.kind) {
    case 'and':
      return filter.items.every((item) => matches(version, item));
    case 'or':
      return filter.items.some((item) => matches(version, item));
    case 'not':
      return !matches(version, filter.item);
    case 'condition':
      return matchesCondition(scalarValue(version, filter.field), filter.operator, filter.value);
  }
}

/** Sorted as asked (nulls first, as SQLite), then by id. */
export function sortVersions(versions: StoredVersion[], sort: Sort): StoredVersion[] {
  return [...versions].sort((a, b) => {
    for (const { field, order } of sort) {
      const x = scalarValue(a, field);
      const y = scalarValue(b, field);
      if (x === y) continue;
      const result = x === null ? -1 : y === null ? 1 : typeof x === 'number' && typeof y === 'number' ? x - y : asText(x).localeCompare(asText(y), 'et');
      if (result !== 0) return order === 'asc' ? result : -result;
    }
    return a.id - b.id;
  });
}
