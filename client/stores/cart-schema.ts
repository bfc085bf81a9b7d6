import * as z from 'zod/mini';

/**
 * The cart as the middleware API answers it (graphql/documents/cart.ts `CartFields`, through
 * worker/api/cart-methods.ts), checked where it enters the browser (STYLE.md §4). Only what the
 * sidebar and checkout read; anything else is dropped. zod/mini: the browser bundle carries no
 * classic zod. Lines that fail the schema are dropped with the empty entries (storefront.md §3
 * "empty entries removed") rather than failing the whole cart.
 */
const Money = z.object({ value: z.number(), currency: z.string() });
const NullableMoney = z.catch(z.nullable(Money), null);
const Image = z.catch(z.nullable(z.object({ url: z.nullable(z.string()), label: z.nullable(z.string()) })), null);
const text = z.catch(z.nullable(z.string()), null);

const CartLineSchema = z.object({
  __typename: z.string(),
  uid: z.string(),
  quantity: z.number(),
  product: z.object({ __typename: z.string(), uid: z.string(), sku: text, name: text, url_key: text, small_image: Image }),
  prices: z.catch(
    z.nullable(
      z.object({
        price_including_tax: NullableMoney,
        row_total_including_tax: NullableMoney,
        total_item_discount: NullableMoney,
      }),
    ),
    null,
  ),
  configurable_options: z.optional(
    z.array(z.object({ option_label: z.string(), value_label: z.string(), configurable_product_option_value_uid: z.string() })),
  ),
  configured_variant: z.optional(z.catch(z.nullable(z.object({ uid: z.string(), sku: text, name: text, small_image: Image })), null)),
  /** A gift card line's chosen amount. */
  amount: z.optional(NullableMoney),
});
export type CartLine = z.output<typeof CartLineSchema>;

const Label = z.object({ label: z.nullable(z.string()), amount: Money });

export const CartSchema = z.object({
  id: z.string(),
  email: text,
  is_virtual: z.catch(z.boolean(), false),
  total_quantity: z.number(),
  items: z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((items) => items.flatMap((item) => {
      const line = CartLineSchema.safeParse(item);
      return line.success ? [line.data] : [];
    })),
  ),
  prices: z.catch(
    z.nullable(
      z.object({
        subtotal_including_tax: NullableMoney,
        subtotal_excluding_tax: NullableMoney,
        grand_total: NullableMoney,
        applied_taxes: z.catch(z.nullable(z.array(Label)), null),
        discounts: z.catch(z.nullable(z.array(Label)), null),
        giftcards_amount: z.optional(NullableMoney),
      }),
    ),
    null,
  ),
  applied_coupons: z.catch(z.nullable(z.array(z.object({ code: z.string() }))), null),
  applied_gift_cards: z.optional(
    z.catch(z.nullable(z.array(z.object({ code: z.nullable(z.string()), applied_balance: NullableMoney }))), null),
  ),
});
export type Cart = z.output<typeof CartSchema>;

/** `{ cart }` replies (cart, customerCart and every cart mutation). */
export const CartReplySchema = z.object({ cart: z.nullable(CartSchema) });
/** addProductsToCart: partial success, `user_errors` next to the cart. */
export const AddProductsReplySchema = z.object({
  cart: z.nullable(CartSchema),
  user_errors: z.catch(z.array(z.object({ code: z.unknown(), message: z.string() })), []),
});
export const CreateEmptyCartReplySchema = z.object({ cartId: z.string() });
export const CartTotalQtyReplySchema = z.object({ total_quantity: z.number() });
