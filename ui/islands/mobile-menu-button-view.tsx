import { t } from '../i18n/t';
import { MenuIcon } from './header-icons';

/** Element id of the mobile menu `<dialog>` (ui/header/mobile-menu.tsx). */
export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * Invoker command attributes: browsers that support them open the dialog before (and without)
 * JavaScript. A spread, because React's and TypeScript's DOM types do not know them yet.
 */
const OPENS_MENU = { commandfor: MOBILE_MENU_ID, command: 'show-modal' } as const;

export type MobileMenuButtonViewProps = { onClick?: () => void };

/** The menu button of the header on phones and tablets; opens the mobile menu dialog. */
export function MobileMenuButtonView({ onClick }: MobileMenuButtonViewProps) {
  return (
    <button
      type="button"
      className="header-action header-action--menu"
      aria-label={t('Menu')}
      aria-haspopup="dialog"
      aria-controls={MOBILE_MENU_ID}
      onClick={onClick}
      {...OPENS_MENU}
    >
      <MenuIcon />
    </button>
  );
}
