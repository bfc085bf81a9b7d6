import type { ReactNode } from 'react';
import * as z from 'zod/mini';
import { addressSummary } from '../../domain/account-address';
import { t } from '../i18n/t';
import { awaitsScript } from '../island/island-markers';

const AddressSchema = z.object({
  id: z.number(),
  firstname: z.nullable(z.string()),
  lastname: z.nullable(z.string()),
  telephone: z.nullable(z.string()),
  street: z.nullable(z.array(z.nullable(z.string()))),
  city: z.nullable(z.string()),
  postcode: z.nullable(z.string()),
  region: z.nullable(z.object({ region: z.nullable(z.string()) })),
  default_shipping: z.nullable(z.boolean()),
  default_billing: z.nullable(z.boolean()),
});
export type BookAddress = z.output<typeof AddressSchema>;

export const addressBookPropsSchema = z.object({
  addresses: z.array(AddressSchema),
  /** The customer's names: a new address starts with them. */
  firstname: z.string(),
  lastname: z.string(),
  /** The store's country, every address's (customer.md §3: country default EE; the book takes Estonian addresses only). */
  countryName: z.string(),
});
export type AddressBookProps = z.output<typeof addressBookPropsSchema>;

export type AddressBookViewProps = {
  addresses: readonly BookAddress[];
  countryName: string;
  /** The address being acted on (saving defaults or removing), or 'new'. */
  busy: number | null;
  /** The open form (rendered by the island once its code has loaded), in place of the list's add button. */
  form: ReactNode;
  /** The address whose form is open, hidden from the list while it is edited. */
  editing: number | null;
  onAdd?: () => void;
  onEdit?: (address: BookAddress) => void;
  onRemove?: (address: BookAddress) => void;
  onDefault?: (address: BookAddress, kind: 'default_shipping' | 'default_billing') => void;
};

/**
 * customer.md §2 shipping-details: the address book. Each address with its default marks, and
 * edit, remove and "make default" actions; one form (add or edit) at a time.
 */
export function AddressBookView({ addresses, countryName, busy, form, editing, onAdd, onEdit, onRemove, onDefault }: AddressBookViewProps) {
  return (
    <>
      {addresses.length === 0 ? <p>{t('You have no saved addresses yet.')}</p> : null}
      <ul className="account-addresses">
        {addresses.map((address) =>
          address.id === editing ? null : (
            <li key={address.id} className="account-block account-address" aria-busy={busy === address.id || undefined}>
              <h2 className="account-address__name" id={`address-${address.id}`}>
                {[address.firstname, address.lastname].filter(Boolean).join(' ')}
              </h2>
              <p>
                {addressSummary(address)}, {countryName}
              </p>
              {address.telephone ? <p>{address.telephone}</p> : null}
              {address.default_shipping || address.default_billing ? (
                <p className="account-address__defaults">
                  {address.default_shipping ? <span className="account-badge">{t('Default shipping address')}</span> : null}{' '}
                  {address.default_billing ? <span className="account-badge">{t('Default billing address')}</span> : null}
                </p>
              ) : null}
              <div className="account-address__actions">
                <button type="button" className="button" aria-describedby={`address-${address.id}`} disabled={!onEdit || busy !== null} {...awaitsScript(!onEdit)} onClick={() => onEdit?.(address)}>
                  {t('Edit')}
                </button>
                <button type="button" className="button" aria-describedby={`address-${address.id}`} disabled={!onRemove || busy !== null} {...awaitsScript(!onRemove)} onClick={() => onRemove?.(address)}>
                  {t('Remove')}
                </button>
                {address.default_shipping ? null : (
                  <button type="button" className="button" aria-describedby={`address-${address.id}`} disabled={!onDefault || busy !== null} {...awaitsScript(!onDefault)} onClick={() => onDefault?.(address, 'default_shipping')}>
                    {t('Make default shipping address')}
                  </button>
                )}
                {address.default_billing ? null : (
                  <button type="button" className="button" aria-describedby={`address-${address.id}`} disabled={!onDefault || busy !== null} {...awaitsScript(!onDefault)} onClick={() => onDefault?.(address, 'default_billing')}>
                    {t('Make default billing address')}
                  </button>
                )}
              </div>
            </li>
          ),
        )}
      </ul>
      {form ?? (
        <button type="button" className="button button--primary" disabled={!onAdd || busy !== null} {...awaitsScript(!onAdd)} onClick={onAdd}>
          {t('Add a new address')}
        </button>
      )}
    </>
  );
}
