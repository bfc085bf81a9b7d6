/**
 * The header's cart control (ui/header/cart-button.tsx) needs no island: this glue, run once by
 * the boot module, shows the badge and turns the /checkout link into the button that opens the
 * cart sidebar. It is on every page, so it stays tiny: the `$cart` store, the sidebar and its
 * rendering load from their own chunk on the first press (lazyModule), and the badge's count is
 * fetched at load only when the shopper has a cart id (`vsf-cart`). The `$cart` store announces
 * every later count with an event (client/stores/cart-count.ts); its number wins over the fetch.
 */
import { createRoot } from 'react-dom/client';
import { CART_BUTTON_ATTRIBUTE, CART_COUNT_ATTRIBUTE, CART_SIDEBAR_ID, CART_SIDEBAR_ROOT_ATTRIBUTE } from '../ui/header/cart-markers';
import { lazyModule } from './chunk-reload';

const CART_COUNT_EVENT = 'vsf-cart-count';
const sidebar = lazyModule(() => import('./cart-sidebar'));

/** The `vsf-cart` value when it is a masked cart id (32 alphanumerics), else `null`. */
export function cartIdFromCookies(cookies: string): string | null {
  return /(?:^|;\s*)vsf-cart=([A-Za-z0-9]{32})(?:;|$)/.exec(cookies)?.[1] ?? null;
}

/** Wires the cart control of `root`, if it has one. */
export function enhanceCartButton(root: Document = document, events: EventTarget = window): void {
  const link = root.querySelector(`a[${CART_BUTTON_ATTRIBUTE}]`);
  const dialog = root.getElementById(CART_SIDEBAR_ID);
  const container = dialog?.querySelector(`[${CART_SIDEBAR_ROOT_ATTRIBUTE}]`);
  const badge = link?.querySelector<HTMLElement>(`[${CART_COUNT_ATTRIBUTE}]`);
  if (!link || !badge || !(dialog instanceof HTMLDialogElement) || !container) return;
  // A real button from here on: a press opens the sidebar; Space and Enter work as for any button.
  const button = root.createElement('button');
  button.type = 'button';
  button.className = link.className;
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-controls', CART_SIDEBAR_ID);
  while (link.firstChild) button.appendChild(link.firstChild);
  link.replaceWith(button);
  let known = false;
  /** Anything but a positive number (null: no cart; a reply we cannot read) hides the badge. */
  const show = (count: unknown) => {
    const shown = typeof count === 'number' && count > 0;
    badge.hidden = !shown;
    badge.textContent = shown ? String(count) : '';
  };
  events.addEventListener(CART_COUNT_EVENT, (event) => {
    known = true;
    show((event as CustomEvent).detail);
  });
  button.addEventListener('click', () => void sidebar().then((module) => module.openCartSidebar(dialog, container, createRoot)));
  const cartId = cartIdFromCookies(root.cookie);
  if (!cartId) return;
  fetch('/api/magento/cartTotalQty', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify([cartId]) })
    .then((response) => response.json<{ data?: { total_quantity?: unknown } } | null>())
    .then((body) => known || show(body?.data?.total_quantity ?? null))
    .catch(() => undefined);
}
