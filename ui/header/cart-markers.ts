/**
 * Ids and marker attributes of the header's cart control and the cart sidebar (and of the
 * notifications' live region and the mobile menu), shared by the
 * server markup (ui/header/cart-button.tsx) and the browser glue (client/cart-button.ts,
 * client/cart-sidebar.tsx). A module of its own, free of JSX, so the glue on every page imports
 * only these strings.
 */
export const CART_SIDEBAR_ID = 'cart-sidebar';
export const CART_BUTTON_ATTRIBUTE = 'data-cart-button';
export const CART_COUNT_ATTRIBUTE = 'data-cart-count';
/** Where the sidebar's React root goes (client/cart-sidebar.tsx). */
export const CART_SIDEBAR_ROOT_ATTRIBUTE = 'data-cart-sidebar-root';
/** The notifications' live region (ui/islands/notifications-view.tsx, client/notifications.ts). */
export const NOTIFICATIONS_LIST_ATTRIBUTE = 'data-notifications';
/**
 * Element id of the mobile menu `<dialog>` (ui/header/mobile-menu.tsx). Here, not beside the
 * menu button: importing it from a JSX module put that module's imports (the icons, `t`, the JSX
 * runtime) in every page's boot closure (about 0.3 KB gzip on pages with islands, 1 KB without).
 */
export const MOBILE_MENU_ID = 'mobile-menu';
/** Element id of the header's search panel (ui/header/header-search.tsx). */
export const HEADER_SEARCH_ID = 'header-search-panel';
