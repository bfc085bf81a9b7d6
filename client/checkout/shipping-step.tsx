import { useStore } from '@nanostores/react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { RECIPIENT_RULES } from '../../domain/checkout-fields';
import { validAddress } from '../../domain/checkout-validation';
import { formatMoney } from '../../domain/money';
import { t } from '../../ui/i18n/t';
import { TextField } from '../../ui/checkout/text-field';
import { $checkout, submitCheckoutStep, updateCheckout } from '../stores/checkout';
import { AddressSearch, type PickedAddress } from './address-search';
import { savedAddressId } from './checkout-customer';
import { SavedAddresses } from './saved-addresses';
import { type CheckoutCart, type CheckoutShippingMethod, showCheckoutCart } from './checkout-cart';
import { DELIVERY_TYPES, type DeliveryType, deliveryTypeOfCarrier, deliveryTypeTitle, methodFor, methodsOfType, needsAddress } from './delivery-types';
import { errorText, useFieldErrors } from './field-errors';
import { ParcelMachineOptions } from './parcel-machine-options';
import { PickupOptions } from './pickup-options';
import {
  availableShippingMethods,
  type ParcelMachine,
  type PickupLocation,
  setDeliveryServices,
  setShippingAddress,
  setShippingMethod,
  type ShippingAddressInput,
} from './shipping-api';

type RecipientField = keyof typeof RECIPIENT_RULES;
const recipientId = (field: RecipientField) => `checkout-recipient-${field}`;

const priceText = (method: CheckoutShippingMethod) =>
  method.price_incl_tax.value === 0 ? t('Free of charge') : method.price_incl_tax.value === null ? '' : formatMoney({ value: method.price_incl_tax.value, currency: method.price_incl_tax.currency ?? 'EUR' });

/** Why a carrier cannot take this cart there (§8), in Estonian; the backend names the reason. */
const unavailableText = (method: CheckoutShippingMethod) =>
  method.error_message === 'The products do not fit in a parcel machine' ? t('The products do not fit in a parcel machine') : t('Chosen carrier not available for the address');

/** Where the step's location or address is, for the cart's shipping address. */
type Destination =
  | { type: 'pickup'; location: PickupLocation }
  | { type: 'parcelMachine'; machine: Pick<ParcelMachine, 'id' | 'carrier_code' | 'address' | 'city' | 'postcode'> }
  | { type: 'homeDelivery' | 'courier'; address: PickedAddress };

type StepErrors = { type?: string; location?: string; address?: string; method?: string; form?: string };

/**
 * Step 2 (storefront.md §3 shipping, §8, §9): the delivery choice (pickup in one of the stores,
 * a parcel machine, home delivery or courier to an address from the address search), another
 * recipient, and the priced furniture services. Prices and availability are the backend's: a
 * picked store, machine or address is set on the cart at once, so the shopper sees what each
 * choice costs and whether the carrier serves the address before going on. Submitting sets the
 * shipping address again (with the recipient) and then the method.
 */
