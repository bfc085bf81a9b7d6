import { t } from '../i18n/t';
import { CloseIcon } from '../islands/header-icons';
import { HeartIcon } from '../product/wishlist-heart';
import { WISHLIST_BUTTON_ATTRIBUTE, WISHLIST_COUNT_ATTRIBUTE, WISHLIST_SIDEBAR_ID, WISHLIST_SIDEBAR_ROOT_ATTRIBUTE } from './wishlist-markers';

/**
 * The header's wish list button (storefront.md §2: wish list button with its count). The HTML is
 * the same for every shopper (the page is edge-cached) and hidden: the wish list needs sign-in
 * (customer.md §6), so client/wishlist-button.ts shows the button only to a signed-in shopper,
 * and its count only above zero (customer.md §2). A signed-in shopper with an empty list still
 * sees the button: it opens the sidebar, whose empty state says how to fill the list.
 */
export function WishlistButton() {
  const attributes = { [WISHLIST_BUTTON_ATTRIBUTE]: '' };
  const badge = { [WISHLIST_COUNT_ATTRIBUTE]: '' };
  return (
    <button type="button" className="header-action header-action--wishlist" aria-haspopup="dialog" aria-controls={WISHLIST_SIDEBAR_ID} hidden {...attributes}>
      <HeartIcon />
      <span className="visually-hidden">{t('Wishlist')}</span>{' '}
      <span className="header-action__badge" hidden {...badge} />
    </button>
  );
}

/**
 * The wish list sidebar: an empty modal `<dialog>` until the wish list button is first used; its
 * content is rendered in the browser only (a shopper's list never enters server HTML).
 */
export function WishlistSidebar() {
  const root = { [WISHLIST_SIDEBAR_ROOT_ATTRIBUTE]: '' };
  return (
    <dialog id={WISHLIST_SIDEBAR_ID} className="cart-sidebar wishlist-sidebar" aria-labelledby={`${WISHLIST_SIDEBAR_ID}-title`}>
      <div className="cart-sidebar__header">
        <h2 id={`${WISHLIST_SIDEBAR_ID}-title`} className="cart-sidebar__title">
          {t('Wishlist')}
        </h2>
        <form method="dialog">
          <button type="submit" className="cart-sidebar__close" aria-label={t('Close wishlist')}>
            <CloseIcon />
          </button>
        </form>
      </div>
      <div className="cart-sidebar__body" {...root} />
    </dialog>
  );
}
