/** Id of the listing's sort `<select>` (ui/listing/product-listing.tsx); client/listing-view.ts applies it on change. */
export const LISTING_SORT_ID = 'listing-sort';
/** On each grid/list toggle button (ui/listing/listing-view-toggle.tsx): the view it shows (client/listing-view.ts wires them). */
export const LISTING_VIEW_ATTRIBUTE = 'data-listing-view';
