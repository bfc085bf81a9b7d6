import type { ProductCardData } from '../product/product-card';

/** A page of a product listing (category, campaigns, search), whatever the backend. */
export type ListingData = {
  totalCount: number;
  currentPage: number;
  totalPages: number;
  items: readonly ProductCardData[];
  facets: ReadonlyArray<{ code: string; label: string; options: ReadonlyArray<{ label: string; value: string; count: number }> }>;
  sortOptions: ReadonlyArray<{ value: string; label: string }>;
};

/** Links of the listing's controls, built by the route from the current state. */
export type ListingLinks = {
  /** URL of page `n` with everything else unchanged. */
  page: (n: number) => string;
  /** URL with one filter value toggled (page reset). */
  toggleFilter: (code: string, value: string) => string;
  /** URL without any filter. */
  clearFilters: string;
  /** URL with another page size. */
  pageSize: (size: number) => string;
  isSelected: (code: string, value: string) => boolean;
  /** Hidden inputs that keep the rest of the state when the sort form is submitted. */
  sortFormState: ReadonlyArray<[string, string]>;
  currentSort: string;
  pageSizes: readonly number[];
  currentPageSize: number;
};
