/**
 * Ids and marker attributes of the header's wish list button, the wish list sidebar and the
 * hearts (product page, product cards), shared by the server markup (ui/header/wishlist-button.tsx,
 * ui/product/wishlist-heart.tsx) and the browser glue (client/wishlist-button.ts,
 * client/wishlist-sidebar.tsx). Free of JSX, so the glue on every page imports only these strings.
 */
export const WISHLIST_SIDEBAR_ID = 'wishlist-sidebar';
export const WISHLIST_BUTTON_ATTRIBUTE = 'data-wishlist-button';
export const WISHLIST_COUNT_ATTRIBUTE = 'data-wishlist-count';
/** Where the sidebar's React root goes. */
export const WISHLIST_SIDEBAR_ROOT_ATTRIBUTE = 'data-wishlist-sidebar-root';
/** A heart: `<button data-wishlist-toggle="{sku}" data-typename data-name>`. */
export const WISHLIST_TOGGLE_ATTRIBUTE = 'data-wishlist-toggle';
