import { AccountSubscriptionsIsland } from '../ui/islands/account-subscriptions';
import { loadSubscriptions } from './account-data';
import { accountRoute } from './account-route';

/** /my-account/subscriptions (customer.md §2): newsletter and loyalty programme. */
export const subscriptionsRoute = accountRoute({
  id: 'my-account-subscriptions',
  slug: 'subscriptions',
  async load({ shopper }) {
    const view = await loadSubscriptions(shopper);
    return <AccountSubscriptionsIsland newsletter={view.newsletter} loyalty={view.loyalty} />;
  },
});
