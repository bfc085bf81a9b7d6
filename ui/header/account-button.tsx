import { t } from '../i18n/t';
import { CloseIcon, Icon } from '../islands/header-icons';
import {
  ACCOUNT_BUTTON_ATTRIBUTE,
  ACCOUNT_INITIAL_ATTRIBUTE,
  ACCOUNT_LABEL_ATTRIBUTE,
  AUTH_SIDEBAR_ID,
  AUTH_SIDEBAR_ROOT_ATTRIBUTE,
  CARD_ID_AUTH_URL_ATTRIBUTE,
} from './account-markers';

const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20c0-4 3.6-6 8-6s8 2 8 6" />
  </Icon>
);

/**
 * The header's account control (storefront.md §2: signed out it opens the authentication
 * sidebar; signed in the account sidebar, with the first letter of the name as a badge). The
 * HTML is the same for every shopper (pages are edge-cached): no name, no initial, no state.
 * It is `hidden` (its place kept, see auth.css) until client/account-button.ts wires it: signing
 * in needs JavaScript, and a button that does nothing is not offered.
 */
export function AccountButton() {
  const button = { [ACCOUNT_BUTTON_ATTRIBUTE]: '' };
  const signedOut = { [ACCOUNT_LABEL_ATTRIBUTE]: 'signed-out' };
  const signedIn = { [ACCOUNT_LABEL_ATTRIBUTE]: 'signed-in' };
  const initial = { [ACCOUNT_INITIAL_ATTRIBUTE]: '' };
  return (
    <button type="button" className="header-action header-action--account" hidden aria-haspopup="dialog" {...button}>
      <UserIcon />
      <span className="visually-hidden" {...signedOut}>
        {t('Log in')}
      </span>
      <span className="visually-hidden" hidden {...signedIn}>
        {t('My account')}
      </span>
      <span className="header-action__badge header-action__badge--initial" aria-hidden="true" hidden {...initial} />
    </button>
  );
}

/**
 * The authentication sidebar (customer.md §2 panel): an empty modal `<dialog>` until first
 * opened; client/auth-sidebar.tsx renders its content in the browser. A modal dialog keeps
 * focus inside and closes on Escape; the close button works without script.
 */
export function AuthSidebar({ cardIdAuthUrl }: { cardIdAuthUrl: string }) {
  const root = { [AUTH_SIDEBAR_ROOT_ATTRIBUTE]: '' };
  const config = { [CARD_ID_AUTH_URL_ATTRIBUTE]: cardIdAuthUrl };
  return (
    <dialog id={AUTH_SIDEBAR_ID} className="cart-sidebar auth-sidebar" aria-labelledby={`${AUTH_SIDEBAR_ID}-title`} {...config}>
      <div className="cart-sidebar__header">
        <h2 id={`${AUTH_SIDEBAR_ID}-title`} className="cart-sidebar__title">
          {t('Customer account')}
        </h2>
        <form method="dialog">
          <button type="submit" className="cart-sidebar__close" aria-label={t('Close')}>
            <CloseIcon />
          </button>
        </form>
      </div>
      <div className="cart-sidebar__body" {...root} />
    </dialog>
  );
}
