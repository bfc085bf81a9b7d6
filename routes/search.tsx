import { mediaPath } from '../domain/image-url';
import { listingSearch, parseListingQuery, parsePageSizes, DEFAULT_PAGE_SIZE, type ListingQuery } from '../domain/listing-query';
import { buildSearchRequest, parseSearchResponse, type SearchRecord, type SearchSort } from '../domain/search-request';
import { t } from '../ui/i18n/t';
import type { ListingData } from '../ui/listing/listing-data';
import { ProductListing } from '../ui/listing/product-listing';
import type { ProductCardData } from '../ui/product/product-card';
import { SimplePage } from '../ui/pages/simple-page';
import { listingLinks } from './listing';
import { page, type RouteModule } from './route-module';
import { SearchUnavailable } from './search-unavailable';
import { withNewsletterPopup } from './newsletter-popup';


/** Listing sort parameter → Klevu sort. Default: relevance descending (storefront.md §9). */
const SORTS: Record<string, SearchSort> = {
  relevance_desc: 'RELEVANCE',
  price_asc: 'PRICE_ASC',
  price_desc: 'PRICE_DESC',
  name_asc: 'NAME_ASC',
  name_desc: 'NAME_DESC',
};
const SORT_LABELS = {
  relevance_desc: 'Relevance',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name_asc: 'Name A–Z',
  name_desc: 'Name Z–A',
} as const;
const SEARCH_FILTER_CODES = ['category', 'color', 'material'] as const;

/** A Klevu record as a product card (its `url` is the storefront product path). */
function recordCard(record: SearchRecord): ProductCardData {
  const [, id, slug] = /^\/p\/(\d+)(?:\/(.+))?$/.exec(record.url) ?? [];
  return {
    uid: record.id,
    id: Number(id ?? record.id),
    sku: record.sku,
    name: record.name,
    url_key: slug ?? null,
    url_rewrites: null,
    stock_status: record.inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
    small_image: { url: mediaPath(record.image), label: record.name },
    price_range: {
      minimum_price: {
        regular_price: { value: record.price, currency: record.currency },
        final_price: { value: record.salePrice, currency: record.currency },
      },
    },
  };
}

/**
 * `/search?term=`: results from the search service with the listing features (filters, sort,
 * page size, paging in the query string). Not stored in the edge HTML cache (only search-free
 * listings are), and not indexed.
 */
export const searchRoute: RouteModule = withNewsletterPopup({
  id: 'search',
  paths: ['/search'],
  guards: [],
  layout: 'default',
  cache: 'private',
  async load(args) {
    const defaultPageSize = args.shared.storeConfig.list_per_page ?? DEFAULT_PAGE_SIZE;
    const pageSizes = parsePageSizes(args.shared.storeConfig.list_per_page_values, defaultPageSize);
    const query = parseListingQuery(args.url.searchParams, {
      pageSizes,
      defaultPageSize,
      sortFields: ['relevance', 'price', 'name'],
      filterCodes: SEARCH_FILTER_CODES,
    });
    const store = args.shared.storeConfig.store_name;
    if (!query.term) {
      const title = t('Search results');
      return page({ title: `${title} | ${store}`, description: `${title} – ${store}`, robots: 'noindex' }, <SimplePage title={title}><p>{t('Enter a search term')}</p></SimplePage>);
    }
    const sortKey = query.sort ? `${query.sort.field}_${query.sort.direction.toLowerCase()}` : 'relevance_desc';
    const results = parseSearchResponse(
      await args.search(
        buildSearchRequest({
          term: query.term,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
          sort: SORTS[sortKey] ?? 'RELEVANCE',
          filtersEnabled: true,
          filters: Object.entries(query.filters).map(([key, values]) => ({ key, values })),
        }),
      ),
    );
    if (!results) throw new SearchUnavailable('invalid-json', 'the reply is not a search result');
    const hrefFor = (state: ListingQuery) => `/search${listingSearch(state, { pageSize: defaultPageSize })}`;
    const totalPages = Math.max(1, Math.ceil(results.total / query.pageSize));
    if (query.page > totalPages) return { kind: 'redirect', location: hrefFor({ ...query, page: totalPages }), status: 302 };

    /** The list's name in tracking (GA4 item_list_name), the same for every term. */
    const SEARCH_LIST_NAME = 'Search results';
    const listing: ListingData = {
      totalCount: results.total,
      currentPage: query.page,
      totalPages,
      items: results.records.map(recordCard),
      facets: results.filters
        .filter((filter) => (SEARCH_FILTER_CODES as readonly string[]).includes(filter.key))
        .map((filter) => ({ code: filter.key, label: filter.label, options: filter.options.map((o) => ({ label: o.name, value: o.value, count: o.count })) })),
      sortOptions: Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label: t(label) })),
    };
    const links = listingLinks(query, pageSizes, sortKey, hrefFor);
    const title = t('Search results for "{term}"', { term: query.term });
    return page(
      { title: `${title} | ${store}`, description: `${title} – ${store}`, robots: 'noindex' },
      <section className="search-page">
        <h1>{title}</h1>
        <ProductListing listing={listing} links={links} listName={SEARCH_LIST_NAME} searchTerm={query.term} />
      </section>,
    );
  },
});
