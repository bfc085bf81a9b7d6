// Strapi v5 REST query parameters: the qs bracket syntax (`filters[identifier][$eq]=home`,
// `populate[sections][on][sections.notice][populate]=image`, `sort[0]=title:desc`) parsed and
// checked against the content type. Anything Strapi would refuse is a StrapiError (400), never a
// crash: unknown keys, unknown operators, populating a scalar, a bad status or pagination.
import { COMPONENTS, SYSTEM_FIELDS, type Attributes, type ContentType } from './content-types';
import { StrapiError, invalidKey } from './responses';

type Qs = string | Qs[] | { [key: string]: Qs };

const MAX_PARAMETERS = 1000;
const MAX_DEPTH = 20;
const MAX_KEY_LENGTH = 1000;

/** `a[b][0]=x` → `{ a: { b: ['x'] } }`, as the qs library Strapi uses (arrays from numeric keys). */
export function parseQs(params: URLSearchParams): Record<string, Qs> {
  const root: Record<string, Qs> = {};
  let count = 0;
  for (const [key, value] of params) {
    if (++count > MAX_PARAMETERS) throw new StrapiError(400, 'ValidationError', `Too many query parameters (at most ${MAX_PARAMETERS})`);
    if (key.length > MAX_KEY_LENGTH) throw invalidKey(key.slice(0, 100));
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw invalidKey(key);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    if (path.length > MAX_DEPTH) throw invalidKey(key);
    let node: Record<string, Qs> = root;
    for (let i = 0; i < path.length; i++) {
      let segment = path[i]!;
      if (segment === '') segment = String(Object.keys(node).length);
      if (i === path.length - 1) {
        const existing = node[segment];
        if (existing === undefined) node[segment] = value;
        else if (typeof existing === 'string') node[segment] = [existing, value];
        else if (Array.isArray(existing)) existing.push(value);
        else throw invalidKey(key);
      } else {
        const next = node[segment];
        if (next === undefined) node[segment] = {};
        else if (typeof next === 'string' || Array.isArray(next)) throw invalidKey(key);
        node = node[segment] as Record<string, Qs>;
      }
    }
  }
  return arrays(root) as Record<string, Qs>;
}

/** Objects whose keys are 0..n-1 become arrays. */
function arrays(value: Qs): Qs {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arrays(value[k]!)]));
  if (keys.length && keys.every((k) => /^\d+$/.test(k)) && keys.map(Number).sort((a, b) => a - b).every((n, i) => n === i)) {
    return keys.map((_, i) => converted[String(i)]!);
  }
  return converted;
}

// --- populate -------------------------------------------------------------------------------

/** What to populate: attribute name → how. */
export type Populate = { [attribute: string]: PopulateNode };
export type PopulateNode = {
  /** Nested populate of a component (or, per component, of a dynamic zone entry). */
  populate?: Populate;
  fields?: string[];
  /** Dynamic zones: the populate of each listed component (`on` fragments, or the shared strategy). */
  on?: Record<string, PopulateNode>;
  /** Dynamic zone with `on` fragments: entries of unlisted components are still returned, unpopulated. */
};

const isPopulatable = (attributes: Attributes, name: string) => {
  const attribute = attributes[name];
  return attribute !== undefined && attribute.kind !== 'scalar';
};

const childAttributes = (attributes: Attributes, name: string): Attributes | null => {
  const attribute = attributes[name]!;
  return attribute.kind === 'component' ? COMPONENTS[attribute.component]! : null;
};

export function parsePopulate(value: Qs | undefined, attributes: Attributes, path: string, lenient = false): Populate {
  if (value === undefined) return {};
  if (typeof value === 'string') {
    if (value === '*' || value === 'true') {
      return Object.fromEntries(Object.keys(attributes).filter((name) => isPopulatable(attributes, name)).map((name) => [name, {}]));
    }
    if (value === 'false' || value === '') return {};
    return parsePopulate(value.split(','), attributes, path, lenient);
  }
  if (Array.isArray(value)) {
    const out: Populate = {};
    for (const item of value) {
      if (typeof item !== 'string') throw invalidKey(path);
      for (const name of item.split(',')) {
        if (name === '*') Object.assign(out, parsePopulate('*', attributes, path));
        else if (isPopulatable(attributes, name)) out[name] = {};
        else if (!lenient) throw invalidKey(name, `${path}.${name}`);
      }
    }
    return out;
  }
  const out: Populate = {};
  for (const [name, entry] of Object.entries(value)) {
    if (!isPopulatable(attributes, name)) {
      if (lenient) continue;
      throw invalidKey(name, `${path}.${name}`);
    }
    const node = parseNode(entry, attributes, name, `${path}.${name}`);
    if (node) out[name] = node;
  }
  return out;
}