export function ShippingStep({ cart, countryName, onSubmitted }: { cart: CheckoutCart; countryName: string; onSubmitted: () => void }) {
  const { shipping, contactInfo, payment } = useStore($checkout);
  const cartAddress = cart.shipping_addresses?.[0] ?? null;
  // The choice is kept as its method; before the backend has priced it (a reload right after a
  // pick), the place picked tells it: a store or machine on the cart, or a picked address.
  const [type, setType] = useState<DeliveryType | null>(
    () =>
      deliveryTypeOfCarrier(shipping.selectedMethod?.carrier_code) ??
      deliveryTypeOfCarrier(cartAddress?.selected_shipping_method?.carrier_code) ??
      (cartAddress?.pickup_location_code ? 'pickup' : cartAddress?.parcel_machine ? 'parcelMachine' : shipping.additional_data.place_id ? 'homeDelivery' : null),
  );
  const [machine, setMachine] = useState<Pick<ParcelMachine, 'id' | 'carrier_code' | 'address' | 'city' | 'postcode'> | null>(
    cartAddress?.parcel_machine ? { ...cartAddress.parcel_machine, address: cartAddress.street[0] ?? null, city: cartAddress.city, postcode: cartAddress.postcode } : null,
  );
  const [pickupLocations, setPickupLocations] = useState<readonly PickupLocation[]>([]);
  const [errors, setErrors] = useState<StepErrors>({});
  const [busy, setBusy] = useState(false);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const recipient = useFieldErrors(RECIPIENT_RULES, recipientId);

  const picked: PickedAddress | null = shipping.additional_data.place_id
    ? { placeId: shipping.additional_data.place_id, street: shipping.address.street, city: shipping.address.city, postcode: shipping.address.postcode, region: shipping.address.region.region_code ?? '' }
    : null;

  // The cart's shipping address and its methods (prices, availability), and the services' prices.
  useEffect(() => {
    void availableShippingMethods(cart.id).then((outcome) => {
      if (outcome.ok) showCheckoutCart(outcome.value);
      else setLoadFailure(outcome.message ?? t('Internal server error: try again'));
    });
  }, [cart.id]);

  const names = () =>
    shipping.anotherRecipient
      ? { firstname: shipping.address.firstName.trim(), lastname: shipping.address.lastName.trim(), telephone: shipping.address.phoneNumber.replace(/\s+/g, '') }
      : { firstname: contactInfo.firstName.trim(), lastname: contactInfo.lastName.trim(), telephone: contactInfo.phoneNumber.replace(/\s+/g, '') };

  const addressInput = (destination: Destination): ShippingAddressInput => {
    const person = names();
    if (destination.type === 'pickup') {
      const { location } = destination;
      return {
        address: { ...person, street: [location.street ?? location.name ?? location.pickup_location_code], city: location.city ?? '', postcode: location.postcode ?? undefined, country_code: 'EE' },
        pickup_location_code: location.pickup_location_code,
      };
    }
    if (destination.type === 'parcelMachine') {
      const m = destination.machine;
      return { address: { ...person, street: [m.address ?? m.id], city: m.city ?? '', postcode: m.postcode ?? undefined, country_code: 'EE' }, additional_data: { parcel_machine_id: m.id } };
    }
    const a = destination.address;
    const savedId = savedAddressId(a.placeId);
    // A saved address as it is in the book (its names and phone), unless someone else receives the order.
    if (savedId !== null && !shipping.anotherRecipient) return { customer_address_id: savedId };
    if (savedId !== null) return { address: { ...person, street: a.street.split(', '), city: a.city, postcode: a.postcode, region: a.region || undefined, country_code: 'EE' } };
    return {
      address: { ...person, street: [a.street], city: a.city, postcode: a.postcode, region: a.region || undefined, country_code: 'EE' },
      additional_data: { place_id: a.placeId },
    };
  };

  const chooseMethod = (next: CheckoutCart, chosen: DeliveryType, carrierCode?: string | null) => {
    const method = methodFor(next, chosen, carrierCode);
    updateCheckout('shipping', { selectedMethod: method?.method_code ? { carrier_code: method.carrier_code, method_code: method.method_code } : null });
    return method;
  };

  /** Set the picked place on the cart so its methods and prices are known; false on failure (message shown). */
  const estimate = async (destination: Destination): Promise<CheckoutCart | null> => {
    setBusy(true);
    const outcome = await setShippingAddress(cart.id, addressInput(destination));
    setBusy(false);
    if (!outcome.ok) {
      setErrors((shown) => ({ ...shown, form: outcome.message ?? t('Internal server error: try again') }));
      return null;
    }
    showCheckoutCart(outcome.value);
    chooseMethod(outcome.value, destination.type, destination.type === 'parcelMachine' ? destination.machine.carrier_code : null);
    return outcome.value;
  };

  const destination = (): Destination | null => {
    const pickup = pickupLocations.find((location) => location.pickup_location_code === payment.selectedLocation);
    if (type === 'pickup') return pickup ? { type, location: pickup } : null;
    if (type === 'parcelMachine') return machine && payment.selectedLocation === machine.id ? { type, machine } : null;
    if (type && needsAddress(type)) return picked && !validAddress(picked) ? { type, address: picked } : null;
    return null;
  };

  const onType = (next: DeliveryType) => {
    setType(next);
    setErrors({});
    chooseMethod(cart, next, next === 'parcelMachine' ? machine?.carrier_code : null);
  };

  const onPickup = (location: PickupLocation) => {
    setErrors((shown) => ({ ...shown, location: undefined, method: undefined, form: undefined }));
    updateCheckout('payment', { selectedLocation: location.pickup_location_code });
    void estimate({ type: 'pickup', location });
  };

  const onMachine = (picked: ParcelMachine) => {
    setMachine(picked);
    setErrors((shown) => ({ ...shown, location: undefined, method: undefined, form: undefined }));
    updateCheckout('payment', { selectedLocation: picked.id });
    void estimate({ type: 'parcelMachine', machine: picked });
  };

  const onAddress = (address: PickedAddress) => {
    const error = errorText(validAddress(address));
    setErrors((shown) => ({ ...shown, address: error ?? undefined, method: undefined, form: undefined }));
    updateCheckout('shipping', {
      address: { ...shipping.address, street: address.street, city: address.city, postcode: address.postcode, country: 'EE', region: { region_code: address.region || null, region_id: null } },
      additional_data: { place_id: address.placeId },
    });
    if (!error && type && needsAddress(type)) void estimate({ type: type, address });
  };

  const onServices = async (services: { furnitureAssembly: boolean; furnitureUtilization: boolean }) => {
    const before = { furnitureAssembly: shipping.furnitureAssembly, furnitureUtilization: shipping.furnitureUtilization };
    updateCheckout('shipping', services);
    setBusy(true);
    const outcome = await setDeliveryServices(cart.id, { furniture_assembly: services.furnitureAssembly, furniture_utilization: services.furnitureUtilization });
    setBusy(false);
    if (outcome.ok) showCheckoutCart(outcome.value);
    else {
      updateCheckout('shipping', before);
      setErrors((shown) => ({ ...shown, form: outcome.message ?? t('Internal server error: try again') }));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const next: StepErrors = {};
    if (!type) next.type = t('Choose a delivery method');
    else if (type === 'pickup' && !destination()) next.location = t('Choose a store');
    else if (type === 'parcelMachine' && !destination()) next.location = t('Choose a parcel machine');
    else if (needsAddress(type)) next.address = errorText(validAddress(picked)) ?? undefined;
    const recipientOk = !shipping.anotherRecipient || recipient.validateAll(shipping.address);
    setErrors(next);
    const where = destination();
    if (!recipientOk || Object.values(next).some(Boolean) || !where || !type) {
      if (!recipientOk) return; // validateAll focused the first recipient field
      document.getElementById(next.type ? 'checkout-delivery-type-pickup' : next.address ? 'checkout-address-search' : 'checkout-delivery-content')?.focus();
      return;
    }
    setBusy(true);
    const fail = (message: string | null, key: keyof StepErrors = 'form') => {
      setBusy(false);
      setErrors({ [key]: message ?? t('Internal server error: try again') });
    };
    const withAddress = await setShippingAddress(cart.id, addressInput(where));
    if (!withAddress.ok) return fail(withAddress.message);
    showCheckoutCart(withAddress.value);
    const method = methodFor(withAddress.value, type, where.type === 'parcelMachine' ? where.machine.carrier_code : null);
    if (!method?.method_code) return fail(t('Chosen carrier not available for the address'), 'method');
    if (!method.available) return fail(unavailableText(method), 'method');
    const withMethod = await setShippingMethod(cart.id, { carrier_code: method.carrier_code, method_code: method.method_code });
    if (!withMethod.ok) return fail(withMethod.message, 'method');
    showCheckoutCart(withMethod.value);
    setBusy(false);
    updateCheckout('shipping', { selectedMethod: { carrier_code: method.carrier_code, method_code: method.method_code } });
    submitCheckoutStep('shipping');
    onSubmitted();
  };

  const services = cart.delivery_services;
  // A service priced 0 is one the cart's products do not have (nothing to assemble): not offered,
  // unless already chosen (so it can be taken off).
  const offersAssembly = !!services && ((services.assembly_amount.value ?? 0) > 0 || shipping.furnitureAssembly);
  const offersUtilization = !!services && ((services.utilization_amount.value ?? 0) > 0 || shipping.furnitureUtilization);
  const setRecipient = (field: RecipientField, value: string) => {
    updateCheckout('shipping', { address: { ...shipping.address, [field]: value } });
    recipient.onChange(field, value);
  };

  const content = (chosen: DeliveryType): ReactNode => {
    if (chosen === 'pickup') return <PickupOptions selected={payment.selectedLocation} error={errors.location ?? null} onPick={onPickup} onLoaded={setPickupLocations} />;
    if (chosen === 'parcelMachine') return <ParcelMachineOptions selected={payment.selectedLocation} methods={methodsOfType(cart, 'parcelMachine')} error={errors.location ?? null} onPick={onMachine} />;
    return (
      <>
      <SavedAddresses picked={picked} onPick={onAddress} />
      <AddressSearch
        picked={savedAddressId(picked?.placeId) === null ? picked : null}
        error={errors.address ?? null}
        onPick={onAddress}
        onClear={() => updateCheckout('shipping', { additional_data: { place_id: null } })}
        onLeave={() => setErrors((shown) => ({ ...shown, address: errorText(validAddress(picked)) ?? undefined }))}
      />
      {/* storefront.md §3 "country default EE": the store delivers in its own country only, so it is said, not asked. */}
      <p className="checkout-field__hint">
        {t('Country')}: {countryName}
      </p>
      </>
    );
  };

  return (
    <form className="checkout-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
      {loadFailure ? (
        <p className="delivery-warning" role="alert">
          {loadFailure}
        </p>
      ) : null}
      <fieldset className="delivery-types" aria-describedby={errors.type ? 'checkout-delivery-type-error' : undefined}>
        <legend>{t('Delivery method')}</legend>
        {DELIVERY_TYPES.map((option) => {
          const method = methodFor(cart, option);
          const selected = type === option;
          return (
            <div key={option} className={`delivery-card${selected ? ' delivery-card--selected' : ''}`}>
              <label className="delivery-card__choice">
                <input type="radio" id={`checkout-delivery-type-${option}`} name="checkout-delivery-type" value={option} checked={selected} onChange={() => onType(option)} />
                <span className="delivery-card__name">{deliveryTypeTitle(option)}</span>
                {method ? <span className="delivery-card__price">{method.available ? priceText(method) : t('Not available')}</span> : null}
              </label>
              {selected ? (
                <div className="delivery-card__content" id="checkout-delivery-content" tabIndex={-1}>
                  {content(option)}
                  {method && !method.available ? (
                    <p className="delivery-warning" role="alert">
                      {unavailableText(method)}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </div>
          );
        })}
        {errors.type ? (
          <p className="checkout-field__error" id="checkout-delivery-type-error" role="alert">
            {errors.type}
          </p>
        ) : null}
      </fieldset>

      <label className="checkout-check">
        <input type="checkbox" checked={shipping.anotherRecipient} onChange={(event) => updateCheckout('shipping', { anotherRecipient: event.currentTarget.checked })} />
        <span>{t('Someone else receives the order')}</span>
      </label>
      {shipping.anotherRecipient ? (
        <fieldset className="checkout-fieldset">
          <legend>{t('Recipient')}</legend>
          <div className="checkout-form__row">
            <TextField id={recipientId('firstName')} name="recipient-first-name" label={t('First name')} autoComplete="shipping given-name" required value={shipping.address.firstName} error={recipient.text('firstName')} onChange={(v) => setRecipient('firstName', v)} onBlur={(v) => recipient.onBlur('firstName', v)} />
            <TextField id={recipientId('lastName')} name="recipient-last-name" label={t('Last name')} autoComplete="shipping family-name" required value={shipping.address.lastName} error={recipient.text('lastName')} onChange={(v) => setRecipient('lastName', v)} onBlur={(v) => recipient.onBlur('lastName', v)} />
          </div>
          <TextField id={recipientId('phoneNumber')} name="recipient-phone" type="tel" inputMode="tel" label={t('Phone number')} autoComplete="shipping tel" required placeholder="+372 5123 4567" value={shipping.address.phoneNumber} error={recipient.text('phoneNumber')} onChange={(v) => setRecipient('phoneNumber', v)} onBlur={(v) => recipient.onBlur('phoneNumber', v)} />
          <TextField id={recipientId('email')} name="recipient-email" type="email" inputMode="email" label={t('E-mail')} autoComplete="shipping email" value={shipping.address.email} error={recipient.text('email')} onChange={(v) => setRecipient('email', v)} onBlur={(v) => recipient.onBlur('email', v)} />
        </fieldset>
      ) : null}

      {services && (offersAssembly || offersUtilization) ? (
        <fieldset className="checkout-fieldset">
          <legend>{t('Additional services')}</legend>
          {offersAssembly ? (
            <label className="checkout-check">
              <input type="checkbox" checked={shipping.furnitureAssembly} disabled={busy} onChange={(event) => void onServices({ furnitureAssembly: event.currentTarget.checked, furnitureUtilization: shipping.furnitureUtilization })} />
              <span>{t('Furniture assembly')}</span>
              <span className="checkout-check__price">{services.assembly_amount.value !== null ? formatMoney({ value: services.assembly_amount.value, currency: services.assembly_amount.currency ?? 'EUR' }) : null}</span>
            </label>
          ) : null}
          {offersUtilization ? (
            <label className="checkout-check">
              <input type="checkbox" checked={shipping.furnitureUtilization} disabled={busy} onChange={(event) => void onServices({ furnitureAssembly: shipping.furnitureAssembly, furnitureUtilization: event.currentTarget.checked })} />
              <span>{t('Furniture utilisation')}</span>
              <span className="checkout-check__price">{services.utilization_amount.value !== null ? formatMoney({ value: services.utilization_amount.value, currency: services.utilization_amount.currency ?? 'EUR' }) : null}</span>
            </label>
          ) : null}
        </fieldset>
      ) : null}

      {errors.method || errors.form ? (
        <p className="checkout-form__failure" role="alert">
          {errors.method ?? errors.form}
        </p>
      ) : null}
      <button type="submit" className="button button--primary checkout-form__submit" disabled={busy}>
        {t('Continue to payment')}
      </button>
    </form>
  );
}
