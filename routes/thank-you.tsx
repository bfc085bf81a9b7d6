import { t } from '../ui/i18n/t';
import { ThankYouIsland } from '../ui/islands/thank-you';
import { page, type RouteModule } from './route-module';

/**
 * Order confirmation (customer.md §2). The order is the shopper's own (its token is in their
 * browser), so the page is private and the island loads it; the HTML is the same for everyone.
 * The mega menu and bank logos are hidden here (default layout).
 */
export const thankYouRoute: RouteModule = {
  id: 'thank-you',
  paths: ['/thank-you'],
  guards: [],
  layout: 'default',
  cache: 'private',
  async load({ shared }) {
    return page({ title: `${t('Thank you for your order!')} | ${shared.storeConfig.store_name ?? ''}`, robots: 'noindex' }, <ThankYouIsland />);
  },
};