function parseNode(entry: Qs, attributes: Attributes, name: string, path: string): PopulateNode | null {
  if (entry === 'true' || entry === '*') return {};
  if (entry === 'false') return null;
  if (typeof entry === 'string' || Array.isArray(entry)) throw invalidKey(name, path);
  const attribute = attributes[name]!;
  const node: PopulateNode = {};
  for (const [key, inner] of Object.entries(entry)) {
    if (key === 'populate') {
      if (attribute.kind === 'component') node.populate = parsePopulate(inner, COMPONENTS[attribute.component]!, `${path}.populate`);
      else if (attribute.kind === 'dynamiczone') node.on = sharedPopulate(inner, attribute.components, `${path}.populate`);
      // Media: populating inside an upload changes nothing (it is returned whole).
    } else if (key === 'fields') {
      const children = childAttributes(attributes, name);
      if (children) node.fields = parseFields(inner, children, `${path}.fields`);
    } else if (key === 'on' && attribute.kind === 'dynamiczone') {
      if (typeof inner !== 'object' || Array.isArray(inner)) throw invalidKey('on', `${path}.on`);
      node.on = {};
      for (const [component, fragment] of Object.entries(inner)) {
        if (!attribute.components.includes(component)) throw invalidKey(component, `${path}.on.${component}`);
        const parsed = parseNode(fragment, { [component]: { kind: 'component', component, repeatable: false } }, component, `${path}.on.${component}`);
        if (parsed) node.on[component] = parsed;
      }
    } else if (key === 'sort' || key === 'filters' || key === 'count') {
      // Accepted and ignored: components keep their order, and there are no relations to filter.
    } else {
      throw invalidKey(key, `${path}.${key}`);
    }
  }
  return node;
}

/** v4's shared strategy for a dynamic zone (`populate[sections][populate]=*`): the same populate for every component. */
function sharedPopulate(value: Qs, components: readonly string[], path: string): Record<string, PopulateNode> {
  const on: Record<string, PopulateNode> = {};
  const known = new Set<string>();
  for (const component of components) {
    const attributes = COMPONENTS[component]!;
    on[component] = { populate: parsePopulate(value, attributes, path, true) };
    for (const name of Object.keys(attributes)) known.add(name);
  }
  const named = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value.filter((v) => typeof v === 'string') : Object.keys(value);
  for (const name of named) {
    if (name !== '*' && name !== 'true' && name !== 'false' && name !== '' && !known.has(name)) throw invalidKey(name, `${path}.${name}`);
  }
  return on;
}

// --- fields, sort -----------------------------------------------------------------------------

const isScalarField = (attributes: Attributes, name: string) =>
  (SYSTEM_FIELDS as readonly string[]).includes(name) || attributes[name]?.kind === 'scalar';

export function parseFields(value: Qs | undefined, attributes: Attributes, path = 'fields'): string[] | undefined {
  if (value === undefined) return undefined;
  const list = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null;
  if (!list || list.some((item) => typeof item !== 'string')) throw invalidKey(path);
  const names = (list as string[]).map((name) => name.trim()).filter(Boolean);
  for (const name of names) {
    if (name === '*') return undefined;
    if (!isScalarField(attributes, name)) throw invalidKey(name, `${path}.${name}`);
  }
  return names;
}

export type Sort = Array<{ field: string; order: 'asc' | 'desc' }>;

export function parseSort(value: Qs | undefined, attributes: Attributes): Sort {
  if (value === undefined) return [];
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : null;
  if (!list || list.some((item) => typeof item !== 'string')) throw invalidKey('sort');
  const out: Sort = [];
  for (const part of (list as string[]).flatMap((item) => item.split(','))) {
    const [field = '', order = 'asc', ...rest] = part.trim().split(':');
    if (!isScalarField(attributes, field) || rest.length) throw invalidKey(field || part, `sort.${field}`);
    const normalised = order.toLowerCase();
    if (normalised !== 'asc' && normalised !== 'desc') throw new StrapiError(400, 'ValidationError', `Invalid order. order can only be one of asc|desc|ASC|DESC`, { key: part, source: 'query' });
    out.push({ field, order: normalised });
  }
  return out;
}

// --- pagination -------------------------------------------------------------------------------

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export type Pagination = { kind: 'page'; page: number; pageSize: number } | { kind: 'offset'; start: number; limit: number };

const integer = (value: Qs | undefined, name: string, min: number): number | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^-?\d{1,9}$/.test(value) || Number(value) < min) {
    throw new StrapiError(400, 'ValidationError', `Invalid '${name}' parameter. Expected an integer >= ${min}`, { key: name, source: 'query' });
  }
  return Number(value);
};

