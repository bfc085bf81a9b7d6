import { atom } from 'nanostores';
import * as z from 'zod/mini';
import { callMagento } from '../api-fetch';
import { $cart, loadCart, showCartFromServer } from '../stores/cart';

/**
 * The cart as the checkout reads it: lines and totals for the order summary, and (from the
 * shipping methods) the shipping address with the carriers' offers and the delivery services.
 * The cart's lifecycle is the cart store's (`$cart`, client/stores/cart.ts); this adds what only
 * the checkout reads. The checkout only ever shows what the backend answered.
 */

const Money = z.object({ value: z.nullable(z.number()), currency: z.nullable(z.string()) });
const NullableMoney = z.optional(z.nullable(Money));

// Loose objects: the same answer also feeds `$cart` (showCartFromServer), whose schema reads
// fields the checkout does not (__typename, uids, gift cards...), so nothing may be stripped here.
const CartLine = z.looseObject({
  uid: z.string(),
  quantity: z.number(),
  product: z.looseObject({
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

export const CheckoutCartSchema = z.looseObject({
  id: z.string(),
  email: z.optional(z.nullable(z.string())),
  is_virtual: z.boolean(),
  total_quantity: z.number(),
  items: z.array(CartLine),
  prices: z.nullable(
    z.looseObject({
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


export type CheckoutCartState =
  | { readonly status: 'loading' }
  | { readonly status: 'empty' }
  | { readonly status: 'failed'; readonly message: string | null }
  | { readonly status: 'ready'; readonly cart: CheckoutCart };

/**
 * The cart with its shipping details as the checkout last read it. Loading until the browser
 * asks (never set on the server). Its lines and totals are also in `$cart` (the cart store),
 * which every checkout answer updates too.
 */
export const $checkoutCart = atom<CheckoutCartState>({ status: 'loading' });

/**
 * Adopt a cart the backend answered (after a checkout call), here and in `$cart`: empty when it
 * has no lines. Returns the state set.
 */
export function showCheckoutCart(cart: CheckoutCart | null): CheckoutCartState {
  const state: CheckoutCartState = cart && cart.items.length > 0 ? { status: 'ready', cart } : { status: 'empty' };
  $checkoutCart.set(state);
  if (cart) showCartFromServer(cart);
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
 * Load the shopper's cart through the cart store (its §4 lifecycle: a missing or refused id
 * becomes a new empty cart), then its shipping details (`availableShippingMethods`). No lines is
 * `empty`; an unreachable backend or an unreadable answer is `failed` with a message.
 * Resolves to the state set.
 */
export async function loadCheckoutCart(): Promise<CheckoutCartState> {
  $checkoutCart.set({ status: 'loading' });
  const loaded = await loadCart();
  const cart = $cart.get();
  if (!loaded.ok && !cart) return fail(loaded.message);
  if (!cart || cart.items.length === 0) return showCheckoutCart(null);
  const result = await callMagento('availableShippingMethods', [cart.id]);
  const reply = result.ok ? parseCartReply(result.data) : null;
  if (!reply) return fail(result.ok ? null : result.message);
  return showCheckoutCart(reply.cart);
}

function fail(message: string | null): CheckoutCartState {
  const state: CheckoutCartState = { status: 'failed', message };
  $checkoutCart.set(state);
  return state;
}
