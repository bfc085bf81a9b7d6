import { t } from '../i18n/t';
import { HeartIcon } from './header-icons';
import { sidebarId } from './sidebar-names';

export type WishlistButtonViewProps = {
  signedIn: boolean;
  count: number;
  onClick?: () => void;
};

/** The count is visible only when signed in and above zero (storefront.md §2). */
export function wishlistBadge(signedIn: boolean, count: number): number | null {
  return signedIn && count > 0 ? count : null;
}

/** Header wishlist button. The wishlist needs a login, so a guest's click opens the login panel. */
export function WishlistButtonView({ signedIn, count, onClick }: WishlistButtonViewProps) {
  const badge = wishlistBadge(signedIn, count);
  return (
    <button
      type="button"
      className="header-action header-action--wishlist"
      aria-haspopup="dialog"
      aria-controls={sidebarId(signedIn ? 'wishlist' : 'authentication')}
      onClick={onClick}
    >
      <HeartIcon />
      <span className="visually-hidden">{t('Wishlist')}</span>
      {badge !== null && <span className="header-action__badge">{badge}</span>}
    </button>
  );
}
