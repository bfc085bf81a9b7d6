import { useStore } from '@nanostores/react';
import { addressSummary } from '../../domain/account-address';
import { t } from '../../ui/i18n/t';
import type { PickedAddress } from './address-search';
import { $checkoutCustomer, SAVED_ADDRESS_PREFIX, type SavedAddress } from './checkout-customer';

/** A saved address as the delivery step's picked address (its id kept in `placeId`). */
export function pickedOfSaved(address: SavedAddress): PickedAddress {
  return {
    placeId: `${SAVED_ADDRESS_PREFIX}${address.id}`,
    street: (address.street ?? []).filter(Boolean).join(', '),
    city: address.city ?? '',
    postcode: address.postcode ?? '',
    region: address.region?.region ?? '',
  };
}

/**
 * The signed-in customer's address book in the delivery step (home delivery, courier): picking
 * one delivers there (`customer_address_id`); the address search below stays for any other
 * address. Renders nothing for a guest or an empty book.
 */
export function SavedAddresses({ picked, onPick }: { picked: PickedAddress | null; onPick: (address: PickedAddress) => void }) {
  const customer = useStore($checkoutCustomer);
  if (!customer?.addresses.length) return null;
  return (
    <fieldset className="checkout-fieldset">
      <legend>{t('Saved addresses')}</legend>
      <div className="delivery-options">
        {customer.addresses.map((address) => {
          const value = `${SAVED_ADDRESS_PREFIX}${address.id}`;
          return (
            <label key={address.id} className="delivery-option">
              <input type="radio" name="checkout-saved-address" value={value} checked={picked?.placeId === value} onChange={() => onPick(pickedOfSaved(address))} />
              <span className="delivery-option__text">
                {[address.firstname, address.lastname].filter(Boolean).join(' ')}, {addressSummary(address)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The signed-in customer's address book as billing addresses (payment step, when billing is not
 * the delivery address): a saved one is sent as `customer_address_id`; 'Another address' shows
 * the billing form. Renders nothing for a guest or an empty book.
 */
export function SavedBillingAddresses({ chosen, onChoose }: { chosen: number | null; onChoose: (id: number | null) => void }) {
  const customer = useStore($checkoutCustomer);
  if (!customer?.addresses.length) return null;
  return (
    <fieldset className="checkout-fieldset">
      <legend>{t('Saved addresses')}</legend>
      <div className="delivery-options">
        {customer.addresses.map((address) => (
          <label key={address.id} className="delivery-option">
            <input type="radio" name="checkout-billing-saved-address" value={address.id} checked={chosen === address.id} onChange={() => onChoose(address.id)} />
            <span className="delivery-option__text">
              {[address.firstname, address.lastname].filter(Boolean).join(' ')}, {addressSummary(address)}
            </span>
          </label>
        ))}
        <label className="delivery-option">
          <input type="radio" name="checkout-billing-saved-address" value="" checked={chosen === null} onChange={() => onChoose(null)} />
          <span className="delivery-option__text">{t('Another address')}</span>
        </label>
      </div>
    </fieldset>
  );
}

/** The chosen saved billing address when it is still in the customer's book, else `null`. */
export function savedBillingId(chosen: number | null): number | null {
  return chosen !== null && $checkoutCustomer.get()?.addresses.some((address) => address.id === chosen) ? chosen : null;
}