export function parsePagination(value: Qs | undefined): Pagination {
  if (value === undefined) return { kind: 'page', page: 1, pageSize: DEFAULT_PAGE_SIZE };
  if (typeof value === 'string' || Array.isArray(value)) throw invalidKey('pagination');
  for (const key of Object.keys(value)) {
    if (!['page', 'pageSize', 'start', 'limit', 'withCount'].includes(key)) throw invalidKey(key, `pagination.${key}`);
  }
  const page = integer(value.page, 'page', 1);
  const pageSize = integer(value.pageSize, 'pageSize', 1);
  const start = integer(value.start, 'start', 0);
  const limit = integer(value.limit, 'limit', -1);
  if ((page !== undefined || pageSize !== undefined) && (start !== undefined || limit !== undefined)) {
    throw new StrapiError(400, 'ValidationError', 'Invalid pagination attributes. You cannot use page and offset pagination in the same query');
  }
  if (start !== undefined || limit !== undefined) {
    const wanted = limit === undefined || limit === -1 ? MAX_PAGE_SIZE : limit;
    return { kind: 'offset', start: start ?? 0, limit: Math.min(Math.max(wanted, 1), MAX_PAGE_SIZE) };
  }
  return { kind: 'page', page: page ?? 1, pageSize: Math.min(pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE) };
}

// --- filters ----------------------------------------------------------------------------------

export const OPERATORS = [
  '$eq', '$eqi', '$ne', '$nei', '$lt', '$lte', '$gt', '$gte', '$in', '$notIn', '$contains', '$notContains',
  '$containsi', '$notContainsi', '$null', '$notNull', '$between', '$startsWith', '$startsWithi', '$endsWith', '$endsWithi',
] as const;
export type Operator = (typeof OPERATORS)[number];

export type Filter =
  | { kind: 'and' | 'or'; items: Filter[] }
  | { kind: 'not'; item: Filter }
  | { kind: 'condition'; field: string; operator: Operator; value: string | string[] };

export function parseFilters(value: Qs | undefined, attributes: Attributes, path = 'filters'): Filter {
  if (value === undefined) return { kind: 'and', items: [] };
  if (typeof value === 'string' || Array.isArray(value)) throw invalidKey(path);
  const items: Filter[] = [];
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$and' || key === '$or') {
      const list = Array.isArray(inner) ? inner : typeof inner === 'object' ? Object.values(inner) : null;
      if (!list) throw invalidKey(key, `${path}.${key}`);
      items.push({ kind: key === '$and' ? 'and' : 'or', items: list.map((item, i) => parseFilters(item, attributes, `${path}.${key}.${i}`)) });
    } else if (key === '$not') {
      items.push({ kind: 'not', item: parseFilters(inner, attributes, `${path}.$not`) });
    } else if (isScalarField(attributes, key)) {
      items.push(...conditions(key, inner, `${path}.${key}`));
    } else {
      throw invalidKey(key, `${path}.${key}`);
    }
  }
  return { kind: 'and', items };
}

function conditions(field: string, value: Qs, path: string): Filter[] {
  if (typeof value === 'string' || Array.isArray(value)) {
    if (Array.isArray(value) && value.some((v) => typeof v !== 'string')) throw invalidKey(field, path);
    return [{ kind: 'condition', field, operator: Array.isArray(value) ? '$in' : '$eq', value: value as string | string[] }];
  }
  const out: Filter[] = [];
  for (const [operator, operand] of Object.entries(value)) {
    if (operator === '$not') {
      out.push({ kind: 'not', item: { kind: 'and', items: conditions(field, operand, `${path}.$not`) } });
      continue;
    }
    if (!(OPERATORS as readonly string[]).includes(operator)) throw invalidKey(operator, `${path}.${operator}`);
    const list = typeof operand === 'string' ? operand : Array.isArray(operand) && operand.every((v) => typeof v === 'string') ? operand : null;
    if (list === null) throw invalidKey(operator, `${path}.${operator}`);
    out.push({ kind: 'condition', field, operator: operator as Operator, value: list });
  }
  return out;
}

// --- the whole query --------------------------------------------------------------------------

export type Status = 'draft' | 'published';

export type ReadQuery = {
  status: Status;
  populate: Populate;
  fields: string[] | undefined;
  filters: Filter;
  sort: Sort;
  pagination: Pagination;
};

const COLLECTION_KEYS = new Set(['filters', 'populate', 'fields', 'sort', 'pagination', 'status', 'locale']);
const SINGLE_KEYS = new Set(['populate', 'fields', 'status', 'locale']);

export function parseStatus(value: Qs | undefined): Status {
  if (value === undefined) return 'published';
  if (value === 'draft' || value === 'published') return value;
  throw new StrapiError(400, 'ValidationError', 'Invalid status. status can only be one of draft|published', { key: 'status', source: 'query' });
}

/**
 * The read query of a request. `many`: a collection's list (all parameters); otherwise one
 * document or a single type (populate, fields, status).
 */
export function parseReadQuery(url: URL, type: ContentType, many: boolean): ReadQuery {
  const qs = parseQs(url.searchParams);
  const allowed = many ? COLLECTION_KEYS : SINGLE_KEYS;
  for (const key of Object.keys(qs)) if (!allowed.has(key)) throw invalidKey(key);
  return {
    status: parseStatus(qs.status),
    populate: parsePopulate(qs.populate, type.attributes, 'populate'),
    fields: parseFields(qs.fields, type.attributes),
    filters: parseFilters(qs.filters, type.attributes),
    sort: parseSort(qs.sort, type.attributes),
    pagination: parsePagination(qs.pagination),
  };
}
