import * as z from 'zod/mini';

/**
 * The cart as the middleware API answers it (graphql/documents/cart.ts `CartFields`, through
 * worker/api/cart-methods.ts), checked where it enters the browser (STYLE.md §4). Only what the
 * sidebar and checkout read; anything else is dropped. Lines that fail their schema are dropped
 * with the empty entries (storefront.md §3 "empty entries removed") rather than failing the cart.
 *
 * zod/mini, and only the constructors the catalogue islands already use (object, array, string,
 * number, boolean, nullable, optional, unknown): every zod function any chunk uses lands in the
 * one shared zod chunk that each page loads at start (`z.catch` or `z.pipe` here would add about
 * 3.5 KB gzip to every page's JavaScript, scripts/build-client.mjs).
 */
const Money = z.object({ value: z.number(), currency: z.string() });
const NullableMoney = z.nullable(Money);
const Image = z.nullable(z.object({ url: z.nullable(z.string()), label: z.nullable(z.string()) }));
const text = z.nullable(z.string());

const CartLineSchema = z.object({
  __typename: z.string(),
  uid: z.string(),
  quantity: z.number(),
  product: z.object({ __typename: z.string(), uid: z.string(), sku: text, name: text, url_key: text, small_image: Image }),
  prices: z.nullable(
    z.object({
      price_including_tax: NullableMoney,
      row_total_including_tax: NullableMoney,
      total_item_discount: z.optional(NullableMoney),
    }),
  ),
  configurable_options: z.optional(z.array(z.object({ option_label: z.string(), value_label: z.string() }))),
  configured_variant: z.optional(z.nullable(z.object({ uid: z.string(), sku: text, name: text, small_image: Image }))),
  /** A gift card line's chosen amount. */
  amount: z.optional(NullableMoney),
});
export type CartLine = z.output<typeof CartLineSchema>;

const Label = z.object({ label: z.nullable(z.string()), amount: Money });

const CartEnvelopeSchema = z.object({
  id: z.string(),
  email: z.optional(text),
  is_virtual: z.optional(z.boolean()),
  total_quantity: z.number(),
  items: z.nullable(z.array(z.unknown())),
  prices: z.nullable(
    z.object({
      subtotal_including_tax: NullableMoney,
      subtotal_excluding_tax: z.optional(NullableMoney),
      grand_total: NullableMoney,
      applied_taxes: z.optional(z.nullable(z.array(Label))),
      discounts: z.optional(z.nullable(z.array(Label))),
      giftcards_amount: z.optional(NullableMoney),
    }),
  ),
  applied_coupons: z.nullable(z.array(z.object({ code: z.string() }))),
  applied_gift_cards: z.optional(z.nullable(z.array(z.object({ code: z.nullable(z.string()), applied_balance: z.optional(NullableMoney) })))),
});

export type Cart = Omit<z.output<typeof CartEnvelopeSchema>, 'items'> & { readonly items: readonly CartLine[] };

/** The cart of a reply, its unusable lines left out; `null` when the cart itself is not one. */
export function parseCart(value: unknown): Cart | null {
  const parsed = CartEnvelopeSchema.safeParse(value);
  if (!parsed.success) return null;
  const items = (parsed.data.items ?? []).flatMap((item) => {
    const line = CartLineSchema.safeParse(item);
    return line.success ? [line.data] : [];
  });
  return { ...parsed.data, items };
}

/** `{ cart }`: `cart` is `null` (no cart) or a cart; anything else is not this reply. */
export type CartReply = { readonly cart: Cart | null };
export function parseCartReply(value: unknown): CartReply | null {
  if (typeof value !== 'object' || value === null || !('cart' in value)) return null;
  if (value.cart === null) return { cart: null };
  const cart = parseCart(value.cart);
  return cart ? { cart } : null;
}

const UserErrorsSchema = z.array(z.object({ code: z.optional(z.unknown()), message: z.string() }));
/** addProductsToCart: partial success, `user_errors` next to the cart. */
export type AddProductsReply = CartReply & { readonly user_errors: readonly { readonly code?: unknown; readonly message: string }[] };
export function parseAddProductsReply(value: unknown): AddProductsReply | null {
  const reply = parseCartReply(value);
  if (!reply) return null;
  const errors = UserErrorsSchema.safeParse((value as { user_errors?: unknown }).user_errors ?? []);
  return errors.success ? { ...reply, user_errors: errors.data } : null;
}

export const CreateEmptyCartReplySchema = z.object({ cartId: z.string() });
