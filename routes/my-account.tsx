import { t, type MessageKey } from '../ui/i18n/t';
import { SimplePage } from '../ui/pages/simple-page';
import { page, type RouteModule } from './route-module';

/** Child pages of /my-account (customer.md §2); any other child shows not-found. */
const ACCOUNT_PAGES: Readonly<Record<string, MessageKey>> = {
  'personal-data': 'Personal data',
  'shipping-details': 'Shipping details',
  'password-change': 'Password change',
  'order-history': 'Order history',
  subscriptions: 'Subscriptions',
  'gdpr-acceptance-details': 'GDPR acceptance details',
};

/** /my-account → /my-account/personal-data (after the guard: a guest ends on /). */
export const myAccountRoute: RouteModule = {
  id: 'my-account',
  paths: ['/my-account'],
  guards: ['is-authenticated'],
  layout: 'default',
  cache: 'private',
  async load() {
    return { kind: 'redirect', location: '/my-account/personal-data', status: 302 };
  },
};

export const myAccountChildRoute: RouteModule = {
  id: 'my-account-child',
  paths: ['/my-account/:child', '/my-account/order-history/:orderId'],
  guards: ['is-authenticated'],
  layout: 'default',
  cache: 'private',
  async load({ params, shared }) {
    const key = params.orderId !== undefined ? 'order-history' : params.child;
    const titleKey = key !== undefined && Object.hasOwn(ACCOUNT_PAGES, key) ? ACCOUNT_PAGES[key] : undefined;
    if (!titleKey) return { kind: 'not-found' };
    const title = t(titleKey);
    return page({ title: `${title} | ${shared.storeConfig.store_name ?? ''}`, robots: 'noindex' }, <SimplePage title={title} />);
  },
};

/** Deeper unknown paths under /my-account: guarded, then not-found. */
export const myAccountUnknownRoute: RouteModule = {
  id: 'my-account-unknown',
  paths: ['/my-account/*'],
  guards: ['is-authenticated'],
  layout: 'default',
  cache: 'private',
  async load() {
    return { kind: 'not-found' };
  },
};
