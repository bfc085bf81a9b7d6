import { z } from 'zod';
import { isValidEstonianVatNumber, isValidRegistryCode } from '../../domain/estonian-codes';
import { CartIdSchema } from '../../domain/session-cookies';
import { isSitePath } from '../../domain/site-path';
import {
  GUEST_ORDER_BY_TOKEN_QUERY,
  type OrderDetailsFragment,
  PAYMENT_STEP_CART_QUERY,
  type PaymentCartFieldsFragment,
  PLACE_ORDER_MUTATION,
  RESAVE_SHIPPING_METHOD_MUTATION,
  SET_BILLING_ADDRESS_ON_CART_MUTATION,
  SET_CHECKOUT_CONSENTS_ON_CART_MUTATION,
  SET_PAYMENT_METHOD_ON_CART_MUTATION,
} from '../../graphql/documents';
import type { GraphqlClient } from '../../graphql/client';
import { method } from './method';
import { OptionalCompanyName, PersonName } from './person-fields';

/*
 * The payment step and the order of the middleware API (storefront.md §4, §7; customer.md §7
 * "Payment and order"). Same rules as cart-methods.ts: the cart id comes from the argument
 * array as a 32-character masked id, every input object is strict (a price, total or unlisted
 * field is a 400: amounts come only from the backend), and the shopper client never caches.
 */

/** Magento's customer address columns are 255 characters. */
const Text = z.string().trim().max(255);
const RequiredText = Text.pipe(z.string().min(1));

/**
 * Magento 2.4.7 CartAddressInput, the fields a billing address uses. The company codes are
 * checked here too (not only in the form): registry code 8 digits with its check digit, an
 * Estonian VAT number with its check digit (domain/estonian-codes.ts).
 */
const CartAddressInput = z.strictObject({
  firstname: PersonName,
  lastname: PersonName,
  company: OptionalCompanyName.optional(),
  company_registry_code: z
    .string()
    .trim()
    .refine(isValidRegistryCode, 'Check the registry code')
    .optional(),
  vat_id: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}\d{9}$/, 'The number should be in the shape of EE123456789')
    .refine((v) => !v.startsWith('EE') || isValidEstonianVatNumber(v), 'Check the VAT number')
    .optional(),
  /** Street, apartment, neighbourhood, extra (customer.md §3: the 2nd to 4th lines). */
  street: z.array(Text).min(1).max(4).refine((lines) => lines[0] !== '', 'street'),
  city: RequiredText,
  region: Text.optional(),
  region_id: z.number().int().nonnegative().optional(),
  postcode: z.string().trim().max(10),
  country_code: z.string().regex(/^[A-Z]{2}$/),
  telephone: z.string().trim().max(30),
  save_in_address_book: z.boolean().optional(),
});

/** Payment method codes: Magento's are short snake or kebab case ('checkmo', 'inbankpayment-1'). */
const PaymentMethodCode = z.string().regex(/^[a-z0-9_-]{1,64}$/);
/**
 * placeOrder's order token. Magento 2.4.7 encrypts and base64-encodes it, so any printable
 * ASCII without spaces; bounded so a forged one cannot be large.
 */
const OrderToken = z.string().regex(/^[\x21-\x7e]{1,512}$/);

type PaymentCartItem = NonNullable<NonNullable<PaymentCartFieldsFragment['items']>[number]>;
const isGiftCardLine = (item: PaymentCartItem) => item.__typename === 'GiftCardCartItem' || item.product.__typename === 'GiftCardProduct';

/**
 * What the payment step reads of a cart: the methods (nulls left out), the chosen one, the
 * billing address, the selected shipping method, whether a gift card is in the cart
 * (installment is unavailable then, customer.md §4) and whether the delivery goes to an address
 * of the shopper's own (home delivery, courier), which billing may then reuse; a pickup store or
 * a parcel machine is not one.
 */
export function paymentCartView(cart: PaymentCartFieldsFragment) {
  const items = (cart.items ?? []).filter((item): item is PaymentCartItem => item !== null);
  const delivery = cart.shipping_addresses.find((address) => address !== null) ?? null;
  return {
    deliveryToOwnAddress: Boolean(delivery && !delivery.pickup_location_code && !delivery.parcel_machine && delivery.street.some((line) => line.trim() !== '')),
    id: cart.id,
    cartHasGiftCard: items.some(isGiftCardLine),
    available_payment_methods: (cart.available_payment_methods ?? []).filter((m) => m !== null),
    selected_payment_method: cart.selected_payment_method?.code ? cart.selected_payment_method : null,
    billing_address: cart.billing_address,
    selected_shipping_method: cart.shipping_addresses.find((address) => address?.selected_shipping_method)?.selected_shipping_method ?? null,
  };
}
export type PaymentCartView = ReturnType<typeof paymentCartView>;

/**
 * A payment provider address the browser may be sent to: http(s) only, so a backend (or a
 * proxy in between) can never make the storefront navigate to `javascript:` or `data:`.
 * A path on our own origin is kept as a path. Anything else is `null`.
 */
