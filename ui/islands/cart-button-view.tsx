import { t } from '../i18n/t';
import { CartIcon } from './header-icons';
import { sidebarId } from './sidebar-names';

export type CartButtonViewProps = {
  totalQuantity: number;
  onClick?: () => void;
};

/** Header cart button with the total-quantity badge (shown above zero); opens the cart sidebar. */
export function CartButtonView({ totalQuantity, onClick }: CartButtonViewProps) {
  return (
    <button
      type="button"
      className="header-action header-action--cart"
      aria-haspopup="dialog"
      aria-controls={sidebarId('cart')}
      onClick={onClick}
    >
      <CartIcon />
      <span className="visually-hidden">{t('Cart')}</span>
      {totalQuantity > 0 && <span className="header-action__badge">{totalQuantity}</span>}
    </button>
  );
}
