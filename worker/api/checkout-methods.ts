import { z } from 'zod';
import {
  AVAILABLE_SHIPPING_METHODS_QUERY,
  ESTONIAN_ADDRESSES_QUERY,
  PARCEL_MACHINES_QUERY,
  PICKUP_LOCATIONS_QUERY,
  SET_DELIVERY_SERVICES_ON_CART_MUTATION,
  SET_SHIPPING_ADDRESSES_ON_CART_MUTATION,
  SET_SHIPPING_METHODS_ON_CART_MUTATION,
  type CheckoutShippingFieldsFragment,
} from '../../graphql/documents';
import { CartIdSchema } from '../../domain/session-cookies';
import { method } from './method';
import { OptionalCompanyName, PersonName } from './person-fields';

/*
 * The checkout's shipping methods of the middleware API (storefront.md §3 shipping, §7 "Set
 * shipping method", "Available shipping methods"; extensions.graphqls for delivery services,
 * parcel machines and address search). Same rules as cart-methods.ts: the cart id comes from
 * the arguments, every input object is strict (a price, a total or any unlisted field is a 400:
 * what shipping costs is only read back from the backend), and every text has an upper bound,
 * so an overlong field is a 400 naming the bound rather than a row the backend must refuse.
 */

/** Magento's address columns (quote_address: varchar 255). */
const MAX_ADDRESS_TEXT = 255;
/** A search box's text: longer is no address or machine name. */
const MAX_SEARCH_TEXT = 100;
/** Magento carrier and method codes are short identifiers ('instore', 'pickup', 'flatrate'). */
const Code = z.string().trim().min(1).max(64);

const AddressText = z.string().trim().min(1).max(MAX_ADDRESS_TEXT);
const OptionalAddressText = z.string().trim().max(MAX_ADDRESS_TEXT);

/**
 * A delivery address (CartAddressInput): street lines as §3 composes them (street, apartment,
 * neighbourhood, extra), Estonian by default. Fields Magento has and the checkout never sends
 * (fax, prefix, save_in_address_book...) are not accepted.
 */
const CartAddressInput = z.strictObject({
  firstname: PersonName,
  lastname: PersonName,
  company: OptionalCompanyName.optional(),
  street: z.array(OptionalAddressText).min(1).max(4),
  city: AddressText,
  region: OptionalAddressText.optional(),
  region_id: z.number().int().nonnegative().optional(),
  postcode: OptionalAddressText.optional(),
  country_code: z.string().regex(/^[A-Z]{2}$/),
  telephone: z.string().trim().max(32).optional(),
  vat_id: OptionalAddressText.optional(),
});

const ShippingAddressInput = z.strictObject({
  /** Either a typed address or (a signed-in customer) a saved one; the backend checks the id is the customer's. */
  address: CartAddressInput.optional(),
  customer_address_id: z.number().int().positive().max(2_147_483_647).optional(),
  /** The pickup store (pickupLocations' code): in-store pickup. */
  pickup_location_code: Code.optional(),
  additional_data: z
    .strictObject({
      /** An address picked from estonianAddresses. */
      place_id: z.string().trim().min(1).max(MAX_ADDRESS_TEXT).optional(),
      /** A machine picked from parcelMachines. */
      parcel_machine_id: z.string().trim().min(1).max(MAX_ADDRESS_TEXT).optional(),
    })
    .optional(),
}).refine((input) => (input.address === undefined) !== (input.customer_address_id === undefined), 'Either address or customer_address_id');

/** The cart as the checkout gets it: lines whose product is gone and empty addresses left out. */
function checkoutCartView(cart: CheckoutShippingFieldsFragment) {
  return {
    ...cart,
    items: (cart.items ?? []).filter((item) => item !== null),
    shipping_addresses: cart.shipping_addresses
      .filter((address) => address !== null)
      .map((address) => ({ ...address, available_shipping_methods: (address.available_shipping_methods ?? []).filter((m) => m !== null) })),
  };
}

/** Pickup locations there are at most a few dozen of; the storefront shows them all. */
const PICKUP_LOCATIONS_PAGE_SIZE = 50;

export const CHECKOUT_METHODS = {
  /** The cart with its shipping address and the carriers' methods for it (prices, availability and reasons). */
  availableShippingMethods: method({
    args: z.tuple([CartIdSchema]),
    async run([cartId], { shopper }) {
      const data = await shopper.query(AVAILABLE_SHIPPING_METHODS_QUERY, { cartId });
      return { cart: data.cart ? checkoutCartView(data.cart) : null };
    },
  }),
  /** One shipping address a cart (Magento allows only one for a guest cart). */
  setShippingAddressesOnCart: method({
    args: z.tuple([z.strictObject({ cart_id: CartIdSchema, shipping_addresses: z.array(ShippingAddressInput).length(1) })]),
    async run([input], { shopper }) {
      const data = await shopper.mutate(SET_SHIPPING_ADDRESSES_ON_CART_MUTATION, { input });
      const cart = data.setShippingAddressesOnCart?.cart;
      return { cart: cart ? checkoutCartView(cart) : null };
    },
  }),
  setShippingMethodsOnCart: method({
    args: z.tuple([
      z.strictObject({
        cart_id: CartIdSchema,
        shipping_methods: z.array(z.strictObject({ carrier_code: Code, method_code: Code })).length(1),
      }),
    ]),
    async run([input], { shopper }) {
      const data = await shopper.mutate(SET_SHIPPING_METHODS_ON_CART_MUTATION, { input });
      const cart = data.setShippingMethodsOnCart?.cart;
      return { cart: cart ? checkoutCartView(cart) : null };
    },
  }),
  /** Furniture assembly and utilisation: the choice only; their price is the backend's. */
  setDeliveryServicesOnCart: method({
    args: z.tuple([z.strictObject({ cart_id: CartIdSchema, furniture_assembly: z.boolean(), furniture_utilization: z.boolean() })]),
    async run([input], { shopper }) {
      const data = await shopper.mutate(SET_DELIVERY_SERVICES_ON_CART_MUTATION, { input });
      const cart = data.setDeliveryServicesOnCart?.cart;
      return { cart: cart ? checkoutCartView(cart) : null };
    },
  }),
  /** The stores where an order can be picked up, opening hours in `description`. */
  pickupLocations: method({
    args: z.tuple([]),
    async run(_args, { commerce }) {
      const data = await commerce.query(PICKUP_LOCATIONS_QUERY, { pageSize: PICKUP_LOCATIONS_PAGE_SIZE });
      const items = (data.pickupLocations?.items ?? []).flatMap((item) => (item?.pickup_location_code ? [{ ...item, pickup_location_code: item.pickup_location_code }] : []));
      return { items };
    },
  }),
  /** Parcel machines, of one network or all, matching the search text (empty: all). */
  parcelMachines: method({
    args: z.tuple([
      z.strictObject({
        carrier_code: Code.optional(),
        search: z.string().trim().max(MAX_SEARCH_TEXT).optional(),
      }),
    ]),
    async run([{ carrier_code, search }], { commerce }) {
      const data = await commerce.query(PARCEL_MACHINES_QUERY, { carrierCode: carrier_code ?? null, search: search || null });
      return { items: data.parcelMachines };
    },
  }),
  /** Address search: at most 10 addresses of the register matching the text, best first. */
  estonianAddresses: method({
    args: z.tuple([z.string().trim().min(1).max(MAX_SEARCH_TEXT)]),
    async run([search], { commerce }) {
      const data = await commerce.query(ESTONIAN_ADDRESSES_QUERY, { search });
      return { items: data.estonianAddresses };
    },
  }),
} as const;
