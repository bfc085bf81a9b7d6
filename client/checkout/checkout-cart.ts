import { atom } from 'nanostores';
import * as z from 'zod/mini';
import { requestJson } from '../api-fetch';
import { readCookie } from '../flash-message-cookie';

/**
 * The cart as the checkout reads it: lines and totals for the order summary, and (from the
 * shipping methods) the shipping address with the carriers' offers. One seam,
 * `loadCheckoutCart`, reads it through the middleware API until the `$cart` store of the cart
 * sidebar takes over the lifecycle; the checkout only ever shows what the backend answered.
 */

const Money = z.object({ value: z.nullable(z.number()), currency: z.nullable(z.string()) });
const NullableMoney = z.optional(z.nullable(Money));

const CartLine = z.object({
  uid: z.string(),
  quantity: z.number(),
  product: z.object({
    sku: z.string(),
    name: z.nullable(z.string()),
    small_image: z.optional(z.nullable(z.object({ url: z.nullable(z.string()), label: z.nullable(z.string()) }))),
  }),
  prices: z.optional(z.nullable(z.object({ row_total_including_tax: Money }))),
  configurable_options: z.optional(z.nullable(z.array(z.object({ option_label: z.string(), value_label: z.string() })))),
});

const ShippingMethod = z.object({
  carrier_code: z.string(),
  carrier_title: z.string(),
  method_code: z.nullable(z.string()),
  method_title: z.nullable(z.string()),
  available: z.boolean(),
  error_message: z.nullable(z.string()),
  price_incl_tax: Money,
});

const ShippingAddress = z.object({
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string()),
  city: z.string(),
  postcode: z.nullable(z.string()),
  telephone: z.nullable(z.string()),
  pickup_location_code: z.nullable(z.string()),
  place_id: z.optional(z.nullable(z.string())),
  parcel_machine: z.optional(z.nullable(z.object({ id: z.string(), carrier_code: z.string(), name: z.string() }))),
  available_shipping_methods: z.array(ShippingMethod),
  selected_shipping_method: z.nullable(
    z.object({ carrier_code: z.string(), method_code: z.string(), carrier_title: z.string(), method_title: z.string(), price_incl_tax: Money }),
  ),
});

export const CheckoutCartSchema = z.object({
  id: z.string(),
  email: z.optional(z.nullable(z.string())),
  is_virtual: z.boolean(),
  total_quantity: z.number(),
  items: z.array(CartLine),
  prices: z.nullable(
    z.object({
      subtotal_including_tax: NullableMoney,
      grand_total: NullableMoney,
      discounts: z.optional(z.nullable(z.array(z.nullable(z.object({ label: z.string(), amount: Money }))))),
      applied_taxes: z.optional(z.nullable(z.array(z.nullable(z.object({ label: z.nullable(z.string()), amount: Money }))))),
    }),
  ),
  /** Present in the shipping methods' answers (checkout-methods.ts), absent from the plain cart. */
  shipping_addresses: z.optional(z.array(ShippingAddress)),
  delivery_services: z.optional(
    z.nullable(z.object({ furniture_assembly: z.boolean(), furniture_utilization: z.boolean(), assembly_amount: Money, utilization_amount: Money })),
  ),
});
export type CheckoutCart = z.output<typeof CheckoutCartSchema>;
export type CheckoutShippingMethod = z.output<typeof ShippingMethod>;

const CartReply = z.object({ cart: z.nullable(CheckoutCartSchema) });
const DataReply = z.object({ data: z.unknown() });
const ErrorReply = z.object({ error: z.object({ message: z.string(), category: z.optional(z.string()) }) });

/** The guest cart id cookie (storefront.md §3): 32 characters, else none. */
export function checkoutCartId(cookie: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  const id = readCookie(cookie, 'vsf-cart');
  return id && /^[A-Za-z0-9]{32}$/.test(id) ? id : null;
}

export type CheckoutCartState =
  | { readonly status: 'loading' }
  | { readonly status: 'empty' }
  | { readonly status: 'failed'; readonly message: string | null }
  | { readonly status: 'ready'; readonly cart: CheckoutCart };

/** What the checkout shows of the cart. Loading until the browser asks (never set on the server). */
export const $checkoutCart = atom<CheckoutCartState>({ status: 'loading' });

/**
 * Adopt a cart the backend answered (after a checkout call): empty when it has no lines.
 * Returns the state set.
 */
export function showCheckoutCart(cart: CheckoutCart | null): CheckoutCartState {
  const state: CheckoutCartState = cart && cart.items.length > 0 ? { status: 'ready', cart } : { status: 'empty' };
  $checkoutCart.set(state);
  return state;
}

/**
 * A cart reply's `cart`, validated; `null` when the reply is not a cart (the caller treats it as
 * a failure) — distinct from `{ cart: null }`, which the caller reads as "no such cart".
 */
export function parseCartReply(data: unknown): { cart: CheckoutCart | null } | null {
  const parsed = CartReply.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * Load the shopper's cart (lines and totals; the shipping step adds its shipping details): no cart id or
 * no lines, or a cart the backend does not know, is `empty`; an unreachable backend or an
 * unreadable answer is `failed` with the reply's message. Resolves to the state set.
 */
export async function loadCheckoutCart(): Promise<CheckoutCartState> {
  const cartId = checkoutCartId();
  if (!cartId) return showCheckoutCart(null);
  const reply = await requestJson('/api/magento/cart', [cartId]);
  const data = reply?.status === 200 ? DataReply.safeParse(reply.json) : null;
  const parsed = data?.success ? parseCartReply(data.data.data) : null;
  if (parsed) return showCheckoutCart(parsed.cart);
  const error = ErrorReply.safeParse(reply?.json);
  // A cart the backend no longer knows (ordered, expired) is no cart to check out.
  if (error.success && error.data.error.category === 'graphql-no-such-entity') return showCheckoutCart(null);
  const state: CheckoutCartState = { status: 'failed', message: error.success ? error.data.error.message : null };
  $checkoutCart.set(state);
  return state;
}
