import { t } from '../ui/i18n/t';
import { PaymentFailPage } from '../ui/checkout/payment-fail-page';
import { page, type RouteModule } from './route-module';

/** Payment failure (customer.md §2): the provider returns a cancelled or declined payment here. */
export const paymentFailRoute: RouteModule = {
  id: 'payment-fail',
  paths: ['/payment-fail'],
  guards: [],
  layout: 'default',
  cache: 'private',
  async load({ shared }) {
    return page({ title: `${t('Payment failed')} | ${shared.storeConfig.store_name ?? ''}`, robots: 'noindex' }, <PaymentFailPage />);
  },
};
