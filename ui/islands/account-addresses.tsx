import { Island } from '../island/island';
import { type AddressBookProps, AddressBookView } from '../account/address-book-view';

/** The address book; the add / edit form's code loads on the first press. */
export function AccountAddressesIsland({ addresses, firstname, lastname }: AddressBookProps) {
  return (
    <Island name="account-addresses" props={{ addresses, firstname, lastname }}>
      <AddressBookView addresses={addresses} busy={null} form={null} editing={null} />
    </Island>
  );
}
