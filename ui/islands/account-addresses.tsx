import { Island } from '../island/island';
import { type AddressBookProps, AddressBookView } from '../account/address-book-view';

/** The address book; the add / edit form's code loads on the first press. */
export function AccountAddressesIsland({ addresses, firstname, lastname, countryName }: AddressBookProps) {
  return (
    <Island name="account-addresses" hydrate="interaction" props={{ addresses, firstname, lastname, countryName }}>
      <AddressBookView addresses={addresses} countryName={countryName} busy={null} form={null} editing={null} />
    </Island>
  );
}
