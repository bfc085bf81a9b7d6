/**
 * Whether a delivery choice can carry this cart to this address (storefront.md §3 "Delivery
 * choices", §8 'Chosen carrier not available for the address'; issue 7: "a parcel machine only
 * when every item fits one, a carrier that does not serve the islands"). Pure: the shipping step
 * asks it for each choice and offers only those that pass, and it names the reason when the
 * shopper's current choice stops passing (an item added, the address changed).
 */

export type DeliveryType = 'pickup' | 'parcelMachine' | 'homeDelivery' | 'courier';

/** One cart line's package, as the catalogue gives it (centimetres, kilograms, per piece). */
export type PackageSize = {
  readonly lengthCm: number;
  readonly widthCm: number;
  readonly heightCm: number;
  readonly weightKg: number;
};

/** The largest locker a parcel machine network offers, and its weight limit. */
export type ParcelMachineLimits = PackageSize;

/**
 * The reference configuration's limit: a locker of 60 × 36 × 60 cm and 30 kg. Ours, not one
 * network's published figure; each network's real limit is configuration.
 */
export const REFERENCE_PARCEL_MACHINE_LIMITS: ParcelMachineLimits = { lengthCm: 60, widthCm: 36, heightCm: 60, weightKg: 30 };

/** The address as the address search gives it (Estonian ADS naming: county, municipality, village). */
export type DeliveryAddress = {
  readonly county?: string | null;
  readonly municipality?: string | null;
  readonly settlement?: string | null;
  /** Five digits; Saare and Hiiu county postcodes (92xxx–94xxx) are all on islands. */
  readonly postcode?: string | null;
};

/** Counties that are wholly islands. */
const ISLAND_COUNTIES = ['Saare maakond', 'Hiiu maakond'];
/** Island municipalities (Muhu and Ruhnu are in Saare county, listed for addresses without a county). */
const ISLAND_MUNICIPALITIES = ['Saaremaa vald', 'Hiiumaa vald', 'Muhu vald', 'Ruhnu vald', 'Vormsi vald', 'Kihnu vald'];
/**
 * Inhabited islands that are villages (or a district) of mainland municipalities, by municipality:
 * a village name alone is not enough ('Saare küla' is also on the mainland, many times).
 */
const ISLAND_SETTLEMENTS: ReadonlyArray<{ municipality: string; settlements: readonly string[] }> = [
  // Prangli: its villages Idaotsa, Kelnase and Lääneotsa (and the island's own name, as some lists give it).
  { municipality: 'Viimsi vald', settlements: ['Prangli küla', 'Idaotsa küla', 'Kelnase küla', 'Lääneotsa küla'] },
  { municipality: 'Pärnu linn', settlements: ['Manija küla'] },
  // Piirissaar in Lake Peipus: Piiri, Saare and Tooni villages of Tartu vald.
  { municipality: 'Tartu vald', settlements: ['Piiri küla', 'Saare küla', 'Tooni küla'] },
  // Aegna: a district (asum) of Tallinn's Pirita linnaosa.
  { municipality: 'Tallinn', settlements: ['Aegna'] },
];
/** Postcode areas wholly on islands: Hiiu county (92) and Saare county (93, 94). */
const ISLAND_POSTCODE = /^9[234]\d{3}$/;

const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toLocaleLowerCase('et') === b.toLocaleLowerCase('et');

/**
 * Whether the address is on an island without a road link (a ferry or a plane is needed):
 * Saaremaa, Muhu, Abruka and Ruhnu (Saare county), Hiiumaa (Hiiu county), Vormsi, Kihnu, and the
 * village islands Prangli (Viimsi), Manija (Pärnu), Piirissaar (Tartu vald) and Aegna (Tallinn).
 * A postcode of Saare or Hiiu county is enough on its own.
 */
export function isIslandAddress(address: DeliveryAddress): boolean {
  return (
    ISLAND_COUNTIES.some((c) => same(address.county, c)) ||
    ISLAND_MUNICIPALITIES.some((m) => same(address.municipality, m)) ||
    ISLAND_SETTLEMENTS.some((i) => same(address.municipality, i.municipality) && i.settlements.some((s) => same(address.settlement, s))) ||
    ISLAND_POSTCODE.test((address.postcode ?? '').trim())
  );
}

/** Whether a package fits the locker in some orientation and is not too heavy. */
export function fitsParcelMachine(size: PackageSize, limits: ParcelMachineLimits = REFERENCE_PARCEL_MACHINE_LIMITS): boolean {
  const dims = [size.lengthCm, size.widthCm, size.heightCm];
  if (!dims.every((d) => Number.isFinite(d) && d > 0) || !Number.isFinite(size.weightKg) || size.weightKg < 0) return false;
  const item = [...dims].sort((a, b) => b - a);
  const locker = [limits.lengthCm, limits.widthCm, limits.heightCm].sort((a, b) => b - a);
  return item.every((d, i) => d <= (locker[i] ?? 0)) && size.weightKg <= limits.weightKg;
}

export type DeliveryCarrier = {
  readonly type: DeliveryType;
  /** The carrier delivers to islands (some couriers and parcel networks do not). */
  readonly servesIslands: boolean;
};

export type DeliveryInput = {
  readonly carrier: DeliveryCarrier;
  /**
   * Each line's package; `null` when the catalogue has no size for it. A parcel machine is then
   * refused: an item of unknown size cannot be promised a locker.
   */
  readonly packages: readonly (PackageSize | null)[];
  /** The delivery address; `null` before one is picked (pickup needs none). */
  readonly address: DeliveryAddress | null;
  readonly parcelMachineLimits?: ParcelMachineLimits;
};

export type DeliveryAvailability =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'does-not-fit-parcel-machine'; readonly message: 'The products do not fit in a parcel machine' }
  | { readonly ok: false; readonly reason: 'carrier-not-available'; readonly message: 'Chosen carrier not available for the address' };

/**
 * Rules, in this order:
 * - pickup in a store is always possible;
 * - a parcel machine needs every item to fit one locker on its own (lines are packed one per
 *   locker, so quantity does not matter); an unknown size does not fit;
 * - a carrier that does not serve islands is not available for an island address (for a parcel
 *   machine the address is the machine's). Without an address yet, nothing is refused on that
 *   ground: the check runs again when one is picked.
 */
export function deliveryAvailability(input: DeliveryInput): DeliveryAvailability {
  const { carrier, packages, address } = input;
  if (carrier.type === 'pickup') return { ok: true };
  if (carrier.type === 'parcelMachine' && !packages.every((p) => p !== null && fitsParcelMachine(p, input.parcelMachineLimits))) {
    return { ok: false, reason: 'does-not-fit-parcel-machine', message: 'The products do not fit in a parcel machine' };
  }
  if (!carrier.servesIslands && address && isIslandAddress(address)) {
    return { ok: false, reason: 'carrier-not-available', message: 'Chosen carrier not available for the address' };
  }
  return { ok: true };
}
