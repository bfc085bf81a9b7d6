import { t } from '../ui/i18n/t';
import { SimplePage } from '../ui/pages/simple-page';
import { page, type RouteModule } from './route-module';

/**
 * Set a new password; also reachable as /createPassword (customer.md §2). The reset e-mail's link
 * (`?email=…&token=…`) lands here; the header glue opens the authentication sidebar in
 * new-password mode with the link's e-mail and token (client/auth-sidebar.tsx `openFromPage`)
 * and removes the token from the address bar. The page's button reopens it. Nothing of the link
 * is rendered: the page is the same for everyone (and never cached: private, noindex).
 */
export const resetPasswordRoute: RouteModule = {
  id: 'reset-password',
  paths: ['/reset-password', '/createPassword'],
  guards: [],
  layout: 'default',
  cache: 'private',
  async load({ shared }) {
    const title = t('Set a new password');
    return page(
      { title: `${title} | ${shared.storeConfig.store_name ?? ''}`, robots: 'noindex' },
      <SimplePage title={title}>
        <p>{t('Set the new password in the panel that opens.')}</p>
        <button type="button" className="button button--primary" hidden data-open-auth="new-password" data-open-auth-now="">
          {title}
        </button>
      </SimplePage>,
    );
  },
};
