// Everything a cart read needs for checkout, in one D1 round trip (one batch): the cart's
// addresses and choices, the carriers, checkout settings and payment methods, the package size
// and assembly services of its products, and the parcel machine or register address its shipping
// address names. The configuration parts also fill the per-request caches other checkout code
// reads (delivery-data.ts `carriers`, `checkoutConfig`, …), so a mutation that prices the cart
// twice reads them once.
import { inJson } from '../../db/batch-loader';
import type { CommerceContext } from '../context';
import { type CarrierRow, type EstonianAddressRow, type ParcelMachineRow, type PackageSizeRow, primeRequestCache } from '../delivery/delivery-data';
import type { CartAddressRow, CartCheckoutRow } from './checkout-store';
import type { PaymentMethodRow } from './payment-methods';

/** A package_sizes row matching a category the product is listed in. */
export type PackageMatch = PackageSizeRow & { product_id: number };
/** An assembly or utilisation service a product's categories offer, in the order offered. */
export type ProductServiceRow = { product_id: number; sku: string; price: number; special_price: number | null };

export type CheckoutData = {
  shipping: CartAddressRow | null;
  billing: CartAddressRow | null;
  checkout: CartCheckoutRow | null;
  carriers: CarrierRow[];
  config: Map<string, string>;
  payments: PaymentMethodRow[];
  packageMatches: PackageMatch[];
  services: ProductServiceRow[];
  /** The parcel machine the shipping address names, if it exists. */
  machine: ParcelMachineRow | null;
  /** The register address the shipping address was picked as, if it exists. */
  picked: EstonianAddressRow | null;
};

/** `productIds`: the catalogue products of the cart's lines (a configurable line's parent). */
export async function loadCheckoutData(context: CommerceContext, cartId: number, productIds: readonly number[]): Promise<CheckoutData> {
  const { db } = context;
  const ids = JSON.stringify([...new Set(productIds)]);
  const results = await db.batch([
    db.prepare('SELECT * FROM cart_addresses WHERE cart_id = ?').bind(cartId),
    db.prepare('SELECT * FROM cart_checkout WHERE cart_id = ?').bind(cartId),
    db.prepare('SELECT * FROM shipping_carriers WHERE is_active = 1 ORDER BY position'),
    db.prepare('SELECT path, value FROM checkout_config'),
    db.prepare('SELECT * FROM payment_methods ORDER BY position'),
    db
      .prepare(
        `SELECT cp.product_id, ps.* FROM category_products cp JOIN categories c ON c.id = cp.category_id
         JOIN package_sizes ps ON c.url_path = ps.url_path OR c.url_path LIKE ps.url_path || '/%'
         WHERE ${inJson('cp.product_id')}`,
      )
      .bind(ids),
    db
      .prepare(
        `SELECT cp.product_id, s.sku, s.price, s.special_price FROM category_products cp
         JOIN category_assembly_services cas ON cas.category_id = cp.category_id
         JOIN assembly_services s ON s.id = cas.service_id
         WHERE ${inJson('cp.product_id')} ORDER BY cp.product_id, cas.position, s.id`,
      )
      .bind(ids),
    db.prepare(`SELECT m.* FROM cart_addresses a JOIN parcel_machines m ON m.id = a.parcel_machine_id WHERE a.cart_id = ? AND a.address_type = 'shipping'`).bind(cartId),
    db.prepare(`SELECT e.* FROM cart_addresses a JOIN estonian_addresses e ON e.place_id = a.place_id WHERE a.cart_id = ? AND a.address_type = 'shipping'`).bind(cartId),
  ]);
  const rows = <T>(index: number) => (results[index]?.results ?? []) as T[];
  const addresses = rows<CartAddressRow>(0);
  const data: CheckoutData = {
    shipping: addresses.find((a) => a.address_type === 'shipping') ?? null,
    billing: addresses.find((a) => a.address_type === 'billing') ?? null,
    checkout: rows<CartCheckoutRow>(1)[0] ?? null,
    carriers: rows<CarrierRow>(2),
    config: new Map(rows<{ path: string; value: string }>(3).map((r) => [r.path, r.value])),
    payments: rows<PaymentMethodRow>(4),
    packageMatches: rows<PackageMatch>(5),
    services: rows<ProductServiceRow>(6),
    machine: rows<ParcelMachineRow>(7)[0] ?? null,
    picked: rows<EstonianAddressRow>(8)[0] ?? null,
  };
  primeRequestCache(context, 'carriers', data.carriers);
  primeRequestCache(context, 'checkout_config', data.config);
  primeRequestCache(context, 'payment_methods', data.payments);
  if (data.machine) primeRequestCache(context, `parcel_machine:${data.machine.id}`, data.machine);
  if (data.picked) primeRequestCache(context, `address:${data.picked.place_id}`, data.picked);
  return data;
}
