// The Strapi v5 REST query parameters this test double answers: only those its clients send
// (worker/upstream/cms-client.ts, integration/, e2e/, bench/cms-publish.mjs,
// scripts/strapi-e2e.mjs and the backend's own CMS tests), parsed with qs as Strapi parses them:
//
//   status=draft|published
//   filters[<scalar field>][$eq]=value          (several fields: all must match)
//   populate=* | a,b | populate[a]=true|* | populate[component][populate]=…
//   populate[zone][on][<component>]=true|{ populate }, populate[zone][populate]=* (v4's shared form)
//   pagination[page], pagination[pageSize]      (lists only)
//
// Everything else a real Strapi understands (other operators, $and/$or/$not, sort, fields,
// offset pagination, locale) is a 400 that names what is supported, in Strapi's error envelope,
// so a client that starts sending it fails loudly here instead of silently getting everything.
import qs from 'qs';
import { COMPONENTS, SYSTEM_FIELDS, type Attributes, type ContentType } from './content-types';
import { StrapiError, invalidKey } from './responses';

/** One parsed value (`null` too, for a bare `?key`, under Strapi's strictNullHandling). */
type Qs = qs.ParsedQs[string];

/** Strapi 5's own qs settings (@strapi/core `services/server/koa.ts`). */
const QS_OPTIONS = { strictNullHandling: true, arrayLimit: 100, depth: 20, ignoreQueryPrefix: true } as const;

const SUPPORTED = 'status, filters[<field>][$eq], populate and pagination[page|pageSize]';

/** A parameter or operator Strapi has but this test double does not answer. */
const unsupported = (key: string, path = key) =>
  new StrapiError(400, 'ValidationError', `Unsupported query parameter ${path}: the reference CMS answers only ${SUPPORTED}`, { key, path, source: 'query' });

const isObject = (value: Qs): value is Record<string, Qs> => typeof value === 'object' && value !== null && !Array.isArray(value);

// --- populate -------------------------------------------------------------------------------

/** What to populate: attribute name → how. */
export type Populate = { [attribute: string]: PopulateNode };
export type PopulateNode = {
  /** Nested populate of a component. */
  populate?: Populate;
  /** Dynamic zones: the populate of each listed component; entries of unlisted ones come unpopulated. */
  on?: Record<string, PopulateNode>;
};

const isPopulatable = (attributes: Attributes, name: string) => {
  const attribute = attributes[name];
  return attribute !== undefined && attribute.kind !== 'scalar';
};

/** Every media, component and dynamic zone attribute, one level deep (`populate=*`). */
const everyAttribute = (attributes: Attributes): Populate =>
  Object.fromEntries(Object.keys(attributes).filter((name) => isPopulatable(attributes, name)).map((name) => [name, {}]));

/** `populate` of a document or component: `*`, a comma list of names, or an object per name. */
export function parsePopulate(value: Qs | undefined, attributes: Attributes, path: string): Populate {
  if (value === undefined) return {};
  if (value === '*' || value === 'true') return everyAttribute(attributes);
  if (typeof value === 'string') {
    const out: Populate = {};
    for (const name of value.split(',')) {
      if (!isPopulatable(attributes, name)) throw invalidKey(name, `${path}.${name}`);
      out[name] = {};
    }
    return out;
  }
  if (!isObject(value)) throw invalidKey(path);
  const out: Populate = {};
  for (const [name, entry] of Object.entries(value)) {
    if (!isPopulatable(attributes, name)) throw invalidKey(name, `${path}.${name}`);
    out[name] = parseNode(entry, attributes, name, `${path}.${name}`);
  }
  return out;
}

function parseNode(entry: Qs, attributes: Attributes, name: string, path: string): PopulateNode {
  if (entry === 'true' || entry === '*') return {};
  if (!isObject(entry)) throw invalidKey(name, path);
  const attribute = attributes[name]!;
  const node: PopulateNode = {};
  for (const [key, inner] of Object.entries(entry)) {
    if (key === 'populate' && attribute.kind === 'component') node.populate = parsePopulate(inner, COMPONENTS[attribute.component]!, `${path}.populate`);
    else if (key === 'populate' && attribute.kind === 'dynamiczone') node.on = sharedPopulate(inner, attribute.components, `${path}.populate`);
    else if (key === 'populate' && attribute.kind === 'media') continue; // an upload is returned whole
    else if (key === 'on' && attribute.kind === 'dynamiczone') node.on = fragments(inner, attribute.components, `${path}.on`);
    else if (key === 'fields' || key === 'sort' || key === 'filters' || key === 'count') throw unsupported(key, `${path}.${key}`);
    else throw invalidKey(key, `${path}.${key}`);
  }
  return node;
}