export function safePaymentRedirect(url: string | null | undefined): string | null {
  if (!url) return null;
  if (isSitePath(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The order as the confirmation page gets it: lines of products that are gone left out. */
export function orderView(order: OrderDetailsFragment) {
  return { ...order, items: (order.items ?? []).filter((item) => item !== null) };
}
export type OrderView = ReturnType<typeof orderView>;

async function selectedShippingMethod(shopper: GraphqlClient, cartId: string) {
  const data = await shopper.query(PAYMENT_STEP_CART_QUERY, { cartId });
  return data.cart ? paymentCartView(data.cart).selected_shipping_method : null;
}

export const ORDER_METHODS = {
  /** The payment step's cart: methods, chosen method, billing address. */
  availablePaymentMethods: method({
    args: z.tuple([CartIdSchema]),
    async run([cartId], { shopper }) {
      const data = await shopper.query(PAYMENT_STEP_CART_QUERY, { cartId });
      return { cart: data.cart ? paymentCartView(data.cart) : null };
    },
  }),
  /**
   * Sets the billing address, then re-saves the shipping method selected before (storefront.md
   * §4: Magento's same_as_shipping rewrites the shipping address and drops its method). An
   * address, or a signed-in customer's address book id (Magento checks it is theirs).
   */
  setBillingAddressOnCart: method({
    args: z.tuple([
      z.strictObject({
        cart_id: CartIdSchema,
        billing_address: z.union([
          z.strictObject({ address: CartAddressInput, same_as_shipping: z.boolean() }),
          z.strictObject({ customer_address_id: z.number().int().positive().max(2_147_483_647), same_as_shipping: z.literal(false) }),
        ]),
      }),
    ]),
    async run([input], { shopper }) {
      const before = await selectedShippingMethod(shopper, input.cart_id);
      const data = await shopper.mutate(SET_BILLING_ADDRESS_ON_CART_MUTATION, { input });
      let cart = data.setBillingAddressOnCart?.cart ?? null;
      if (before) {
        const resaved = await shopper.mutate(RESAVE_SHIPPING_METHOD_MUTATION, {
          input: { cart_id: input.cart_id, shipping_methods: [{ carrier_code: before.carrier_code, method_code: before.method_code }] },
        });
        cart = resaved.setShippingMethodsOnCart?.cart ?? cart;
      }
      return { cart: cart ? paymentCartView(cart) : null };
    },
  }),
  setPaymentMethodOnCart: method({
    args: z.tuple([z.strictObject({ cart_id: CartIdSchema, payment_method: z.strictObject({ code: PaymentMethodCode }) })]),
    async run([input], { shopper }) {
      const data = await shopper.mutate(SET_PAYMENT_METHOD_ON_CART_MUTATION, { input });
      const cart = data.setPaymentMethodOnCart?.cart;
      return { cart: cart ? paymentCartView(cart) : null };
    },
  }),
  /**
   * The shopper's optional marketing consent, sent before placement so the order carries it.
   * Only a boolean: terms of sale and data processing are required by the form, never stored.
   */
  setCheckoutConsentsOnCart: method({
    args: z.tuple([z.strictObject({ cart_id: CartIdSchema, marketing_consent: z.boolean() })]),
    async run([input], { shopper }) {
      const data = await shopper.mutate(SET_CHECKOUT_CONSENTS_ON_CART_MUTATION, { input });
      const cart = data.setCheckoutConsentsOnCart?.cart;
      return { cart: cart ? { id: cart.id, marketing_consent: cart.marketing_consent } : null };
    },
  }),
  /**
   * Places the order. Errors the shopper can act on come back as data (`errors[]` with Magento's
   * codes); the island maps codes to messages (domain/cart-errors.ts), never the English text.
   * A replay for the same cart is answered with the same order by the backend (idempotent).
   */
  placeOrder: method({
    args: z.tuple([z.strictObject({ cart_id: CartIdSchema })]),
    async run([input], { shopper, bindPlacedCart }) {
      const data = await shopper.mutate(PLACE_ORDER_MUTATION, { input });
      const output = data.placeOrder;
      const order = output?.orderV2 ? { number: output.orderV2.number, token: output.orderV2.token, status: output.orderV2.status } : null;
      const paymentRedirect = order ? safePaymentRedirect(output?.payment_redirect_url) : null;
      // A failed or cancelled payment returns with ?cartId= of this cart: only this browser may restore it.
      if (paymentRedirect) bindPlacedCart(input.cart_id);
      return {
        order,
        errors: output?.errors.map(({ code, message }) => ({ code, message })) ?? [],
        payment_redirect_url: paymentRedirect,
      };
    },
  }),
  /** A guest's order by its token (the /thank-you page). */
  guestOrderByToken: method({
    args: z.tuple([z.strictObject({ token: OrderToken })]),
    async run([input], { shopper }) {
      const data = await shopper.query(GUEST_ORDER_BY_TOKEN_QUERY, { input });
      return { order: orderView(data.guestOrderByToken) };
    },
  }),
} as const;
