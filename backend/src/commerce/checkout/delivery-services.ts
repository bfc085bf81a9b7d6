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
import { inJson } from '../../db/batch-loader';
import { toCents } from '../cart/cart-pricing';
import type { CommerceContext } from '../context';
import { configNumber, perRequest } from '../delivery/delivery-data';

export type ServiceLine = { productId: number; quantity: number };

/** Assembly service SKUs name the service last: TEENUS-DIIVANI-KOKKUPANEK, TEENUS-VOODI-UTILISEERIMINE. */
const isUtilisation = (sku: string) => sku.endsWith('-UTILISEERIMINE');

/** Product id → the unit price (cents) of the first assembly service offered for it. */
function assemblyPrices(context: CommerceContext, productIds: number[]): Promise<Map<number, number>> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  return perRequest(context, `assembly:${ids.join(',')}`, async () => {
    if (!ids.length) return new Map<number, number>();
    const rows = (
      await context.db
        .prepare(
          `SELECT cp.product_id, s.sku, s.price, s.special_price FROM category_products cp
           JOIN category_assembly_services cas ON cas.category_id = cp.category_id
           JOIN assembly_services s ON s.id = cas.service_id
           WHERE ${inJson('cp.product_id')} ORDER BY cp.product_id, cas.position, s.id`,
        )
        .bind(JSON.stringify(ids))
        .all<{ product_id: number; sku: string; price: number; special_price: number | null }>()
    ).results;
    const prices = new Map<number, number>();
    for (const row of rows) {
      if (isUtilisation(row.sku) || prices.has(row.product_id)) continue;
      prices.set(row.product_id, toCents(row.special_price !== null && row.special_price < row.price ? row.special_price : row.price));
    }
    return prices;
  });
}

export type ServicePrices = { assemblyCents: number; utilizationCents: number; assemblyOffered: boolean };

/** What each service would cost this cart (lines: the catalogue product of each line, its quantity). */
export async function servicePrices(context: CommerceContext, lines: readonly ServiceLine[]): Promise<ServicePrices> {
  const [prices, fallback, utilization] = await Promise.all([
    assemblyPrices(context, lines.map((l) => l.productId)),
    configNumber(context, 'delivery_services/assembly_fallback_price', 0),
    configNumber(context, 'delivery_services/utilization_fee', 39),
  ]);
  const assemblyCents = lines.reduce((sum, l) => sum + (prices.get(l.productId) ?? toCents(fallback)) * l.quantity, 0);
  return { assemblyCents, utilizationCents: toCents(utilization), assemblyOffered: lines.some((l) => prices.has(l.productId)) || fallback > 0 };
}

/** Delivery types the services come with. */
export const SERVICE_DELIVERY_TYPES: readonly string[] = ['homeDelivery', 'courier'];
