/**
 * The address book's add / edit form, loaded from its own chunk on the first press (the address
 * search and the field rules are not needed to read the book). An Estonian address is picked
 * from the address register search (as in the checkout) or typed; apartment, neighbourhood and
 * extra are street lines 2–4 (customer.md §3).
 */
import { type FormEvent, useState } from 'react';
import { ADDRESS_RULES, type AddressForm, type AddressTextField, addressInputOf } from '../../domain/account-address';
import { TextField } from '../../ui/checkout/text-field';
import { t } from '../../ui/i18n/t';
import { AddressSearch, type PickedAddress } from '../checkout/address-search';
import { useFieldErrors } from '../checkout/field-errors';

const inputId = (field: AddressTextField) => `account-address-${field}`;

export type AddressFormProps = {
  initial: AddressForm;
  /** Editing an existing address (its id) or adding one (null). */
  addressId: number | null;
  /** Sends the address; resolves to the failure text, or null when saved. */
  onSave: (input: ReturnType<typeof addressInputOf>) => Promise<string | null>;
  onCancel: () => void;
  /** The store's country (the address book takes its addresses only): said, not asked. */
  countryName: string;
};

export function AddressFormPanel({ initial, addressId, onSave, onCancel, countryName }: AddressFormProps) {
  const [values, setValues] = useState<AddressForm>(initial);
  const [picked, setPicked] = useState<PickedAddress | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = useFieldErrors(ADDRESS_RULES, inputId);

  const set = (field: AddressTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fields.onChange(field, value);
  };

  const onPick = (address: PickedAddress) => {
    setPicked(address);
    setValues((current) => ({ ...current, street: address.street, city: address.city, postcode: address.postcode, region: address.region }));
    fields.clear();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!fields.validateAll(values)) return;
    setBusy(true);
    const error = await onSave(addressInputOf(values));
    setBusy(false);
    if (error) setFailure(error);
  };

  const field = (name: AddressTextField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={inputId(name)}
      name={name}
      label={label}
      value={values[name]}
      error={fields.text(name)}
      onChange={(value) => set(name, value)}
      onBlur={(value) => fields.onBlur(name, value)}
      {...extra}
    />
  );

  const headingId = 'account-address-form-heading';
  return (
    <form className="checkout-form account-form account-block" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined} aria-labelledby={headingId}>
      <h2 id={headingId}>{addressId === null ? t('New address') : t('Edit address')}</h2>
      <div className="checkout-form__row">
        {field('firstname', t('First name'), { required: true, autoComplete: 'given-name' })}
        {field('lastname', t('Last name'), { required: true, autoComplete: 'family-name' })}
      </div>
      {field('telephone', t('Phone number'), { required: true, type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '+372 5123 4567' })}
      <AddressSearch picked={picked} error={null} onPick={onPick} onClear={() => setPicked(null)} onLeave={() => undefined} />
      <p className="checkout-field__hint">{t('Or type the address')}</p>
      {field('street', t('Street and house number'), { required: true, autoComplete: 'address-line1' })}
      <div className="checkout-form__row">
        {field('apartment', t('Apartment'), { autoComplete: 'address-line2' })}
        {field('neighbourhood', t('Neighbourhood'), { autoComplete: 'address-line3' })}
      </div>
      {field('extra', t('Additional information'))}
      <div className="checkout-form__row">
        {field('city', t('City'), { required: true, autoComplete: 'address-level2' })}
        {field('postcode', t('Postcode'), { required: true, autoComplete: 'postal-code', inputMode: 'numeric' })}
      </div>
      {field('region', t('County'), { autoComplete: 'address-level1' })}
      <p className="checkout-field__hint">
        {t('Country')}: {countryName}
      </p>
      <label className="checkout-checkbox">
        <input type="checkbox" checked={values.default_shipping} onChange={(event) => setValues((current) => ({ ...current, default_shipping: event.currentTarget.checked }))} />{' '}
        {t('Default shipping address')}
      </label>
      <label className="checkout-checkbox">
        <input type="checkbox" checked={values.default_billing} onChange={(event) => setValues((current) => ({ ...current, default_billing: event.currentTarget.checked }))} />{' '}
        {t('Default billing address')}
      </label>
      {failure ? (
        <p className="checkout-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="account-address__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('Saving…') : t('Save address')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={onCancel}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
