import * as z from 'zod/mini';

/**
 * The search service's wire format (storefront.md §7; Klevu's v2 search API, as served by the
 * reference backend and proxied by the storefront at `POST /klevu-api/search` and
 * `GET /klevu-api/settings`). Builds request bodies and parses replies at the boundary.
 * zod/mini: this module ships to the browser (live search).
 */

export const SEARCH_ENDPOINT = '/klevu-api/search';
export const SEARCH_SETTINGS_ENDPOINT = '/klevu-api/settings';
/** The record query id the storefront asks for and reads back. */
export const PRODUCT_SEARCH_ID = 'productSearch';
/** Search term page size (storefront.md §9): the live results show 10. */
export const SEARCH_TERM_PAGE_SIZE = 10;
/** Longest term sent; the proxy cuts longer ones to the same length. */
export const MAX_SEARCH_TERM_LENGTH = 200;
/** Largest page the proxy accepts. */
export const MAX_SEARCH_LIMIT = 100;

/** Klevu sort names the proxy accepts; RELEVANCE (descending) is the default (§9). */
export const SEARCH_SORTS = ['RELEVANCE', 'PRICE_ASC', 'PRICE_DESC', 'NAME_ASC', 'NAME_DESC', 'NEW_ARRIVAL_DESC'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export type SearchFilterSelection = { readonly key: string; readonly values: readonly string[] };

export type SearchRequestOptions = {
  readonly term: string;
  /** Default `SEARCH_TERM_PAGE_SIZE`; clamped to 1..`MAX_SEARCH_LIMIT`. */
  readonly limit?: number;
  /** Default 0; negative or fractional values are floored to a whole number ≥ 0. */
  readonly offset?: number;
  readonly sort?: SearchSort;
  /** Ask for filter facets in the reply (listing pages); the live search does not. */
  readonly filtersEnabled?: boolean;
  readonly filters?: readonly SearchFilterSelection[];
};

/** No `context`: the storefront's search client adds the configured API key (`SEARCH_API_KEY`). */
export type SearchRequestBody = {
  recordQueries: [
    {
      id: typeof PRODUCT_SEARCH_ID;
      typeOfRequest: 'SEARCH';
      settings: { query: { term: string }; typeOfRecords: ['KLEVU_PRODUCT']; limit: number; offset: number; sort: SearchSort };
      filters: { filtersToReturn: { enabled: boolean }; applyFilters: { filters: { key: string; values: string[] }[] } };
    },
  ];
};

/** The term as sent: whitespace collapsed, trimmed, at most `MAX_SEARCH_TERM_LENGTH` characters. */
export function normalizeSearchTerm(term: string): string {
  return term.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_TERM_LENGTH).trim();
}

const wholeNumber = (value: number | undefined, fallback: number, min: number, max: number) =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.min(max, Math.max(min, Math.floor(value)));

/** The v2 request body for one product search. Filters without values are left out. */
export function buildSearchRequest(options: SearchRequestOptions): SearchRequestBody {
  return {
    recordQueries: [
      {
        id: PRODUCT_SEARCH_ID,
        typeOfRequest: 'SEARCH',
        settings: {
          query: { term: normalizeSearchTerm(options.term) },
          typeOfRecords: ['KLEVU_PRODUCT'],
          limit: wholeNumber(options.limit, SEARCH_TERM_PAGE_SIZE, 1, MAX_SEARCH_LIMIT),
          offset: wholeNumber(options.offset, 0, 0, Number.MAX_SAFE_INTEGER),
          sort: options.sort ?? 'RELEVANCE',
        },
        filters: {
          filtersToReturn: { enabled: options.filtersEnabled ?? false },
          applyFilters: {
            filters: (options.filters ?? []).filter((f) => f.values.length > 0).map((f) => ({ key: f.key, values: [...f.values] })),
          },
        },
      },
    ],
  };
}

export type SearchRecord = {
  readonly id: string;
  readonly sku: string;
  readonly name: string;
  /** A storefront path (`/p/…`), never another origin. */
  readonly url: string;
  /** Absolute media URL, or `null` (the placeholder is shown). */
  readonly image: string | null;
  /** Regular price. */
  readonly price: number;
  /** What the shopper pays; equals `price` when there is no sale. */
  readonly salePrice: number;
  readonly currency: string;
  readonly inStock: boolean;
};

export type SearchFilterOption = { readonly name: string; readonly value: string; readonly count: number; readonly selected: boolean };
export type SearchFilter = { readonly key: string; readonly label: string; readonly options: readonly SearchFilterOption[] };
export type SearchResults = { readonly records: readonly SearchRecord[]; readonly total: number; readonly filters: readonly SearchFilter[] };

