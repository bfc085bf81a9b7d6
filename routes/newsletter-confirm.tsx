import { NewsletterConfirmationLink } from '../domain/account-links';
import { t } from '../ui/i18n/t';
import { SimplePage } from '../ui/pages/simple-page';
import { page, type RouteModule } from './route-module';

/**
 * /newsletter/confirm?id=…&code=… (the link of a guest's newsletter confirmation e-mail, Magento's
 * "Need to Confirm"): a page whose button confirms (a POST form, worker/newsletter-confirm.ts),
 * then, back here with `confirmed=1`, says so. Never indexed, never in a shared cache.
 */
export const newsletterConfirmRoute: RouteModule = {
  id: 'newsletter-confirm',
  paths: ['/newsletter/confirm'],
  guards: [],
  layout: 'default',
  cache: 'private',
  async load({ url, shared }) {
    const title = t('Confirm your newsletter subscription');
    const head = { title: `${title} | ${shared.storeConfig.store_name ?? ''}`, robots: 'noindex' };
    const query = url.searchParams;
    if (query.get('confirmed') === '1') {
      return page(
        head,
        <SimplePage title={title}>
          <p role="status">{t('Your subscription has been confirmed.')}</p>
        </SimplePage>,
      );
    }
    const link = NewsletterConfirmationLink.safeParse({ id: query.get('id') ?? '', code: query.get('code') ?? '' });
    if (query.get('failed') === '1' || !link.success) {
      return page(
        head,
        <SimplePage title={title}>
          <p role="alert">{t('This confirmation link is not valid or has already been used')}</p>
        </SimplePage>,
        400,
      );
    }
    return page(
      head,
      <SimplePage title={title}>
        <p>{t('Press the button to confirm your newsletter subscription.')}</p>
        <form method="post" action="/newsletter/confirm">
          <input type="hidden" name="id" value={String(link.data.id)} />
          <input type="hidden" name="code" value={link.data.code} />
          <button type="submit" className="button button--primary">
            {t('Confirm subscription')}
          </button>
        </form>
      </SimplePage>,
    );
  },
};
