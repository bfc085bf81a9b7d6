import { useState } from 'react';
import { formatMoney } from '../../domain/money';
import { t } from '../../ui/i18n/t';
import { TextField } from '../../ui/checkout/text-field';
import type { CheckoutShippingMethod } from './checkout-cart';
import { type ParcelMachine, searchParcelMachines } from './shipping-api';
import { useSearch } from './use-search';

/**
 * Parcel machines of every network, narrowed as the shopper types (name, address or city), as a
 * radio list under the search box. Each network's price comes from the cart's shipping methods
 * (`methods`) once known. `onPick` gets the machine.
 */
export function ParcelMachineOptions({
  selected,
  methods,
  error,
  onPick,
}: {
  selected: string | null;
  methods: readonly CheckoutShippingMethod[];
  error: string | null;
  onPick: (machine: ParcelMachine) => void;
}) {
  const [query, setQuery] = useState('');
  // Minimum 0: the empty search lists every machine.
  const results = useSearch(query, searchParcelMachines, 0);
  const items = results.status === 'done' || results.status === 'loading' ? results.items : [];
  const priceOf = (carrierCode: string) => {
    const method = methods.find((m) => m.carrier_code === carrierCode && m.available);
    return method?.price_incl_tax.value != null ? formatMoney({ value: method.price_incl_tax.value, currency: method.price_incl_tax.currency ?? 'EUR' }) : null;
  };

  return (
    <div className="checkout-fieldset">
      <TextField id="checkout-parcel-search" name="parcel-search" type="search" label={t('Search parcel machines')} value={query} hint={t('Name, address or town')} onChange={setQuery} />
      <fieldset className="checkout-fieldset" aria-describedby={error ? 'checkout-parcel-error' : undefined} aria-busy={results.status === 'loading' || undefined}>
        <legend>{t('Choose a parcel machine')}</legend>
        {results.status === 'failed' ? (
          <p className="delivery-warning" role="alert">
            {results.message ?? t('Internal server error: try again')}
          </p>
        ) : null}
        {results.status === 'done' && items.length === 0 ? <p role="status">{t('No parcel machines found')}</p> : null}
        <div className="delivery-options">
          {items.map((machine) => {
            const checked = selected === machine.id;
            const price = priceOf(machine.carrier_code);
            return (
              <label key={machine.id} className={`delivery-option${checked ? ' delivery-option--selected' : ''}`}>
                <input type="radio" name="checkout-parcel-machine" value={machine.id} checked={checked} onChange={() => onPick(machine)} />
                <span className="delivery-option__text">
                  <span className="delivery-card__name">{machine.name}</span>
                  <span className="delivery-option__detail">{[machine.address, machine.city].filter(Boolean).join(', ')}</span>
                  <span className="delivery-option__detail">
                    {machine.carrier_title}
                    {price ? ` · ${price}` : ''}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {error ? (
        <p className="checkout-field__error" id="checkout-parcel-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
