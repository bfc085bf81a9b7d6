/**
 * The header badge's number (`cart.total_quantity`, storefront.md §2 header) travels as a DOM
 * event rather than a shared store: the header glue (client/cart-button.ts, in the boot module on
 * every page) then shares no module with the lazily loaded `$cart` store, which keeps both the
 * boot module and the page's chunk count as they were (scripts/build-client.mjs measures each).
 */
export const CART_COUNT_EVENT = 'vsf-cart-count';

/** Tell the badge the cart's `total_quantity` (`null`: no cart). */
export function publishCartCount(count: number | null, target: EventTarget | undefined = globalThis as Partial<EventTarget> as EventTarget): void {
  if (typeof target?.dispatchEvent === 'function') target.dispatchEvent(new CustomEvent(CART_COUNT_EVENT, { detail: count }));
}