// Klevu sends every record value as a string (prices too). zod/mini schemas stay to the few
// kinds the other browser schemas use, since every kind adds to the shared zod chunk.
const RecordSchema = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  url: z.string(),
  image: z.optional(z.nullable(z.string())),
  price: z.string(),
  salePrice: z.optional(z.nullable(z.string())),
  currency: z.optional(z.nullable(z.string())),
  inStock: z.optional(z.nullable(z.string())),
});
const FilterSchema = z.object({
  key: z.string(),
  label: z.optional(z.nullable(z.string())),
  options: z.array(
    z.object({ name: z.string(), value: z.string(), count: z.optional(z.nullable(z.number())), selected: z.optional(z.nullable(z.boolean())) }),
  ),
});
const ResponseSchema = z.object({
  queryResults: z.array(
    z.object({
      id: z.string(),
      meta: z.optional(z.nullable(z.object({ totalResultsFound: z.optional(z.nullable(z.number())) }))),
      records: z.optional(z.nullable(z.array(z.unknown()))),
      filters: z.optional(z.nullable(z.array(z.unknown()))),
    }),
  ),
});

/** A same-origin path: one leading slash, not `//host` or `/\host`. */
const isStorefrontPath = (url: string) => /^\/(?![/\\])/.test(url);
const toNumber = (value: string) => Number(value.trim() || Number.NaN);

function toRecord(raw: unknown): SearchRecord | null {
  const parsed = RecordSchema.safeParse(raw);
  if (!parsed.success) return null;
  const r = parsed.data;
  const price = toNumber(r.price);
  const sale = r.salePrice === undefined || r.salePrice === null || r.salePrice === '' ? price : toNumber(r.salePrice);
  if (!isStorefrontPath(r.url) || !Number.isFinite(price) || !Number.isFinite(sale) || !r.name.trim()) return null;
  return {
    id: r.id,
    sku: r.sku,
    name: r.name,
    url: r.url,
    image: r.image || null,
    price,
    salePrice: sale,
    currency: r.currency || 'EUR',
    inStock: r.inStock !== 'no',
  };
}

function toFilter(raw: unknown): SearchFilter | null {
  const parsed = FilterSchema.safeParse(raw);
  if (!parsed.success) return null;
  const f = parsed.data;
  return {
    key: f.key,
    label: f.label || f.key,
    options: f.options.map((o) => ({ name: o.name, value: o.value, count: o.count ?? 0, selected: o.selected ?? false })),
  };
}

/**
 * The product search of a v2 reply: its records (a malformed record, or one whose url is not a
 * storefront path, is dropped), the total found (at least the records' count) and the filters.
 * Returns `null` when the reply is not a v2 search reply or has no product search.
 */
export function parseSearchResponse(json: unknown): SearchResults | null {
  const parsed = ResponseSchema.safeParse(json);
  if (!parsed.success) return null;
  const query = parsed.data.queryResults.find((q) => q.id === PRODUCT_SEARCH_ID);
  if (!query) return null;
  const records = (query.records ?? []).flatMap((raw) => toRecord(raw) ?? []);
  const found = query.meta?.totalResultsFound;
  return {
    records,
    total: typeof found === 'number' && Number.isFinite(found) ? Math.max(found, records.length) : records.length,
    filters: (query.filters ?? []).flatMap((raw) => toFilter(raw) ?? []),
  };
}

/** Most popular terms shown (the settings may list more). */
export const MAX_POPULAR_TERMS = 10;
const SettingsSchema = z.object({ popularSearchTerms: z.optional(z.nullable(z.array(z.unknown()))) });

/**
 * Popular terms of `GET /klevu-api/settings`: non-blank strings, trimmed, each once, at most
 * `MAX_POPULAR_TERMS`. Anything malformed gives `[]`.
 */
export function parseSearchSettings(json: unknown): readonly string[] {
  const parsed = SettingsSchema.safeParse(json);
  if (!parsed.success) return [];
  const terms: string[] = [];
  for (const entry of parsed.data.popularSearchTerms ?? []) {
    const term = typeof entry === 'string' ? normalizeSearchTerm(entry) : '';
    if (term && !terms.includes(term)) terms.push(term);
  }
  return terms.slice(0, MAX_POPULAR_TERMS);
}

/** The results page of a term (the no-JS form submits the same URL). */
export function searchPagePath(term: string): string {
  return `/search?${new URLSearchParams({ term: normalizeSearchTerm(term) }).toString()}`;
}

/** Shortest term the live search sends: one letter matches too much of the catalogue to help. */
export const MIN_LIVE_SEARCH_TERM_LENGTH = 2;
/** Debounce of the live search (issue 3: "debounced"). */
export const LIVE_SEARCH_DEBOUNCE_MS = 250;
