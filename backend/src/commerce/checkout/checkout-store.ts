// A cart's checkout choices in D1 (migrations/0005): its shipping and billing addresses
// (cart_addresses) and its shipping method, payment method and delivery services
// (cart_checkout). Shopper data: kept across reseeds, deleted with the cart.
import { now } from '../cart/cart-store';

export type AddressType = 'shipping' | 'billing';

/** An address as stored; `street` is the JSON text of its lines. */
export type CartAddressRow = {
  cart_id: number;
  address_type: AddressType;
  firstname: string;
  lastname: string;
  company: string | null;
  street: string;
  city: string;
  region: string | null;
  region_id: number | null;
  postcode: string | null;
  country_code: string;
  telephone: string | null;
  vat_id: string | null;
  company_registry_code: string | null;
  pickup_location_code: string | null;
  place_id: string | null;
  parcel_machine_id: string | null;
  customer_notes: string | null;
  updated_at: string;
};

/** An address to write: every column but the keys and the time, street as lines. */
export type CartAddressValues = Omit<CartAddressRow, 'cart_id' | 'address_type' | 'updated_at' | 'street'> & { street: string[] };

export type CartCheckoutRow = {
  cart_id: number;
  carrier_code: string | null;
  method_code: string | null;
  payment_method_code: string | null;
  purchase_order_number: string | null;
  furniture_assembly: number;
  furniture_utilization: number;
  updated_at: string;
};

const ADDRESS_COLUMNS = [
  'firstname', 'lastname', 'company', 'street', 'city', 'region', 'region_id', 'postcode', 'country_code', 'telephone',
  'vat_id', 'company_registry_code', 'pickup_location_code', 'place_id', 'parcel_machine_id', 'customer_notes',
] as const;

/** Both addresses of a cart (either may be missing) and its checkout row (null before any choice). */
export async function checkoutRows(db: D1Database, cartId: number): Promise<{ shipping: CartAddressRow | null; billing: CartAddressRow | null; checkout: CartCheckoutRow | null }> {
  const [addresses, checkout] = await db.batch([
    db.prepare('SELECT * FROM cart_addresses WHERE cart_id = ?').bind(cartId),
    db.prepare('SELECT * FROM cart_checkout WHERE cart_id = ?').bind(cartId),
  ]);
  const rows = (addresses!.results ?? []) as CartAddressRow[];
  return {
    shipping: rows.find((r) => r.address_type === 'shipping') ?? null,
    billing: rows.find((r) => r.address_type === 'billing') ?? null,
    checkout: ((checkout!.results ?? [])[0] as CartCheckoutRow | undefined) ?? null,
  };
}

const upsertAddress = (db: D1Database, cartId: number, type: AddressType, values: CartAddressValues, at: string) =>
  db
    .prepare(
      `INSERT INTO cart_addresses (cart_id, address_type, ${ADDRESS_COLUMNS.join(', ')}, updated_at)
       VALUES (?, ?, ${ADDRESS_COLUMNS.map(() => '?').join(', ')}, ?)
       ON CONFLICT (cart_id, address_type) DO UPDATE SET ${ADDRESS_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = excluded.updated_at`,
    )
    .bind(cartId, type, ...ADDRESS_COLUMNS.map((c) => (c === 'street' ? JSON.stringify(values.street) : values[c])), at);

/** Writes to cart_checkout, creating its row first when missing. */
const updateCheckout = (db: D1Database, cartId: number, set: string, values: unknown[], at: string) => [
  db.prepare('INSERT INTO cart_checkout (cart_id, updated_at) VALUES (?, ?) ON CONFLICT (cart_id) DO NOTHING').bind(cartId, at),
  db.prepare(`UPDATE cart_checkout SET ${set}, updated_at = ? WHERE cart_id = ?`).bind(...values, at, cartId),
];

const touchCart = (db: D1Database, cartId: number, at: string) => db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(at, cartId);

/**
 * Sets the shipping address. A new shipping address drops the selected shipping method, as
 * Magento's does (its rates are collected again for the new address); `alsoBilling` writes the
 * same address as the billing address (setBillingAddressOnCart with same_as_shipping).
 */
export async function saveShippingAddress(db: D1Database, cartId: number, values: CartAddressValues, options: { alsoBilling?: CartAddressValues } = {}): Promise<void> {
  const at = now();
  await db.batch([
    upsertAddress(db, cartId, 'shipping', values, at),
    ...(options.alsoBilling ? [upsertAddress(db, cartId, 'billing', options.alsoBilling, at)] : []),
    ...updateCheckout(db, cartId, 'carrier_code = NULL, method_code = NULL', [], at),
    touchCart(db, cartId, at),
  ]);
}

export async function saveBillingAddress(db: D1Database, cartId: number, values: CartAddressValues): Promise<void> {
  const at = now();
  await db.batch([upsertAddress(db, cartId, 'billing', values, at), touchCart(db, cartId, at)]);
}

export async function saveShippingMethod(db: D1Database, cartId: number, carrierCode: string, methodCode: string): Promise<void> {
  const at = now();
  await db.batch([...updateCheckout(db, cartId, 'carrier_code = ?, method_code = ?', [carrierCode, methodCode], at), touchCart(db, cartId, at)]);
}

export async function savePaymentMethod(db: D1Database, cartId: number, code: string, purchaseOrderNumber: string | null): Promise<void> {
  const at = now();
  await db.batch([...updateCheckout(db, cartId, 'payment_method_code = ?, purchase_order_number = ?', [code, purchaseOrderNumber], at), touchCart(db, cartId, at)]);
}

export async function saveDeliveryServices(db: D1Database, cartId: number, assembly: boolean, utilization: boolean): Promise<void> {
  const at = now();
  await db.batch([...updateCheckout(db, cartId, 'furniture_assembly = ?, furniture_utilization = ?', [assembly ? 1 : 0, utilization ? 1 : 0], at), touchCart(db, cartId, at)]);
}

/** The lines of a stored street (a row written by this module always holds a JSON array of strings). */
export function streetLines(row: Pick<CartAddressRow, 'street'>): string[] {
  const lines: unknown = JSON.parse(row.street);
  return Array.isArray(lines) ? lines.map(String) : [];
}

/**
 * Whether a cart ships nothing: it holds items and every one is an e-gift card (a gift card
 * product without weight, sent by e-mail). Magento's quote is_virtual. An empty cart is not.
 */
export const isVirtualCart = (products: ReadonlyArray<{ type_id: string; weight: number | null }>) =>
  products.length > 0 && products.every((p) => p.type_id === 'giftcard' && !p.weight);

/** `isVirtualCart` of a stored cart, in one query (for writes that need nothing else priced). */
export async function cartIsVirtual(db: D1Database, cartId: number): Promise<boolean> {
  const rows = (await db.prepare('SELECT p.type_id, p.weight FROM cart_items i JOIN products p ON p.sku = i.sku WHERE i.cart_id = ?').bind(cartId).all<{ type_id: string; weight: number | null }>()).results;
  return isVirtualCart(rows);
}
