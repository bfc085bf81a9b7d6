// Delivery configuration and reference data in D1 (migrations/0005): carriers, package sizes,
// pickup locations, parcel machines, seeded Estonian addresses and checkout settings. Read at
// most once per request (memoised on the request's context).
import type { DeliveryType, PackageSize, ParcelMachineLimits } from '../../../../domain/delivery-rules';
import type { CommerceContext } from '../context';

export type CarrierRow = {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  delivery_type: DeliveryType;
  price: number;
  free_from: number | null;
  serves_islands: number;
  locker_length_cm: number | null;
  locker_width_cm: number | null;
  locker_height_cm: number | null;
  locker_weight_kg: number | null;
  position: number;
};

export type PickupLocationRow = {
  pickup_location_code: string;
  name: string;
  street: string;
  city: string;
  postcode: string;
  region: string;
  country_id: string;
  phone: string | null;
  email: string | null;
  latitude: number | null;
  longitude: number | null;
  description: string;
  position: number;
};

export type ParcelMachineRow = { id: string; carrier_code: string; name: string; address: string; city: string; postcode: string; county: string };

export type EstonianAddressRow = {
  id: number;
  place_id: string;
  label: string;
  street: string;
  house: string;
  apartment: string | null;
  city: string;
  municipality: string;
  settlement: string;
  county: string;
  postcode: string;
  is_island: number;
};

export type PackageSizeRow = { url_path: string; length_cm: number; width_cm: number; height_cm: number };

const memo = new WeakMap<object, Map<string, Promise<unknown>>>();

/** `load()` once per request: the context object is the request's. */
export function perRequest<T>(context: object, key: string, load: () => Promise<T>): Promise<T> {
  let cache = memo.get(context);
  if (!cache) memo.set(context, (cache = new Map<string, Promise<unknown>>()));
  let promise = cache.get(key) as Promise<T> | undefined;
  if (!promise) cache.set(key, (promise = load()));
  return promise;
}

/** Sets what `perRequest(context, key, …)` answers for the rest of the request. */
export function primeRequestCache<T>(context: object, key: string, value: T): void {
  let cache = memo.get(context);
  if (!cache) memo.set(context, (cache = new Map<string, Promise<unknown>>()));
  cache.set(key, Promise.resolve(value));
}

async function all<T>(db: D1Database, sql: string, ...params: unknown[]): Promise<T[]> {
  return (await db.prepare(sql).bind(...params).all<T>()).results;
}

/** Active carriers in display order. */
export const carriers = (context: CommerceContext) =>
  perRequest(context, 'carriers', () => all<CarrierRow>(context.db, 'SELECT * FROM shipping_carriers WHERE is_active = 1 ORDER BY position'));

/** The locker of a parcel machine carrier, or undefined for other carriers. */
export function lockerOf(carrier: CarrierRow): ParcelMachineLimits | undefined {
  const { locker_length_cm: l, locker_width_cm: w, locker_height_cm: h, locker_weight_kg: kg } = carrier;
  return l && w && h && kg ? { lengthCm: l, widthCm: w, heightCm: h, weightKg: kg } : undefined;
}

/** checkout_config as a map (path → value). */
export const checkoutConfig = (context: CommerceContext) =>
  perRequest(context, 'checkout_config', async () => {
    const rows = await all<{ path: string; value: string }>(context.db, 'SELECT path, value FROM checkout_config');
    return new Map(rows.map((r) => [r.path, r.value]));
  });

export const pickupLocations = (context: CommerceContext) =>
  perRequest(context, 'pickup_locations', () => all<PickupLocationRow>(context.db, 'SELECT * FROM pickup_locations ORDER BY position'));

export async function pickupLocation(context: CommerceContext, code: string): Promise<PickupLocationRow | null> {
  return (await pickupLocations(context)).find((l) => l.pickup_location_code === code) ?? null;
}

export const parcelMachine = (context: CommerceContext, id: string) =>
  perRequest(context, `parcel_machine:${id}`, () => context.db.prepare('SELECT * FROM parcel_machines WHERE id = ?').bind(id).first<ParcelMachineRow>());

export const estonianAddress = (context: CommerceContext, placeId: string) =>
  perRequest(context, `address:${placeId}`, () => context.db.prepare('SELECT * FROM estonian_addresses WHERE place_id = ?').bind(placeId).first<EstonianAddressRow>());

/**
 * A product's package: the packed size of the most specific package_sizes row (longest url_path)
 * matching a category it is listed in (the largest of equally specific ones; `matches` are those
 * rows, for any products), with its weight (a variant's own, else its parent's). Null when
 * either is unknown. A gift card travels in an envelope; an e-gift card (no weight) travels by
 * e-mail and takes no room.
 */
export function packageOf(
  product: { id: number; type_id: string; weight: number | null },
  parent: { id: number; weight: number | null } | null,
  matches: ReadonlyArray<PackageSizeRow & { product_id: number }>,
): PackageSize | null {
  if (product.type_id === 'giftcard') return { lengthCm: 25, widthCm: 18, heightCm: 1, weightKg: product.weight ?? 0 };
  const weight = product.weight ?? parent?.weight ?? null;
  if (weight === null) return null;
  const listed = parent?.id ?? product.id;
  let best: PackageSizeRow | null = null;
  for (const match of matches) {
    if (match.product_id !== listed) continue;
    if (!best || match.url_path.length > best.url_path.length || (match.url_path.length === best.url_path.length && volume(match) > volume(best))) best = match;
  }
  return best ? { lengthCm: best.length_cm, widthCm: best.width_cm, heightCm: best.height_cm, weightKg: weight } : null;
}

const volume = (s: PackageSizeRow) => s.length_cm * s.width_cm * s.height_cm;

/** ParcelMachine (extensions.graphqls) of a row: the network's title from its carrier. */
export function parcelMachineShape(row: ParcelMachineRow, carrierRows: readonly CarrierRow[]) {
  const carrier = carrierRows.find((c) => c.carrier_code === row.carrier_code);
  return { id: row.id, carrier_code: row.carrier_code, carrier_title: carrier?.carrier_title ?? row.carrier_code, name: row.name, address: row.address, city: row.city, postcode: row.postcode };
}
