import { t } from '../../ui/i18n/t';
import type { CheckoutCart, CheckoutShippingMethod } from './checkout-cart';

/**
 * The delivery choices of storefront.md §3 ("pickup shop, parcel machine, home delivery,
 * courier"), in the order the shipping step offers them, and which carriers serve each. Magento
 * names carriers, not choices, so the mapping is configuration: the reference backend's carrier
 * codes (backend migration 0005: `instore`, `omniva` and `smartpost`, `home`, `courier`). A
 * carrier not listed here is not offered.
 */
export const DELIVERY_TYPES = ['pickup', 'parcelMachine', 'homeDelivery', 'courier'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

const CARRIERS: Readonly<Record<DeliveryType, readonly string[]>> = {
  pickup: ['instore'],
  parcelMachine: ['omniva', 'smartpost', 'dpd', 'itella'],
  homeDelivery: ['home'],
  courier: ['courier'],
};

/** The delivery choice a carrier belongs to, or `null` for a carrier the storefront does not offer. */
export function deliveryTypeOfCarrier(carrierCode: string | null | undefined): DeliveryType | null {
  return DELIVERY_TYPES.find((type) => CARRIERS[type].includes(carrierCode ?? '')) ?? null;
}

/** Whether the choice needs an address picked from the address search (home delivery, courier). */
export const needsAddress = (type: DeliveryType | null) => type === 'homeDelivery' || type === 'courier';

/** The methods the cart's shipping address offers for a choice (empty before any address is set). */
export function methodsOfType(cart: CheckoutCart, type: DeliveryType): CheckoutShippingMethod[] {
  return (cart.shipping_addresses?.[0]?.available_shipping_methods ?? []).filter((m) => m.method_code && deliveryTypeOfCarrier(m.carrier_code) === type);
}

/**
 * The method to set for a choice: for a parcel machine its network's, else the choice's first
 * available one, else its first (unavailable: the step explains why). `null` while unknown.
 */
export function methodFor(cart: CheckoutCart, type: DeliveryType, carrierCode?: string | null): CheckoutShippingMethod | null {
  const methods = methodsOfType(cart, type).filter((m) => !carrierCode || m.carrier_code === carrierCode);
  return methods.find((m) => m.available) ?? methods[0] ?? null;
}

/** Each choice's name (t with written-out keys: inlined into the chunk by the client build). */
export function deliveryTypeTitle(type: DeliveryType): string {
  if (type === 'pickup') return t('Pickup from a store');
  if (type === 'parcelMachine') return t('Parcel machine');
  return type === 'homeDelivery' ? t('Home delivery') : t('Courier');
}

/** How a delivery address reads: in the address search box, and in the step's recap. */
export const addressLabel = (address: { street: string; city: string; postcode: string }) =>
  [address.street, address.city, address.postcode].filter(Boolean).join(', ');
