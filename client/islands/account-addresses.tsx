import { type ComponentType, useEffect, useState } from 'react';
import { type AddressForm, addressFormOf, type addressInputOf, emptyAddressForm, sortAddresses } from '../../domain/account-address';
import { type AddressBookProps, addressBookPropsSchema, type BookAddress, AddressBookView } from '../../ui/account/address-book-view';
import { t, translate } from '../../ui/i18n/t';
import { callAccount } from '../account/account-api';
import type { AddressFormProps } from '../account/address-form';
import { lazyModule } from '../chunk-reload';
import { accountToast } from '../account/account-toast';

export const propsSchema = addressBookPropsSchema;

const loadForm = lazyModule(() => import('../account/address-form'));

type Editing = { id: number | null; initial: AddressForm };

/**
 * The address book (customer.md §2, §7 Address book): create, update, remove and set defaults.
 * After each change the list is read again from the backend (a new default clears the old one
 * there), so what shows is what is stored. 'Shipping address has been saved' / 'Shipping
 * address has been removed'; a failure shows the backend's error text (§8).
 */
export default function AccountAddresses(props: AddressBookProps) {
  const [addresses, setAddresses] = useState<readonly BookAddress[]>(props.addresses);
  const [busy, setBusy] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [Form, setForm] = useState<ComponentType<AddressFormProps> | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const reload = async () => {
    const result = await callAccount('getCustomerAddresses', []);
    if (result.ok) setAddresses(sortAddresses(result.data.addresses));
  };

  const fail = (message: string) => {
    const text = translate(message);
    accountToast(text, 'danger');
    return text;
  };

  const open = async (next: Editing) => {
    if (!Form) {
      const module = await loadForm().catch(() => null);
      if (!module) return;
      setForm(() => module.AddressFormPanel);
    }
    setEditing(next);
  };

  const onSave = async (input: ReturnType<typeof addressInputOf>): Promise<string | null> => {
    const id = editing?.id ?? null;
    const result = id === null ? await callAccount('createCustomerAddress', [input]) : await callAccount('updateCustomerAddress', [id, input]);
    if (!result.ok) return fail(result.message);
    setEditing(null);
    await reload();
    accountToast(t('Shipping address has been saved'));
    return null;
  };

  const onRemove = async (address: BookAddress) => {
    setBusy(address.id);
    const result = await callAccount('deleteCustomerAddress', [address.id]);
    if (!result.ok || !result.data.deleted) {
      setBusy(null);
      fail(result.ok ? 'Something went wrong' : result.message);
      return;
    }
    await reload();
    setBusy(null);
    accountToast(t('Shipping address has been removed'));
  };

  const onDefault = async (address: BookAddress, kind: 'default_shipping' | 'default_billing') => {
    setBusy(address.id);
    const result = await callAccount('updateCustomerAddress', [address.id, { [kind]: true }]);
    if (!result.ok) {
      setBusy(null);
      fail(result.message);
      return;
    }
    await reload();
    setBusy(null);
    accountToast(t('Shipping address has been saved'));
  };

  const form =
    editing && Form ? (
      <Form key={editing.id ?? 'new'} initial={editing.initial} addressId={editing.id} countryName={props.countryName} onSave={onSave} onCancel={() => setEditing(null)} />
    ) : null;

  return (
    <AddressBookView
      addresses={addresses}
      countryName={props.countryName}
      busy={busy}
      form={form}
      editing={editing?.id ?? null}
      {...(ready
        ? {
            onAdd: () => void open({ id: null, initial: { ...emptyAddressForm(props), default_shipping: addresses.length === 0, default_billing: addresses.length === 0 } }),
            onEdit: (address: BookAddress) => void open({ id: address.id, initial: addressFormOf(address) }),
            onRemove: (address: BookAddress) => void onRemove(address),
            onDefault: (address: BookAddress, kind: 'default_shipping' | 'default_billing') => void onDefault(address, kind),
          }
        : {})}
    />
  );
}
