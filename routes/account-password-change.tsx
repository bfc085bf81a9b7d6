import { AccountPasswordIsland } from '../ui/islands/account-password';
import { accountRoute } from './account-route';

/** /my-account/password-change (customer.md §2). */
export const passwordChangeRoute = accountRoute({
  id: 'my-account-password-change',
  slug: 'password-change',
  async load() {
    return <AccountPasswordIsland />;
  },
});
