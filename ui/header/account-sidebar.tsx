import { ACCOUNT_PAGES, accountPageHref } from '../account/account-pages';
import { t } from '../i18n/t';
import { CloseIcon } from '../islands/header-icons';
import { ACCOUNT_SIDEBAR_ID, ACCOUNT_SIDEBAR_NAME_ATTRIBUTE, ACCOUNT_SIGN_OUT_ATTRIBUTE } from './account-sidebar-markers';

/**
 * The account sidebar for signed-in customers (storefront.md §2 panels "my account"): the same
 * markup for every shopper (the page may be edge-cached), so nothing personal is in it. It opens
 * only from the header's account button of a signed-in customer (the `open-account-sidebar`
 * request); its glue then fills in the customer's name and wires sign-out
 * (client/account-sidebar.ts). Links to each my-account page; close works without script.
 */
export function AccountSidebar() {
  const name = { [ACCOUNT_SIDEBAR_NAME_ATTRIBUTE]: '' };
  const signOut = { [ACCOUNT_SIGN_OUT_ATTRIBUTE]: '' };
  return (
    <dialog id={ACCOUNT_SIDEBAR_ID} className="cart-sidebar account-sidebar" aria-labelledby={`${ACCOUNT_SIDEBAR_ID}-title`}>
      <div className="cart-sidebar__header">
        <h2 id={`${ACCOUNT_SIDEBAR_ID}-title`} className="cart-sidebar__title">
          {t('My account')}
        </h2>
        <form method="dialog">
          <button type="submit" className="cart-sidebar__close" aria-label={t('Close')}>
            <CloseIcon />
          </button>
        </form>
      </div>
      <div className="cart-sidebar__body">
        <p className="account-sidebar__name" {...name} />
        <nav aria-label={t('My account')}>
          <ul className="account-sidebar__links">
            {ACCOUNT_PAGES.map((page) => (
              <li key={page.slug}>
                <a href={accountPageHref(page.slug)}>{t(page.title)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="button account-sidebar__sign-out" {...signOut}>
          {t('Sign out')}
        </button>
      </div>
    </dialog>
  );
}
