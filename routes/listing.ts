import { filterInput, listingSearch, parseListingQuery, parsePageSizes, toggleFilter, DEFAULT_PAGE_SIZE, type ListingQuery } from '../domain/listing-query';
import { CacheShort, isGraphQLClientError } from '../graphql/client';
import { CATEGORY_PRODUCTS_QUERY, type CategoryProductsQuery, type CategoryProductsQueryVariables } from '../graphql/documents';
import { t, type MessageKey } from '../ui/i18n/t';
import type { ListingData, ListingLinks } from '../ui/listing/listing-data';
import { productCards } from './product-cards';
import type { LoaderArgs } from './route-module';

/** Attributes a shopper may filter listings on (seeded EAV attributes + price). */
export const FILTER_CODES = ['color', 'material', 'size', 'price'] as const;

/** Sort choices per backend sort field; the select shows each as one or two options. */
const SORT_CHOICES: Record<string, ReadonlyArray<{ direction: 'asc' | 'desc'; label: MessageKey }>> = {
  position: [{ direction: 'asc', label: 'Recommended' }],
  relevance: [{ direction: 'desc', label: 'Relevance' }],
  name: [
    { direction: 'asc', label: 'Name A–Z' },
    { direction: 'desc', label: 'Name Z–A' },
  ],
  price: [
    { direction: 'asc', label: 'Price: low to high' },
    { direction: 'desc', label: 'Price: high to low' },
  ],
};

export type ListingScope = {
  /** The category (or other) filter the listing is restricted to. */
  scope: NonNullable<CategoryProductsQueryVariables['filter']>;
  /** Sort when the query string names none: position for categories, relevance for search. */
  defaultSort: { field: string; direction: 'ASC' | 'DESC' };
  search?: string;
};

export type ListingOutcome =
  | { kind: 'listing'; listing: ListingData; links: ListingLinks; query: ListingQuery }
  | { kind: 'redirect'; location: string };

/** Parse the listing state of this URL with the store's page sizes and the known sort fields. */
export function listingQuery(args: LoaderArgs): { query: ListingQuery; pageSizes: number[]; defaultPageSize: number } {
  const defaultPageSize = args.shared.storeConfig.list_per_page ?? DEFAULT_PAGE_SIZE;
  const pageSizes = parsePageSizes(args.shared.storeConfig.list_per_page_values, defaultPageSize);
  const query = parseListingQuery(args.url.searchParams, {
    pageSizes,
    defaultPageSize,
    sortFields: Object.keys(SORT_CHOICES),
    filterCodes: FILTER_CODES,
  });
  return { query, pageSizes, defaultPageSize };
}

/**
 * Start the listing request for this URL (call it before awaiting anything else, so it runs in
 * parallel with the route lookup). A page past the end is answered with a redirect to the
 * last page, as Magento refuses such a `currentPage`.
 */
export function loadListing(args: LoaderArgs, scope: ListingScope): Promise<ListingOutcome> {
  const { query, pageSizes, defaultPageSize } = listingQuery(args);
  const sort = query.sort ?? scope.defaultSort;
  const variables: CategoryProductsQueryVariables = {
    filter: { ...scope.scope, ...filterInput(query.filters) },
    pageSize: query.pageSize,
    currentPage: query.page,
    sort: { [sort.field]: sort.direction },
    ...(scope.search !== undefined ? { search: scope.search } : {}),
  };
  const hrefFor = (state: ListingQuery) => `${args.url.pathname}${listingSearch(state, { pageSize: defaultPageSize })}`;

  return args.commerce.query(CATEGORY_PRODUCTS_QUERY, variables, { cache: CacheShort }).then(
    (data) => ({ kind: 'listing', query, listing: listingData(data, query), links: listingLinks(query, pageSizes, `${sort.field}_${sort.direction.toLowerCase()}`, hrefFor) }),
    async (error: unknown) => {
      if (query.page > 1 && isGraphQLClientError(error) && /currentPage value/.test(error.message)) {
        // Past the last page: count the pages with the first page, then send the shopper there.
        const first = await args.commerce.query(CATEGORY_PRODUCTS_QUERY, { ...variables, currentPage: 1, pageSize: query.pageSize }, { cache: CacheShort });
        const last = Math.max(1, first.products?.page_info?.total_pages ?? 1);
        return { kind: 'redirect', location: hrefFor({ ...query, page: last }) };
      }
      throw error;
    },
  );
}

function listingData(data: CategoryProductsQuery, query: ListingQuery): ListingData {
  const products = data.products;
  const sortFields = (products?.sort_fields?.options ?? []).map((option) => option?.value).filter((value): value is string => !!value);
  return {
    totalCount: products?.total_count ?? 0,
    currentPage: products?.page_info?.current_page ?? query.page,
    totalPages: products?.page_info?.total_pages ?? 1,
    items: productCards(products?.items),
    facets: (products?.aggregations ?? [])
      .filter((facet) => facet !== null && (FILTER_CODES as readonly string[]).includes(facet.attribute_code))
      .map((facet) => ({
        code: facet!.attribute_code,
        label: facet!.label ?? facet!.attribute_code,
        options: (facet!.options ?? [])
          .filter((option) => option !== null)
          .map((option) => ({ label: option.label ?? option.value, value: option.value, count: option.count ?? 0 })),
      })),
    sortOptions: sortFields.flatMap((field) =>
      (SORT_CHOICES[field] ?? []).map((choice) => ({ value: `${field}_${choice.direction}`, label: t(choice.label) })),
    ),
  };
}

/** Links of a listing's controls for the current state; `hrefFor` turns a state into a URL. */
export function listingLinks(query: ListingQuery, pageSizes: number[], currentSort: string, hrefFor: (state: ListingQuery) => string): ListingLinks {
  const sortFormState: Array<[string, string]> = [];
  const stateWithoutSort = new URLSearchParams(hrefFor({ ...query, sort: null, page: 1 }).split('?')[1] ?? '');
  stateWithoutSort.forEach((value, name) => sortFormState.push([name, value]));
  return {
    page: (n) => hrefFor({ ...query, page: n }),
    toggleFilter: (code, value) => hrefFor(toggleFilter(query, code, value)),
    clearFilters: hrefFor({ ...query, filters: {}, page: 1 }),
    pageSize: (size) => hrefFor({ ...query, pageSize: size, page: 1 }),
    isSelected: (code, value) => query.filters[code]?.includes(value) ?? false,
    sortFormState,
    currentSort,
    pageSizes,
    currentPageSize: query.pageSize,
  };
}
