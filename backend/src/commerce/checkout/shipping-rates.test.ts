// The carrier rules as plain data (shipping-rates.ts): each carrier's availability and price for
// a cart's packages and value and for where the goods go, and what a method needs on the address.
import { describe, expect, it } from 'vitest';
import type { PackageSize } from '../../../../domain/delivery-rules';
import type { CarrierRow } from '../delivery/delivery-data';
import { type Destination, methodRequirement, shippingRates } from './shipping-rates';

const carrier = (c: Partial<CarrierRow> & Pick<CarrierRow, 'carrier_code' | 'delivery_type'>): CarrierRow => ({
  method_code: 'm',
  carrier_title: c.carrier_code,
  method_title: c.carrier_code,
  price: 10,
  free_from: null,
  serves_islands: 1,
  locker_length_cm: null,
  locker_width_cm: null,
  locker_height_cm: null,
  locker_weight_kg: null,
  position: 1,
  ...c,
});
const CARRIERS = [
  carrier({ carrier_code: 'instore', delivery_type: 'pickup', price: 0 }),
  carrier({ carrier_code: 'small', delivery_type: 'parcelMachine', price: 3.5, free_from: 150, locker_length_cm: 60, locker_width_cm: 36, locker_height_cm: 60, locker_weight_kg: 30 }),
  carrier({ carrier_code: 'home', delivery_type: 'homeDelivery', price: 29, free_from: 500 }),
  carrier({ carrier_code: 'courier', delivery_type: 'courier', price: 49, serves_islands: 0 }),
];
const box = (lengthCm: number, widthCm: number, heightCm: number, weightKg = 2): PackageSize => ({ lengthCm, widthCm, heightCm, weightKg });
const mainland: Destination = { address: { county: 'Harju maakond', municipality: 'Tallinn' }, pickupLocationCode: null, parcelMachineCarrier: null };
const island: Destination = { ...mainland, address: { postcode: '92413' } };

const verdicts = (packages: (PackageSize | null)[], cents: number, destination: Destination) =>
  Object.fromEntries(shippingRates(CARRIERS, packages, cents, destination).map((r) => [r.carrier.carrier_code, r.available ? r.cents : r.errorMessage]));

describe('shippingRates', () => {
  it.each<[string, (PackageSize | null)[], number, Destination, Record<string, number | string>]>([
    ['a lamp to Tallinn', [box(45, 38, 30)], 8_000, mainland, { instore: 0, small: 350, home: 2900, courier: 4900 }],
    ['lamps worth 150 € ride the locker free', [box(45, 38, 30)], 15_000, mainland, { instore: 0, small: 0, home: 2900, courier: 4900 }],
    ['a sofa', [box(45, 38, 30), box(230, 105, 95, 80)], 90_000, mainland, { instore: 0, small: 'The products do not fit in a parcel machine', home: 0, courier: 4900 }],
    ['an item of unknown size', [null], 8_000, mainland, { instore: 0, small: 'The products do not fit in a parcel machine', home: 2900, courier: 4900 }],
    ['too heavy for the locker', [box(40, 30, 30, 31)], 8_000, mainland, { instore: 0, small: 'The products do not fit in a parcel machine', home: 2900, courier: 4900 }],
    ['to Hiiumaa', [box(45, 38, 30)], 8_000, island, { instore: 0, small: 350, home: 2900, courier: 'Chosen carrier not available for the address' }],
  ])('%s', (_name, packages, cents, destination, expected) => {
    expect(verdicts(packages, cents, destination)).toEqual(expected);
  });
});

describe('methodRequirement', () => {
  const [instore, small, home] = CARRIERS as [CarrierRow, CarrierRow, CarrierRow];
  it('asks pickup for a pickup location and a parcel machine method for one of its own machines', () => {
    expect(methodRequirement(instore, mainland)).toMatch(/no pickup location/);
    expect(methodRequirement(instore, { ...mainland, pickupLocationCode: 'pea' })).toBeNull();
    expect(methodRequirement(small, { ...mainland, parcelMachineCarrier: 'other' })).toMatch(/no small parcel machine/);
    expect(methodRequirement(small, { ...mainland, parcelMachineCarrier: 'small' })).toBeNull();
    expect(methodRequirement(home, mainland)).toBeNull();
  });
});
