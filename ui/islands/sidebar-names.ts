/**
 * The slide-in panels of the default layout (storefront.md §4, customer.md §2). One is open at
 * a time; the mobile menu is a separate toggle that a sidebar may open on top of.
 */
export const SIDEBAR_NAMES = ['search', 'cart', 'wishlist', 'authentication', 'account'] as const;
export type SidebarName = (typeof SIDEBAR_NAMES)[number];

/** Element id of a sidebar panel, for `aria-controls` on the buttons that open it. */
export function sidebarId(name: SidebarName): string {
  return `sidebar-${name}`;
}

export const MOBILE_MENU_ID = 'mobile-menu';
