import { t } from '../i18n/t';
import { MenuIcon } from './header-icons';
import { MOBILE_MENU_ID } from './sidebar-names';

export type MobileMenuButtonViewProps = {
  open: boolean;
  onClick?: () => void;
};

/** Hamburger button of the mobile header; toggles the mobile menu panel of the sidebars island. */
export function MobileMenuButtonView({ open, onClick }: MobileMenuButtonViewProps) {
  return (
    <button
      type="button"
      className="header-action header-action--menu"
      aria-label={t('Menu')}
      aria-expanded={open}
      aria-controls={MOBILE_MENU_ID}
      onClick={onClick}
    >
      <MenuIcon />
    </button>
  );
}
