import { formatMoney } from '../../domain/money';
import { t } from '../../ui/i18n/t';
import type { CheckoutCart } from './checkout-cart';
import { addressLabel, deliveryTypeOfCarrier, deliveryTypeTitle } from './delivery-types';

/**
 * What a submitted delivery step sent: the choice, where, and its price (from the cart). Shown
 * on the payment step, so it comes with that step's code (client/checkout/payment-steps.ts), not
 * with the delivery form's.
 */
export function ShippingDone({ cart, countryName }: { cart: CheckoutCart; countryName: string }) {
  const address = cart.shipping_addresses?.[0];
  const method = address?.selected_shipping_method;
  if (!address || !method) return null;
  const type = deliveryTypeOfCarrier(method.carrier_code);
  return (
    <p className="checkout-step__recap">
      {type ? deliveryTypeTitle(type) : method.carrier_title}
      {method.price_incl_tax.value !== null ? ` · ${method.price_incl_tax.value === 0 ? t('Free of charge') : formatMoney({ value: method.price_incl_tax.value, currency: method.price_incl_tax.currency ?? 'EUR' })}` : ''}
      <br />
      {addressLabel({ street: address.street.join(', '), city: address.city, postcode: address.postcode ?? '' })}, {countryName}
      <br />
      {`${address.firstname} ${address.lastname}`.trim()}
    </p>
  );
}
