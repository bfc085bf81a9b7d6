// What placement needs of a cart's checkout, read from the priced cart (cart-shape.ts, Magento's
// Cart: the backend's only source of prices) and the payment configuration. Kept apart from
// place-order.ts so the checkout's representation (bcheckout's cart_addresses, cart_checkout and
// payment_methods, migrations/0005) is read in one place.
import { toCents } from '../cart/cart-pricing';
import type { OrderAddressJson } from './order-store';

type Money = { value: number } | null | undefined;
type AddressShape = {
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  street?: Array<string | null> | null;
  city?: string | null;
  region?: { label?: string | null; code?: string | null } | null;
  postcode?: string | null;
  country?: { code?: string | null } | null;
  telephone?: string | null;
  vat_id?: string | null;
};
type ShippingShape = AddressShape & {
  pickup_location_code?: string | null;
  selected_shipping_method?: { carrier_code: string; method_code: string; carrier_title: string; method_title: string; amount?: Money } | null;
};
export type CheckoutCartShape = {
  email?: string | null;
  is_virtual: boolean;
  shipping_addresses?: Array<ShippingShape | null> | null;
  billing_address?: AddressShape | null;
  selected_payment_method?: { code?: string | null; title?: string | null } | null;
  delivery_services?: { furniture_assembly: boolean; furniture_utilization: boolean; assembly_amount: Money; utilization_amount: Money } | null;
};

export type OrderCheckout = {
  email: string | null;
  isVirtual: boolean;
  shippingAddress: OrderAddressJson | null;
  /** The store the shopper picks the order up from (an inventory source code), null otherwise. */
  pickupSource: string | null;
  shippingMethod: { carrier_title: string; method_title: string; amount: number } | null;
  /** Assembly and utilisation fees chosen (cents, VAT included). */
  services: number;
  billingAddress: OrderAddressJson | null;
  payment: { code: string; title: string } | null;
};

function address(shape: AddressShape | null | undefined): OrderAddressJson | null {
  if (!shape?.firstname || !shape.lastname || !shape.city || !shape.street?.some(Boolean)) return null;
  return {
    firstname: shape.firstname,
    lastname: shape.lastname,
    street: shape.street.filter((line): line is string => !!line),
    city: shape.city,
    postcode: shape.postcode ?? null,
    region: shape.region?.label ?? null,
    country_code: shape.country?.code ?? null,
    company: shape.company ?? null,
    telephone: shape.telephone ?? null,
    vat_id: shape.vat_id ?? null,
  };
}

/** The checkout choices of a priced cart. */
export function orderCheckout(shape: CheckoutCartShape): OrderCheckout {
  const shipping = shape.shipping_addresses?.[0] ?? null;
  const method = shipping?.selected_shipping_method ?? null;
  const services = shape.delivery_services;
  const cents = (money: Money) => toCents(money?.value ?? 0);
  return {
    email: shape.email ?? null,
    isVirtual: shape.is_virtual,
    shippingAddress: address(shipping),
    pickupSource: shipping?.pickup_location_code ?? null,
    shippingMethod: method ? { carrier_title: method.carrier_title, method_title: method.method_title, amount: cents(method.amount) } : null,
    services: services ? (services.furniture_assembly ? cents(services.assembly_amount) : 0) + (services.furniture_utilization ? cents(services.utilization_amount) : 0) : 0,
    billingAddress: address(shape.billing_address),
    payment: shape.selected_payment_method?.code ? { code: shape.selected_payment_method.code, title: shape.selected_payment_method.title ?? shape.selected_payment_method.code } : null,
  };
}

/**
 * Offline methods (invoice, free, and Magento's checkmo / banktransfer / cashondelivery /
 * purchaseorder) settle at placement; every other method is paid on the provider's page.
 */
const OFFLINE_METHODS = new Set(['invoice', 'free', 'checkmo', 'banktransfer', 'cashondelivery', 'purchaseorder']);

/** Whether the method pays on the provider's page after placement (payment_methods.is_deferred). */
export async function isRedirectMethod(db: D1Database, code: string): Promise<boolean> {
  try {
    const row = await db.prepare('SELECT is_deferred FROM payment_methods WHERE code = ?').bind(code).first<{ is_deferred: number }>();
    if (row) return row.is_deferred === 1;
  } catch {
    // No payment configuration table (a database before the checkout migration): by code.
  }
  return !OFFLINE_METHODS.has(code);
}
