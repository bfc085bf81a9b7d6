// What checkout adds to a priced cart (cart-shape.ts calls `checkoutCharges` once per read): the
// checkout state (addresses, shipping method with its price for this cart, payment method,
// delivery services), the cents they add to the grand total and their VAT, and the Cart fields
// of checkout (shipping_addresses, billing_address, selected_payment_method, delivery_services).
// Nothing here is stored as a price: shipping and services are priced from the configuration and
// the cart as it is now, as Magento recollects a quote's shipping rates on every totals run.
import type { DeliveryAddress, DeliveryType } from '../../../../domain/delivery-rules';
import { money, vatIn } from '../cart/cart-pricing';
import type { CartRow } from '../cart/cart-store';
import type { ProductRow } from '../catalogue-rows';
import type { CommerceContext } from '../context';
import { type EstonianAddressRow, packageOf, parcelMachineShape, type ParcelMachineRow } from '../delivery/delivery-data';
import { toUid } from '../uid';
import { loadCheckoutData } from './checkout-data';
import { type CartAddressRow, isVirtualCart, streetLines } from './checkout-store';
import { SERVICE_DELIVERY_TYPES, servicePrices } from './delivery-services';
import { paymentMethodShape } from './payment-methods';
import { type Destination, methodRequirement, shippingRates, type ShippingRate } from './shipping-rates';

/** One priced cart line as cart-shape.ts has it. */
export type CheckoutLine = { product: ProductRow; parent: ProductRow | null; quantity: number };

/** An address as the checkout reads it: the stored row with its street lines as a list. */
export type CheckoutAddress = Omit<CartAddressRow, 'cart_id' | 'address_type' | 'street' | 'updated_at'> & { street: string[] };

export type CheckoutShippingMethod = {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  delivery_type: DeliveryType;
  /** VAT included, cents; 0 when not available. */
  amount: number;
  /** The method can take this cart to this address now (else placement is refused). */
  available: boolean;
  /** Why not, when not available. */
  error_message: string | null;
};

export type CheckoutPaymentMethod = { code: string; title: string; group_code: string; is_deferred: boolean; purchase_order_number: string | null };

export type CheckoutServices = {
  assembly: boolean;
  utilization: boolean;
  /** What each would cost this cart (VAT included, cents), chosen or not. */
  assemblyCents: number;
  utilizationCents: number;
  assemblyOffered: boolean;
  /** What the chosen ones add to the grand total. */
  cents: number;
};

/** Everything a shopper has chosen on a cart for placing it (see checkout-state.ts). */
export type CheckoutState = {
  email: string | null;
  /** Only e-gift cards: nothing to ship, no shipping address or method needed. */
  isVirtual: boolean;
  hasGiftCard: boolean;
  shippingAddress: CheckoutAddress | null;
  billingAddress: CheckoutAddress | null;
  /** The stored method, priced; null before one is set. */
  shippingMethod: CheckoutShippingMethod | null;
  paymentMethod: CheckoutPaymentMethod | null;
  services: CheckoutServices;
};

const addressOf = (row: CartAddressRow): CheckoutAddress => ({
  firstname: row.firstname,
  lastname: row.lastname,
  company: row.company,
  street: streetLines(row),
  city: row.city,
  region: row.region,
  region_id: row.region_id,
  postcode: row.postcode,
  country_code: row.country_code,
  telephone: row.telephone,
  vat_id: row.vat_id,
  company_registry_code: row.company_registry_code,
  pickup_location_code: row.pickup_location_code,
  place_id: row.place_id,
  parcel_machine_id: row.parcel_machine_id,
  customer_notes: row.customer_notes,
});

/** Where a shipping address is, for the carriers: the parcel machine or picked address it names, else as typed. */
function destinationOf(address: CheckoutAddress, machine: ParcelMachineRow | null, picked: EstonianAddressRow | null): Destination {
  const where: DeliveryAddress = machine
    ? { county: machine.county, postcode: machine.postcode, settlement: machine.city }
    : picked
      ? { county: picked.county, municipality: picked.municipality, settlement: picked.settlement, postcode: picked.postcode }
      : { county: address.region, postcode: address.postcode, settlement: address.city, municipality: address.city };
  return { address: where, pickupLocationCode: address.pickup_location_code, parcelMachineCarrier: machine?.carrier_code ?? null };
}

const methodShape = (rate: ShippingRate) => ({
  carrier_code: rate.carrier.carrier_code,
  method_code: rate.carrier.method_code,
  carrier_title: rate.carrier.carrier_title,
  method_title: rate.carrier.method_title,
  amount: money(rate.cents),
  price_incl_tax: money(rate.cents),
  price_excl_tax: money(rate.cents - vatIn(rate.cents)),
});

const addressShape = (cart: CartRow, type: 'shipping' | 'billing', a: CheckoutAddress) => ({
  uid: toUid(`cart-address/${cart.id}/${type}`),
  firstname: a.firstname,
  lastname: a.lastname,
  company: a.company,
  street: a.street,
  city: a.city,
  region: a.region || a.region_id ? { code: a.region, label: a.region, region_id: a.region_id } : null,
  postcode: a.postcode,
  // Magento's ExtractQuoteAddressData gives the country id as both code and label.
  country: { code: a.country_code, label: a.country_code },
  telephone: a.telephone,
  vat_id: a.vat_id,
});

