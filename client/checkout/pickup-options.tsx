import { useCallback, useEffect, useState } from 'react';
import { t } from '../../ui/i18n/t';
import { loadPickupLocations, type PickupLocation } from './shipping-api';

/**
 * The pickup stores (storefront.md §3 store-location codes pea, rain, muugisaal, vaike) with
 * address and opening hours, as a radio list. `onPick` gets the chosen store.
 */
export function PickupOptions({
  selected,
  error,
  onPick,
  onLoaded,
}: {
  selected: string | null;
  error: string | null;
  onPick: (location: PickupLocation) => void;
  /** The stores once loaded (the step finds the selected one among them). */
  onLoaded: (locations: readonly PickupLocation[]) => void;
}) {
  const [locations, setLocations] = useState<PickupLocation[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(() => {
    setFailure(null);
    void loadPickupLocations().then((outcome) => {
      if (outcome.ok) {
        setLocations(outcome.value);
        onLoaded(outcome.value);
      } else setFailure(outcome.message ?? t('Internal server error: try again'));
    });
  }, [onLoaded]);
  useEffect(load, [load]);

  if (failure) {
    return (
      <div role="alert">
        <p className="delivery-warning">{failure}</p>
        <button type="button" className="button" onClick={load}>
          {t('Try again')}
        </button>
      </div>
    );
  }
  if (!locations) return <p role="status">{t('Loading…')}</p>;
  return (
    <fieldset className="checkout-fieldset" aria-describedby={error ? 'checkout-pickup-error' : undefined}>
      <legend>{t('Choose a store')}</legend>
      <div className="delivery-options">
        {locations.map((location) => {
          const code = location.pickup_location_code;
          const checked = selected === code;
          return (
            <label key={code} className={`delivery-option${checked ? ' delivery-option--selected' : ''}`}>
              <input type="radio" name="checkout-pickup-location" value={code} checked={checked} onChange={() => onPick(location)} />
              <span className="delivery-option__text">
                <span className="delivery-card__name">{location.name ?? code}</span>
                <span className="delivery-option__detail">{[location.street, location.city].filter(Boolean).join(', ')}</span>
                {location.description ? <span className="delivery-option__detail">{t('Open: {hours}', { hours: location.description })}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p className="checkout-field__error" id="checkout-pickup-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
