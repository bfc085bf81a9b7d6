/**
 * The wish list's browser side, loaded from its own chunk the first time it is needed
 * (client/wishlist-button.ts): the sidebar, rendered into the layout's empty `<dialog>`
 * (ui/header/wishlist-button.tsx) with a React root of its own and bound to the `$wishlist`
 * store; the hearts' presses and their pressed state.
 */
import { useStore } from '@nanostores/react';
import { createRoot, type Root } from 'react-dom/client';
import { translate } from '../ui/i18n/t';
import { WishlistSidebarView } from '../ui/islands/wishlist-sidebar-view';
import {
  $wishlist,
  $wishlistBusy,
  $wishlistStatus,
  addWishlistItemToCart,
  loadWishlist,
  removeFromWishlist,
  toggleWishlist,
} from './stores/wishlist';
import { $wishlistView, loadWishlistView, setWishlistView } from './stores/wishlist-view';
import { chosenVariantSku } from './wishlist-variant';

function WishlistSidebarContent() {
  const wishlist = useStore($wishlist);
  const status = useStore($wishlistStatus);
  const busy = useStore($wishlistBusy);
  const view = useStore($wishlistView);
  return (
    <WishlistSidebarView
      items={wishlist?.items ?? (status === 'ready' ? [] : null)}
      status={status}
      busy={busy}
      view={view}
      onView={setWishlistView}
      onAddToCart={(id) => void addWishlistItemToCart(id)}
      onRemove={(id) => void removeFromWishlist(id)}
    />
  );
}

let root: Root | null = null;

/** ui/header/wishlist-markers.ts WISHLIST_SIDEBAR_ID and WISHLIST_SIDEBAR_ROOT_ATTRIBUTE, repeated: importing them would split them out of the boot chunk (client/wishlist-sidebar-view.test.tsx checks them). */
export const SIDEBAR_ID = 'wishlist-sidebar';
export const SIDEBAR_ROOT_SELECTOR = '[data-wishlist-sidebar-root]';

/**
 * Open the wish list sidebar `<dialog>` of `page` (rendering its content the first time) and load
 * the list.
 */
export async function openWishlistSidebar(page: Document): Promise<void> {
  const dialog = page.getElementById(SIDEBAR_ID);
  const container = dialog?.querySelector(SIDEBAR_ROOT_SELECTOR);
  if (!(dialog instanceof HTMLDialogElement) || !container) return;
  if (!root) {
    loadWishlistView();
    root = createRoot(container);
    root.render(<WishlistSidebarContent />);
    // A click on the backdrop (the dialog itself is the target only outside its sheet) closes it.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
  }
  if (!dialog.open) dialog.showModal();
  await loadWishlist();
}

/**
 * What a heart adds: its product, with the variant chosen in the product page's purchase
 * island when it is this product's (customer.md §7: a configurable with its parent SKU).
 */
function heartProduct(heart: HTMLElement) {
  const sku = heart.dataset.wishlistToggle ?? '';
  const typename = heart.dataset.typename ?? '';
  return { sku, typename, variantSku: typename === 'ConfigurableProduct' ? chosenVariantSku(heart.ownerDocument, sku) : null, categories: heartCategories(heart) };
}

/** The heart's category path (`data-categories`, a JSON list of names; the product page's), for tracking; `[]` when absent or malformed. */
export function heartCategories(heart: HTMLElement): string[] {
  try {
    const value: unknown = JSON.parse(heart.dataset.categories ?? '[]');
    return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string' && name !== '') : [];
  } catch {
    return [];
  }
}

let watched: readonly HTMLElement[] | null = null;

/**
 * Keep the `hearts` (ui/product/wishlist-heart.tsx, found by the boot glue) pressed and labelled
 * as the list says; loads the list now if it is not loaded.
 */
export function watchHearts(hearts: readonly HTMLElement[]): void {
  if (watched) return;
  watched = hearts;
  $wishlist.subscribe((wishlist) => {
    const skus = new Set(wishlist?.items.map((item) => item.product.sku));
    for (const heart of hearts) {
      const pressed = skus.has(heart.dataset.wishlistToggle ?? '');
      const product = heart.dataset.name ?? '';
      heart.toggleAttribute('data-pressed', pressed);
      // translate, not t: the keys are chosen at run time (both are registered for this chunk below).
      heart.setAttribute('aria-label', translate(pressed ? REMOVE_LABEL : ADD_LABEL, { product }));
    }
  });
  if ($wishlistStatus.get() === 'idle') void loadWishlist();
}
const ADD_LABEL = 'Add {product} to wishlist';
const REMOVE_LABEL = 'Remove {product} from wishlist';

/** A heart's press: add its product, or remove it when it is in the list (customer.md §4). */
export async function toggleHeart(heart: HTMLButtonElement, hearts: readonly HTMLElement[]): Promise<void> {
  if (heart.getAttribute('aria-busy')) return;
  heart.setAttribute('aria-busy', 'true');
  try {
    watchHearts(hearts);
    await toggleWishlist(heartProduct(heart));
  } finally {
    heart.removeAttribute('aria-busy');
  }
}

