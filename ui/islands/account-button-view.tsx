import { t } from '../i18n/t';
import { UserIcon } from './header-icons';
import { sidebarId } from './sidebar-names';

export type AccountButtonViewProps = {
  /** First name of the signed-in customer; `null` for a guest (always on the server). */
  customerName: string | null;
  onClick?: () => void;
};

/** First letter of the name, upper-cased the Estonian way; `null` for an empty name. */
export function customerInitial(name: string): string | null {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase('et-EE') : null;
}

/**
 * Header account button (storefront.md §2): signed in, it opens the account sidebar and shows
 * the name's first letter as a badge; a guest gets the authentication sidebar.
 */
export function AccountButtonView({ customerName, onClick }: AccountButtonViewProps) {
  const initial = customerName === null ? null : customerInitial(customerName);
  const signedIn = customerName !== null;
  return (
    <button
      type="button"
      className="header-action header-action--account"
      aria-label={t('Account')}
      aria-haspopup="dialog"
      aria-controls={sidebarId(signedIn ? 'account' : 'authentication')}
      onClick={onClick}
    >
      <UserIcon />
      {initial !== null && (
        <span className="header-action__badge header-action__badge--initial" aria-hidden="true">
          {initial}
        </span>
      )}
    </button>
  );
}
