// Shipping rates of a cart for its shipping address: which carriers can take it there and for
// how much (Magento's collected shipping rates, AvailableShippingMethod). Pure: the carriers,
// the cart's packages and value and where the address is come in as plain data; the rules
// themselves are domain/delivery-rules.ts deliveryAvailability.
import { type DeliveryAddress, deliveryAvailability, type PackageSize } from '../../../../domain/delivery-rules';
import { type CarrierRow, lockerOf } from '../delivery/delivery-data';

/** Where the shipping address is, as far as carriers care. */
export type Destination = {
  /**
   * Where the goods go, in address-register terms (domain isIslandAddress reads it): the picked
   * address's county, municipality and village, a parcel machine's county, or the typed region
   * and postcode.
   */
  readonly address: DeliveryAddress;
  readonly pickupLocationCode: string | null;
  /** The network of the parcel machine the address names, null without one. */
  readonly parcelMachineCarrier: string | null;
};

export type ShippingRate = {
  readonly carrier: CarrierRow;
  /** What the method costs this cart, VAT included (cents); 0 when not available. */
  readonly cents: number;
  readonly available: boolean;
  /** Why not available: the message domain/delivery-rules.ts gives. */
  readonly errorMessage: string | null;
};

/**
 * A carrier's price for a cart worth `itemsCents` (items after discounts, VAT included): free from
 * the carrier's `free_from` value on, else its price.
 */
export function shippingPriceCents(carrier: Pick<CarrierRow, 'price' | 'free_from'>, itemsCents: number): number {
  if (carrier.free_from !== null && itemsCents >= Math.round(carrier.free_from * 100)) return 0;
  return Math.round(carrier.price * 100);
}

/**
 * Every active carrier, available or not (Magento lists a carrier that cannot ship with
 * `available: false` and its error message, "Show Method if Not Applicable"):
 * - pickup in a store is always possible;
 * - a parcel machine needs every item to fit that network's largest locker (an item of unknown
 *   size does not fit);
 * - a carrier that does not serve islands is not available for an island address.
 * The pickup location and parcel machine themselves are asked for when the method is set (see
 * `methodRequirement`), so the list tells the shopper every delivery type the cart can take.
 */
export function shippingRates(carriers: readonly CarrierRow[], packages: readonly (PackageSize | null)[], itemsCents: number, destination: Destination): ShippingRate[] {
  return carriers.map((carrier) => {
    const verdict = deliveryAvailability({
      carrier: { type: carrier.delivery_type, servesIslands: carrier.serves_islands === 1 },
      packages,
      address: destination.address,
      parcelMachineLimits: lockerOf(carrier),
    });
    return verdict.ok
      ? { carrier, cents: shippingPriceCents(carrier, itemsCents), available: true, errorMessage: null }
      : { carrier, cents: 0, available: false, errorMessage: verdict.message };
  });
}

/**
 * What the address must name before this carrier's method can be set or an order placed with it:
 * in-store pickup a pickup location, a parcel machine carrier one of its own machines. Null when
 * the address has what the carrier needs.
 */
export function methodRequirement(carrier: Pick<CarrierRow, 'delivery_type' | 'carrier_code'>, destination: Pick<Destination, 'pickupLocationCode' | 'parcelMachineCarrier'>): string | null {
  if (carrier.delivery_type === 'pickup' && !destination.pickupLocationCode) {
    return 'The shipping address has no pickup location. Set "pickup_location_code" and try again.';
  }
  if (carrier.delivery_type === 'parcelMachine' && destination.parcelMachineCarrier !== carrier.carrier_code) {
    return `The shipping address has no ${carrier.carrier_code} parcel machine. Set "additional_data.parcel_machine_id" and try again.`;
  }
  return null;
}
