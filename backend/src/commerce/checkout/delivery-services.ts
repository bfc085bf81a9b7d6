// Furniture assembly and old-furniture utilisation: what they cost a cart (Cart.delivery_services;
// set-delivery-services.ts chooses them). Pricing, the reference store's rule:
// - assembly: for each cart line, the first assembly service its categories offer (the same
//   services getAssemblyProducts lists for the product: assembly_services whose SKU does not end
//   in -UTILISEERIMINE), at its final price, once per piece; lines without one cost nothing
//   (checkout_config delivery_services/assembly_fallback_price, 0 by default);
// - utilisation: one configured fee per order (checkout_config delivery_services/utilization_fee,
//   39 EUR), whatever is taken away;
// - both are VAT-inclusive and count in the grand total when chosen; they are services of a
//   delivery to the shopper's door, so they cannot be chosen with in-store pickup or a parcel
//   machine, and choosing one of those clears them.
import { toCents } from '../cart/cart-pricing';
import type { ProductServiceRow } from './checkout-data';

export type ServiceLine = { productId: number; quantity: number };

/** Assembly service SKUs name the service last: TEENUS-DIIVANI-KOKKUPANEK, TEENUS-VOODI-UTILISEERIMINE. */
const isUtilisation = (sku: string) => sku.endsWith('-UTILISEERIMINE');

export type ServicePrices = { assemblyCents: number; utilizationCents: number; assemblyOffered: boolean };

const configNumber = (config: ReadonlyMap<string, string>, path: string, fallback: number) => {
  const value = Number(config.get(path));
  return config.has(path) && Number.isFinite(value) ? value : fallback;
};

/**
 * What each service would cost this cart. `lines`: the catalogue product of each line (a
 * configurable line's parent) and its quantity; `offered`: the services the products'
 * categories offer, in order (checkout-data.ts); `config`: checkout_config.
 */
export function servicePrices(lines: readonly ServiceLine[], offered: readonly ProductServiceRow[], config: ReadonlyMap<string, string>): ServicePrices {
  const unit = new Map<number, number>();
  for (const row of offered) {
    if (isUtilisation(row.sku) || unit.has(row.product_id)) continue;
    unit.set(row.product_id, toCents(row.special_price !== null && row.special_price < row.price ? row.special_price : row.price));
  }
  const fallback = configNumber(config, 'delivery_services/assembly_fallback_price', 0);
  const utilization = configNumber(config, 'delivery_services/utilization_fee', 39);
  const assemblyCents = lines.reduce((sum, l) => sum + (unit.get(l.productId) ?? toCents(fallback)) * l.quantity, 0);
  return { assemblyCents, utilizationCents: toCents(utilization), assemblyOffered: lines.some((l) => unit.has(l.productId)) || fallback > 0 };
}

/** Delivery types the services come with. */
export const SERVICE_DELIVERY_TYPES: readonly string[] = ['homeDelivery', 'courier'];
