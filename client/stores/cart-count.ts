import { atom } from 'nanostores';

/**
 * The header badge's number (`cart.total_quantity`, storefront.md §2 header). Its own tiny store
 * so the header glue (client/cart-button.ts, on every page) can show it without loading the
 * `$cart` store: the glue fills it from `cartTotalQty`, and `$cart` keeps it in step with every
 * cart the server answers. `null`: not known (no cart, or not loaded yet): no badge.
 */
export const $cartCount = atom<number | null>(null);
