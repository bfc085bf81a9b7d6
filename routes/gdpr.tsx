import { t } from '../ui/i18n/t';
import { GdprPage } from '../ui/gdpr/gdpr-page';
import { withNewsletterPopup } from './newsletter-popup';
import { page, type RouteModule } from './route-module';

/**
 * /gdpr.html, the GDPR customer request page (customer.md §2; `?gdpr=access|rectification|erasure`
 * chooses the request type). `public`: the HTML is the same for everyone (the type from the query
 * and a signed-in customer's names are filled in by the form island after hydration), so the edge
 * HTML cache may keep it; the request itself goes through the middleware API (no-store).
 */
export const gdprRoute: RouteModule = withNewsletterPopup({
  id: 'gdpr',
  paths: ['/gdpr.html'],
  guards: [],
  layout: 'default',
  cache: 'public',
  async load({ shared, url }) {
    return page(
      {
        title: `${t('Personal data requests')} | ${shared.storeConfig.store_name ?? ''}`,
        description: t('Ask for a copy of your personal data, its correction or its deletion.'),
        canonical: new URL('/gdpr.html', url).href,
      },
      <GdprPage />,
    );
  },
});
