import { type FocusEvent, useState } from 'react';
import { t } from '../../ui/i18n/t';
import { TextField } from '../../ui/checkout/text-field';
import { addressLabel } from './delivery-types';
import { type EstonianAddress, searchAddresses } from './shipping-api';
import { useSearch } from './use-search';

/** Letters typed before the address register is asked. */
const MIN_QUERY = 3;

/** The address as the shipping step keeps it (§3 shipping.address, additional_data.place_id). */
export type PickedAddress = { placeId: string; street: string; city: string; postcode: string; region: string };

/** An address-register result as the delivery address: street and house (and flat) on the first line. */
export function pickedAddressOf(result: EstonianAddress): PickedAddress {
  const house = [result.street, result.house].filter(Boolean).join(' ');
  return {
    placeId: result.place_id,
    street: result.apartment ? `${house}-${result.apartment}` : house,
    city: result.city ?? '',
    postcode: result.postcode ?? '',
    region: result.county ?? '',
  };
}

/**
 * Address search over the Estonian address register (home delivery, courier): the shopper types,
 * picks one of the results, and only a picked result counts (typing again drops the pick).
 * `error` is the step's message for the field ('Select a specific address from the list with
 * street and house information'), which `onLeave` lets the step set as focus leaves the search.
 */
export function AddressSearch({
  picked,
  error,
  onPick,
  onClear,
  onLeave,
}: {
  picked: PickedAddress | null;
  error: string | null;
  onPick: (address: PickedAddress) => void;
  onClear: () => void;
  onLeave: () => void;
}) {
  const [query, setQuery] = useState(picked ? addressLabel(picked) : '');
  const [open, setOpen] = useState(false);
  const results = useSearch(open ? query : '', searchAddresses, MIN_QUERY);
  const items = results.status === 'done' || results.status === 'loading' ? results.items : [];

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Moving between the box and its results is not leaving the field.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    onLeave();
  };

  return (
    <div className="checkout-fieldset" onBlur={onBlur}>
      <TextField
        id="checkout-address-search"
        name="address-search"
        type="search"
        autoComplete="street-address"
        label={t('Delivery address')}
        hint={t('Type the street and house number, then choose the address from the list')}
        value={query}
        error={error}
        required
        onChange={(value) => {
          setQuery(value);
          setOpen(true);
          if (picked) onClear();
        }}
      />
      {open && results.status !== 'idle' ? (
        <fieldset className="checkout-fieldset" aria-busy={results.status === 'loading' || undefined}>
          <legend className="visually-hidden">{t('Addresses found')}</legend>
          {results.status === 'failed' ? (
            <p className="delivery-warning" role="alert">
              {results.message ?? t('Internal server error: try again')}
            </p>
          ) : null}
          {results.status === 'done' && items.length === 0 ? <p role="status">{t('No addresses found')}</p> : null}
          <div className="delivery-options">
            {items.map((result) => (
              <label key={result.place_id} className="delivery-option">
                <input
                  type="radio"
                  name="checkout-address-result"
                  value={result.place_id}
                  checked={picked?.placeId === result.place_id}
                  onChange={() => {
                    const address = pickedAddressOf(result);
                    setQuery(result.label);
                    setOpen(false);
                    onPick(address);
                  }}
                />
                <span className="delivery-option__text">{result.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