/** Strapi 5's per-component populate of a dynamic zone (`on` fragments). */
function fragments(value: Qs, components: readonly string[], path: string): Record<string, PopulateNode> {
  if (!isObject(value)) throw invalidKey('on', path);
  const on: Record<string, PopulateNode> = {};
  for (const [component, fragment] of Object.entries(value)) {
    if (!components.includes(component)) throw invalidKey(component, `${path}.${component}`);
    on[component] = parseNode(fragment, { [component]: { kind: 'component', component, repeatable: false } }, component, `${path}.${component}`);
  }
  return on;
}

/** v4's shared strategy for a dynamic zone, `populate[sections][populate]=*`: every component one level deep. */
function sharedPopulate(value: Qs, components: readonly string[], path: string): Record<string, PopulateNode> {
  if (value !== '*' && value !== 'true') throw isObject(value) ? invalidKey(Object.keys(value)[0] ?? path, path) : unsupported('populate', path);
  return Object.fromEntries(components.map((component) => [component, { populate: everyAttribute(COMPONENTS[component]!) }]));
}

// --- filters, pagination, status --------------------------------------------------------------

/** Equality on scalar fields, all of which must hold. */
export type Filters = Array<{ field: string; value: string }>;

const isScalarField = (attributes: Attributes, name: string) =>
  (SYSTEM_FIELDS as readonly string[]).includes(name) || attributes[name]?.kind === 'scalar';

function parseFilters(value: Qs | undefined, attributes: Attributes): Filters {
  if (value === undefined) return [];
  if (!isObject(value)) throw invalidKey('filters');
  const out: Filters = [];
  for (const [field, condition] of Object.entries(value)) {
    const path = `filters.${field}`;
    if (field.startsWith('$')) throw unsupported(field, path);
    if (!isScalarField(attributes, field)) throw invalidKey(field, path);
    if (!isObject(condition)) throw unsupported(field, path);
    for (const [operator, operand] of Object.entries(condition)) {
      if (operator !== '$eq') throw operator.startsWith('$') ? unsupported(operator, `${path}.${operator}`) : invalidKey(operator, `${path}.${operator}`);
      if (typeof operand !== 'string') throw invalidKey(operator, `${path}.${operator}`);
      out.push({ field, value: operand });
    }
  }
  return out;
}

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export type Pagination = { page: number; pageSize: number };

function parsePositive(value: Qs | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw new StrapiError(400, 'ValidationError', `Invalid '${name}' parameter. Expected an integer >= 1`, { key: name, source: 'query' });
  }
  return Number(value);
}

function parsePagination(value: Qs | undefined): Pagination {
  if (value === undefined) return { page: 1, pageSize: DEFAULT_PAGE_SIZE };
  if (!isObject(value)) throw invalidKey('pagination');
  for (const key of Object.keys(value)) {
    if (key !== 'page' && key !== 'pageSize') throw unsupported(key, `pagination.${key}`);
  }
  const pageSize = parsePositive(value.pageSize, 'pageSize') ?? DEFAULT_PAGE_SIZE;
  return { page: parsePositive(value.page, 'page') ?? 1, pageSize: Math.min(pageSize, MAX_PAGE_SIZE) };
}

export type Status = 'draft' | 'published';

function parseStatus(value: Qs | undefined): Status {
  if (value === undefined) return 'published';
  if (value === 'draft' || value === 'published') return value;
  throw new StrapiError(400, 'ValidationError', 'Invalid status. status can only be one of draft|published', { key: 'status', source: 'query' });
}

// --- the whole query --------------------------------------------------------------------------

export type ReadQuery = { status: Status; populate: Populate; filters: Filters; pagination: Pagination };

const STRAPI_KEYS = new Set(['filters', 'populate', 'fields', 'sort', 'pagination', 'status', 'locale']);

/** The query string as Strapi sees it, each key one of `allowed` (a Strapi key outside it is unsupported). */
function parseQuery(url: URL, allowed: readonly string[]): Record<string, Qs> {
  const query = qs.parse(url.search, QS_OPTIONS);
  for (const key of Object.keys(query)) {
    if (!allowed.includes(key)) throw STRAPI_KEYS.has(key) ? unsupported(key) : invalidKey(key);
  }
  return query;
}

/**
 * The read query of a request: `many` for a collection's list (filters and pagination too),
 * otherwise one document or a single type. Throws a StrapiError (400) for anything else.
 */
export function parseReadQuery(url: URL, type: ContentType, many: boolean): ReadQuery {
  const query = parseQuery(url, many ? ['status', 'populate', 'filters', 'pagination'] : ['status', 'populate']);
  return {
    status: parseStatus(query.status),
    populate: parsePopulate(query.populate, type.attributes, 'populate'),
    filters: parseFilters(query.filters, type.attributes),
    pagination: parsePagination(query.pagination),
  };
}

/** A write's query: `?status=draft` only saves the draft; no status or `published` also publishes (Strapi v5). */
export function parseWriteQuery(url: URL): { publish: boolean } {
  const query = parseQuery(url, ['status']);
  return { publish: parseStatus(query.status) === 'published' };
}
