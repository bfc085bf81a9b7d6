import { AccountGdprIsland } from '../ui/islands/account-gdpr';
import { loadGdprAgreements } from './account-data';
import { accountRoute } from './account-route';

/** /my-account/gdpr-acceptance-details (customer.md §2). */
export const gdprAcceptanceRoute = accountRoute({
  id: 'my-account-gdpr-acceptance-details',
  slug: 'gdpr-acceptance-details',
  async load({ shopper }) {
    const agreements = await loadGdprAgreements(shopper);
    return <AccountGdprIsland agreements={agreements.map(({ code, title, accepted_at, required }) => ({ code, title, accepted_at, required }))} />;
  },
});
