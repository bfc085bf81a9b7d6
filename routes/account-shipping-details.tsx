import { AccountAddressesIsland } from '../ui/islands/account-addresses';
import { loadAddresses } from './account-data';
import { accountRoute } from './account-route';

/** /my-account/shipping-details (customer.md §2): the address book, defaults first. */
export const shippingDetailsRoute = accountRoute({
  id: 'my-account-shipping-details',
  slug: 'shipping-details',
  async load({ shopper, shared }) {
    const book = await loadAddresses(shopper);
    const addresses = book.addresses.map((address) => ({
      id: address.id ?? 0,
      firstname: address.firstname,
      lastname: address.lastname,
      telephone: address.telephone,
      street: address.street,
      city: address.city,
      postcode: address.postcode,
      region: address.region ? { region: address.region.region } : null,
      default_shipping: address.default_shipping,
      default_billing: address.default_billing,
    }));
    const country = shared.storeConfig.default_country;
    return <AccountAddressesIsland addresses={addresses} firstname={book.firstname ?? ''} lastname={book.lastname ?? ''} countryName={country?.name ?? country?.code ?? 'EE'} />;
  },
});
