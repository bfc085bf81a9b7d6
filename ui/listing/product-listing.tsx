import { LISTING_SORT_ID } from './listing-markers';
import { ListingViewToggle } from './listing-view-toggle';
import { t } from '../i18n/t';
import { WishlistHeart } from '../product/wishlist-heart';
import { ProductCard } from '../product/product-card';
import type { ListingData, ListingLinks } from './listing-data';
import { Pagination } from './pagination';
import { TRACK_LIST_ATTRIBUTE, TRACK_LIST_CATEGORIES_ATTRIBUTE, TRACK_SEARCH_ATTRIBUTE } from '../product/tracking-markers';

const GRID_ID = 'product-grid';

function Filters({ listing, links }: { listing: ListingData; links: ListingLinks }) {
  const facets = listing.facets.filter((facet) => facet.options.length > 0);
  if (!facets.length) return null;
  return (
    // <details>: a folded filter sidebar on mobile with no JavaScript; on wide screens CSS
    // (::details-content) shows its content as an always-open sidebar.
    <details className="listing-filters">
      <summary>{t('Filters')}</summary>
      {facets.map((facet) => (
        <fieldset key={facet.code} className="listing-filters__facet">
          <legend>{facet.label}</legend>
          <ul>
            {facet.options.map((option) => {
              const selected = links.isSelected(facet.code, option.value);
              return (
                <li key={option.value}>
                  <a
                    href={links.toggleFilter(facet.code, option.value)}
                    rel="nofollow"
                    className={selected ? 'filter-option filter-option--selected' : 'filter-option'}
                    aria-current={selected ? 'true' : undefined}
                  >
                    <span className="filter-option__check" aria-hidden="true" />
                    {`${option.label} `}
                    <span className="filter-option__count">{`(${option.count})`}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      <a className="listing-filters__clear" href={links.clearFilters} rel="nofollow">
        {t('Clear filters')}
      </a>
    </details>
  );
}

function Toolbar({ listing, links }: { listing: ListingData; links: ListingLinks }) {
  return (
    <div className="listing-toolbar">
      <p className="listing__count">{t('{count} products', { count: listing.totalCount })}</p>
      {listing.sortOptions.length ? (
        <form method="get" className="listing-toolbar__sort">
          {links.sortFormState.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor={LISTING_SORT_ID}>{t('Sort by')}</label>
          <select id={LISTING_SORT_ID} name="sort" defaultValue={links.currentSort}>
            {listing.sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {/* The no-JavaScript path; with JavaScript client/listing-view.ts submits on change. */}
          <button type="submit" className="button">
            {t('Apply')}
          </button>
        </form>
      ) : null}
      {links.pageSizes.length > 1 ? (
        <nav className="listing-toolbar__sizes" aria-label={t('Products per page')}>
          {links.pageSizes.map((size) =>
            size === links.currentPageSize ? (
              <span key={size} aria-current="true">
                {size}
              </span>
            ) : (
              <a key={size} href={links.pageSize(size)} rel="nofollow">
                {size}
              </a>
            ),
          )}
        </nav>
      ) : null}
      <ListingViewToggle targetId={GRID_ID} />
    </div>
  );
}

/** A product listing: filters with counts, sort, page size, grid/list view and paging. */
/**
 * `listName`: the list's name in tracking (GA4 item_list_name: the category, or search results);
 * `searchTerm`: the search page's term (view_search_results); `categories`: a category listing's
 * path (its items' GA4 item_category…), all read by client/tracking/dom-tracking.ts.
 */
export function ProductListing({
  listing,
  links,
  listName,
  searchTerm,
  categories,
}: {
  listing: ListingData;
  links: ListingLinks;
  listName: string;
  searchTerm?: string;
  categories?: readonly string[];
}) {
  return (
    <div className="listing" {...(searchTerm !== undefined ? { [TRACK_SEARCH_ATTRIBUTE]: searchTerm } : {})}>
      <Filters listing={listing} links={links} />
      <div className="listing__main">
        <Toolbar listing={listing} links={links} />
        {/* The cards' names are h3: a heading of level 2 keeps the outline unbroken. */}
        <h2 className="visually-hidden">{t('Products')}</h2>
        {listing.items.length ? (
          <ul
            id={GRID_ID}
            className="product-grid"
            data-view="grid"
            {...{ [TRACK_LIST_ATTRIBUTE]: listName, ...(categories?.length ? { [TRACK_LIST_CATEGORIES_ATTRIBUTE]: JSON.stringify(categories) } : {}) }}
          >
            {listing.items.map((product, index) => (
              <li key={product.uid}>
                <ProductCard
                  product={product}
                  imageUrl={product.small_image?.url ?? null}
                  priority={index < 4}
                  action={product.__typename ? <WishlistHeart sku={product.sku} typename={product.__typename} name={product.name} /> : null}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="listing__empty">{t('No products found')}</p>
        )}
        <Pagination current={listing.currentPage} total={listing.totalPages} href={links.page} />
      </div>
    </div>
  );
}
