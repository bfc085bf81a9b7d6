import { t } from '../i18n/t';
import { MenuIcon } from '../islands/header-icons';
import { MOBILE_MENU_ID } from './cart-markers';

/**
 * Invoker command attributes: browsers that support them open the dialog before (and without)
 * JavaScript. A spread, because React's and TypeScript's DOM types do not know them yet.
 */
const OPENS_MENU = { commandfor: MOBILE_MENU_ID, command: 'show-modal' } as const;

/**
 * The menu button of the header on phones and tablets; opens the mobile menu dialog. Plain
 * server HTML, not an island: invoker commands open the dialog, and client/mobile-menu.ts (run by
 * the boot module) opens it in browsers without them and closes it on navigation. A React root
 * for one button cost every page about 0.6 KB gzip.
 */
export function MobileMenuButton() {
  return (
    <button
      type="button"
      className="header-action header-action--menu"
      aria-label={t('Menu')}
      aria-haspopup="dialog"
      aria-controls={MOBILE_MENU_ID}
      {...OPENS_MENU}
    >
      <MenuIcon />
    </button>
  );
}
