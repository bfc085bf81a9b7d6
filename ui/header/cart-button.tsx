import { t } from '../i18n/t';
import { CartIcon, CloseIcon } from '../islands/header-icons';
import { CART_BUTTON_ATTRIBUTE, CART_COUNT_ATTRIBUTE, CART_SIDEBAR_ID, CART_SIDEBAR_ROOT_ATTRIBUTE } from './cart-markers';

/**
 * The header's cart control (storefront.md §2: cart button with a total-quantity badge opening
 * the cart sidebar). The HTML is the same for every shopper (the page is edge-cached): a link to
 * /checkout, which works before and without JavaScript. client/cart-button.ts (run by the boot
 * module) turns it into a button opening the sidebar and fills the badge from the shopper's cart.
 */
export function CartButton() {
  const attributes = { [CART_BUTTON_ATTRIBUTE]: '' };
  const badge = { [CART_COUNT_ATTRIBUTE]: '' };
  return (
    <a href="/checkout" className="header-action header-action--cart" {...attributes}>
      <CartIcon />
      <span className="visually-hidden">{t('Cart')}</span>{' '}
      {/* The count joins the accessible name: "Ostukorv 3". */}
      <span className="header-action__badge" hidden {...badge} />
    </a>
  );
}

/**
 * The cart sidebar: an empty modal `<dialog>` until the cart button is first used; its content
 * is rendered in the browser only (the cart never enters server HTML). The close button works
 * without script (`method="dialog"`).
 */
export function CartSidebar() {
  const root = { [CART_SIDEBAR_ROOT_ATTRIBUTE]: '' };
  return (
    <dialog id={CART_SIDEBAR_ID} className="cart-sidebar" aria-labelledby={`${CART_SIDEBAR_ID}-title`}>
      <div className="cart-sidebar__header">
        <h2 id={`${CART_SIDEBAR_ID}-title`} className="cart-sidebar__title">
          {t('Shopping cart')}
        </h2>
        <form method="dialog">
          <button type="submit" className="cart-sidebar__close" aria-label={t('Close cart')}>
            <CloseIcon />
          </button>
        </form>
      </div>
      <div className="cart-sidebar__body" {...root} />
    </dialog>
  );
}