/**
 * The checkout part of a cart read. `itemsCents`: what the items cost after discounts (VAT
 * included), the value shipping prices depend on. One D1 round trip (checkout-data.ts).
 */
export async function checkoutCharges(context: CommerceContext, cart: CartRow, lines: readonly CheckoutLine[], itemsCents: number) {
  const data = await loadCheckoutData(context, cart.id, lines.map((l) => l.parent?.id ?? l.product.id));
  const { shipping, billing, checkout, carriers: carrierRows, payments } = data;
  const packages = lines.map((l) => packageOf(l.product, l.parent, data.packageMatches));
  const prices = servicePrices(lines.map((l) => ({ productId: l.parent?.id ?? l.product.id, quantity: l.quantity })), data.services, data.config);
  const isVirtual = isVirtualCart(lines.map((l) => l.product));
  const hasGiftCard = lines.some((l) => l.product.type_id === 'giftcard');
  const shippingAddress = shipping && !isVirtual ? addressOf(shipping) : null;
  const billingAddress = billing ? addressOf(billing) : null;

  let rates: ShippingRate[] = [];
  let shippingMethod: CheckoutShippingMethod | null = null;
  const machine = shippingAddress ? data.machine : null;
  if (shippingAddress) {
    const destination = destinationOf(shippingAddress, data.machine, data.picked);
    rates = shippingRates(carrierRows, packages, itemsCents, destination);
    const chosen = rates.find((r) => r.carrier.carrier_code === checkout?.carrier_code && r.carrier.method_code === checkout?.method_code);
    if (chosen) {
      const requirement = methodRequirement(chosen.carrier, destination);
      const available = chosen.available && !requirement;
      shippingMethod = {
        carrier_code: chosen.carrier.carrier_code,
        method_code: chosen.carrier.method_code,
        carrier_title: chosen.carrier.carrier_title,
        method_title: chosen.carrier.method_title,
        delivery_type: chosen.carrier.delivery_type,
        amount: available ? chosen.cents : 0,
        available,
        error_message: available ? null : (chosen.errorMessage ?? requirement),
      };
    }
  }

  // Services come with delivery to the door; with another method chosen they are not charged
  // (setShippingMethodsOnCart clears them when such a method is chosen).
  const doorDelivery = !shippingMethod || SERVICE_DELIVERY_TYPES.includes(shippingMethod.delivery_type);
  const assembly = !!checkout?.furniture_assembly && prices.assemblyOffered && doorDelivery;
  const utilization = !!checkout?.furniture_utilization && doorDelivery;
  const services: CheckoutServices = {
    assembly,
    utilization,
    assemblyCents: prices.assemblyCents,
    utilizationCents: prices.utilizationCents,
    assemblyOffered: prices.assemblyOffered,
    cents: (assembly ? prices.assemblyCents : 0) + (utilization ? prices.utilizationCents : 0),
  };

  const payment = payments.find((p) => p.code === checkout?.payment_method_code);
  const state: CheckoutState = {
    email: cart.email,
    isVirtual,
    hasGiftCard,
    shippingAddress,
    billingAddress,
    shippingMethod,
    paymentMethod: payment ? { ...paymentMethodShape(payment), purchase_order_number: checkout?.purchase_order_number ?? null } : null,
    services,
  };
  const shippingCents = shippingMethod?.amount ?? 0;
  return {
    state,
    /** Shipping and services, VAT included, for the grand total. */
    cents: shippingCents + services.cents,
    /** Their VAT (each amount's own, rounded once). */
    taxCents: vatIn(shippingCents) + vatIn(services.cents),
    fields: {
      shipping_addresses: shippingAddress
        ? [{
            ...addressShape(cart, 'shipping', shippingAddress),
            pickup_location_code: shippingAddress.pickup_location_code,
            place_id: shippingAddress.place_id,
            parcel_machine: machine ? parcelMachineShape(machine, carrierRows) : null,
            customer_notes: shippingAddress.customer_notes,
            available_shipping_methods: rates.map((rate) => ({ ...methodShape(rate), available: rate.available, error_message: rate.errorMessage })),
            selected_shipping_method: shippingMethod?.available ? methodShape(rates.find((r) => r.carrier.carrier_code === shippingMethod.carrier_code)!) : null,
          }]
        : [],
      billing_address: billingAddress ? { ...addressShape(cart, 'billing', billingAddress), company_registry_code: billingAddress.company_registry_code } : null,
      selected_payment_method: state.paymentMethod ? { code: state.paymentMethod.code, title: state.paymentMethod.title, purchase_order_number: state.paymentMethod.purchase_order_number } : { code: '', title: '', purchase_order_number: null },
      delivery_services: {
        furniture_assembly: services.assembly,
        furniture_utilization: services.utilization,
        assembly_amount: money(services.assemblyCents),
        utilization_amount: money(services.utilizationCents),
      },
    },
  };
}
