/**
 * Listing state in the query string (storefront.md §2): `page`, `sort`, `itemsPerPage`, `term`
 * and filters prefixed `f` (`fcolor=12,14`, `fprice=100_200`). Parsing never fails: a bad value
 * is ignored or clamped, so any URL renders a clean page.
 */
export const DEFAULT_PAGE_SIZE = 32;
export const MAX_PAGE = 1000;
export const MAX_TERM_LENGTH = 200;
const MAX_FILTER_VALUES = 20;
const FILTER_PREFIX = 'f';

export type SortDirection = 'ASC' | 'DESC';
export type ListingSort = { field: string; direction: SortDirection };

export type ListingQuery = {
  page: number;
  pageSize: number;
  sort: ListingSort | null;
  term: string;
  /** Attribute code → selected option values (a price range is one `from_to` value). */
  filters: Readonly<Record<string, readonly string[]>>;
};

export type ListingOptions = {
  /** Page sizes offered (storeConfig `list_per_page_values`); the first is not necessarily the default. */
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** Sort fields offered by the backend (`sort_fields.options[].value`). */
  sortFields: readonly string[];
  /** Attribute codes that may be filtered on. */
  filterCodes: readonly string[];
};

/** `"32,64,96"` → `[32, 64, 96]`; junk entries dropped. */
export function parsePageSizes(values: string | null | undefined, fallback: number): number[] {
  const sizes = (values ?? '')
    .split(',')
    .map((value) => Number(value.trim()))
    .filter((value) => Number.isInteger(value) && value > 0 && value <= 200);
  return sizes.length ? [...new Set(sizes)] : [fallback];
}

function positiveInt(raw: string | null, max: number): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? Math.min(value, max) : null;
}

const FILTER_VALUE = /^[A-Za-z0-9_.-]{1,64}$/;

export function parseListingQuery(params: URLSearchParams, options: ListingOptions): ListingQuery {
  const page = positiveInt(params.get('page'), MAX_PAGE) ?? 1;
  const requestedSize = positiveInt(params.get('itemsPerPage'), 1000);
  const pageSize = requestedSize !== null && options.pageSizes.includes(requestedSize) ? requestedSize : options.defaultPageSize;

  let sort: ListingSort | null = null;
  const sortMatch = /^([a-z_]{1,40})_(asc|desc)$/i.exec(params.get('sort') ?? '');
  if (sortMatch && options.sortFields.includes(sortMatch[1]!)) {
    sort = { field: sortMatch[1]!, direction: sortMatch[2]!.toUpperCase() as SortDirection };
  }

  const term = (params.get('term') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TERM_LENGTH);

  const filters: Record<string, string[]> = {};
  for (const code of options.filterCodes) {
    const values = params
      .getAll(`${FILTER_PREFIX}${code}`)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => FILTER_VALUE.test(value) && (code !== 'price' || /^\d*(\.\d+)?_\d*(\.\d+)?$/.test(value)));
    if (values.length) filters[code] = [...new Set(values)].slice(0, MAX_FILTER_VALUES);
  }
  return { page, pageSize, sort, term, filters };
}

/**
 * The query string for a listing state, keeping only non-default values, in a stable order
 * (so equal states give equal URLs and edge cache keys). `page` 1 is omitted.
 */
export function listingSearch(query: ListingQuery, defaults: { pageSize: number }): string {
  const params = new URLSearchParams();
  if (query.term) params.set('term', query.term);
  for (const code of Object.keys(query.filters).sort()) {
    const values = query.filters[code];
    if (values?.length) params.set(`${FILTER_PREFIX}${code}`, [...values].sort().join(','));
  }
  if (query.sort) params.set('sort', `${query.sort.field}_${query.sort.direction.toLowerCase()}`);
  if (query.pageSize !== defaults.pageSize) params.set('itemsPerPage', String(query.pageSize));
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The listing state as far as the URL alone tells it, without the store's options: what the
 * edge HTML cache keys a page on (`listingSearch` of it is the stable spelling). Parsed like
 * `parseListingQuery`, with every well-formed sort field and `f`-prefixed code accepted;
 * `pageSize` is 0 when `itemsPerPage` is absent or malformed.
 */
export function urlListingQuery(params: URLSearchParams): ListingQuery {
  const filterCodes = [...new Set([...params.keys()].filter((name) => /^f[a-z0-9_]{1,40}$/.test(name)).map((name) => name.slice(FILTER_PREFIX.length)))];
  const sortField = /^([a-z_]{1,40})_(asc|desc)$/i.exec(params.get('sort') ?? '')?.[1];
  const pageSize = positiveInt(params.get('itemsPerPage'), 1000);
  return parseListingQuery(params, {
    pageSizes: pageSize === null ? [] : [pageSize],
    defaultPageSize: 0,
    sortFields: sortField ? [sortField] : [],
    filterCodes,
  });
}

/** Toggle one filter value; resets to the first page as a new filter changes the result set. */
export function toggleFilter(query: ListingQuery, code: string, value: string): ListingQuery {
  const current = query.filters[code] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : code === 'price' ? [value] : [...current, value];
  const filters = { ...query.filters, [code]: next };
  if (!next.length) delete filters[code];
  return { ...query, filters, page: 1 };
}

/** Magento filter input for the selected filters (`price` as a range, others as `in`). */
export function filterInput(filters: ListingQuery['filters']): Record<string, { in: string[] } | { from?: string; to?: string }> {
  const input: Record<string, { in: string[] } | { from?: string; to?: string }> = {};
  for (const [code, values] of Object.entries(filters)) {
    if (!values.length) continue;
    if (code === 'price') {
      const [from, to] = values[0]!.split('_');
      input.price = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
    } else {
      input[code] = { in: [...values] };
    }
  }
  return input;
}
