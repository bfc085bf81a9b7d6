/**
 * The header's cart control (ui/header/cart-button.tsx) needs no island: this glue, run once by
 * the boot module, shows the badge and turns the /checkout link into the button that opens the
 * cart sidebar. It is on every page, so it stays tiny: the `$cart` store, the sidebar and its
 * rendering load from their own chunk on the first press (lazyModule), and the badge's count is
 * fetched at load only when the shopper has a cart id (`vsf-cart`). The `$cart` store announces
 * every later count with an event (client/stores/cart-count.ts); its number wins over the fetch.
 */
import { CART_BUTTON_ATTRIBUTE, CART_COUNT_ATTRIBUTE, CART_SIDEBAR_ID, CART_SIDEBAR_ROOT_ATTRIBUTE } from '../ui/header/cart-markers';
import { lazyModule } from './chunk-reload';
import { CART_COUNT_EVENT } from './stores/ui';

const sidebar = lazyModule(() => import('./cart-sidebar'));

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
  button.addEventListener('click', () => void sidebar().then((module) => module.openCartSidebar(dialog, container)));
  // A cheap look for domain/session-cookie-names.ts COOKIE.cart (importing it here would cost every
  // page a chunk of its own); session-cookies.ts `currentCartId` checks the value.
  if (!root.cookie.includes('vsf-cart=')) return;
  // Through the one caller, so an ended session is handled as for every call; loaded only for a
  // shopper with a cart (a first visit loads none of it).
  void Promise.all([import('./api-fetch'), import('./session-cookies')])
    .then(([{ callMagento }, { currentCartId }]) => {
      const cartId = currentCartId();
      return cartId ? callMagento('cartTotalQty', [cartId], undefined, true) : null;
    })
    .then((reply) => known || show(reply?.ok ? reply.data.total_quantity : null))
    .catch(() => undefined);
}
