import { AccountPersonalDataIsland } from '../ui/islands/account-personal-data';
import { loadPersonalData } from './account-data';
import { accountRoute } from './account-route';

/** /my-account/personal-data (customer.md §2): the form, filled from the customer as the backend has them. */
export const personalDataRoute = accountRoute({
  id: 'my-account-personal-data',
  slug: 'personal-data',
  async load({ shopper }) {
    const customer = await loadPersonalData(shopper);
    return (
      <AccountPersonalDataIsland
        customer={{
          firstname: customer.firstname ?? '',
          lastname: customer.lastname ?? '',
          email: customer.email ?? '',
          date_of_birth: (customer.date_of_birth ?? '').slice(0, 10),
          account_type: customer.account_type,
          id_number: customer.id_number,
        }}
      />
    );
  },
});
