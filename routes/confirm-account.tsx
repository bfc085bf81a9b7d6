import { ConfirmationLink } from '../domain/account-links';
import { t } from '../ui/i18n/t';
import { SimplePage } from '../ui/pages/simple-page';
import { page, type RouteModule } from './route-module';

/**
 * /confirm-account?email=…&key=… (the confirmation e-mail's link, customer.md §4 Registration):
 * a page whose button confirms (a POST form, worker/confirm-account.ts), then, back here with
 * `confirmed=1`, opens sign-in with the e-mail filled in. Never indexed, never in a shared cache.
 */
export const confirmAccountRoute: RouteModule = {
  id: 'confirm-account',
  paths: ['/confirm-account'],
  guards: [],
  layout: 'default',
  cache: 'private',
  async load({ url, shared }) {
    const head = { title: `${t('Confirm your account')} | ${shared.storeConfig.store_name ?? ''}`, robots: 'noindex' };
    const query = url.searchParams;
    if (query.get('confirmed') === '1') {
      const email = ConfirmationLink.shape.email.safeParse(query.get('email') ?? '');
      const opener = { 'data-open-auth': 'login', 'data-open-auth-now': '', ...(email.success ? { 'data-open-auth-email': email.data } : {}) };
      return page(
        head,
        <SimplePage title={t('Confirm your account')}>
          <p role="status">{t('Your account has been confirmed. You can now log in.')}</p>
          <button type="button" className="button button--primary" hidden {...opener}>
            {t('Log in')}
          </button>
        </SimplePage>,
      );
    }
    const link = ConfirmationLink.safeParse({ email: query.get('email') ?? '', key: query.get('key') ?? '' });
    if (query.get('failed') === '1' || !link.success) {
      return page(
        head,
        <SimplePage title={t('Confirm your account')}>
          <p role="alert">{t('This confirmation link is not valid or has already been used')}</p>
        </SimplePage>,
        400,
      );
    }
    return page(
      head,
      <SimplePage title={t('Confirm your account')}>
        <p>{t('Press the button to confirm the e-mail address {email}.', { email: link.data.email })}</p>
        <form method="post" action="/confirm-account">
          <input type="hidden" name="email" value={link.data.email} />
          <input type="hidden" name="key" value={link.data.key} />
          <button type="submit" className="button button--primary">
            {t('Confirm account')}
          </button>
        </form>
      </SimplePage>,
    );
  },
};
