import { z } from 'zod';
import {
  ADD_PRODUCTS_TO_CART_MUTATION,
  ADD_VIRTUAL_PRODUCTS_TO_CART_MUTATION,
  APPLY_COUPON_TO_CART_MUTATION,
  APPLY_GIFT_CARD_TO_CART_MUTATION,
  CART_QUERY,
  CART_TOTAL_QTY_QUERY,
  CREATE_EMPTY_CART_MUTATION,
  CUSTOMER_CART_QUERY,
  REMOVE_COUPON_FROM_CART_MUTATION,
  REMOVE_GIFT_CARD_FROM_CART_MUTATION,
  REMOVE_ITEM_FROM_CART_MUTATION,
  SET_GUEST_EMAIL_ON_CART_MUTATION,
  UPDATE_CART_ITEMS_MUTATION,
  type CartFieldsFragment,
} from '../../graphql/documents';
import { MAX_CART_QUANTITY } from '../../domain/add-to-cart';
import { CartIdSchema } from '../../domain/session-cookies';
import { method, Sku } from './method';

/*
 * The guest cart methods of the middleware API (storefront.md §7 shapes).
 *
 * Cart id source: the argument array, as §7's shapes carry it (`cartId` / `cart_id`), validated
 * as a 32-character masked id; not the `vsf-cart` cookie. The masked id is a bearer capability
 * the browser already holds in a readable cookie (§3), so reading it server-side would protect
 * nothing, while taking it from the arguments keeps the `$cart` store the one owner of the cart
 * lifecycle (§4: create on first add, reset and recreate after a failed load, `?cartId=`
 * restore) and makes every call act on exactly the cart the island shows. Cross-site callers
 * cannot use it: these are POSTs refused unless same-origin (state-changing-requests.ts). The
 * customer token, when customer carts arrive, comes from the cookie here, never from arguments.
 *
 * Prices: every input object is `strict`, so a client that sends a price, total or any field
 * not listed is answered 400; what a line costs is only ever read back from the backend.
 */

/** The reference backend refuses more lines per add or update call. */
const MAX_LINES_PER_CALL = 100;

const Quantity = z.number().int().positive().max(MAX_CART_QUANTITY);
/** Magento uids are base64 of an id (or of "type/id/value" for options): short. */
const Uid = z.string().min(1).max(128);

const CartItemInput = z.strictObject({
  sku: Sku,
  quantity: Quantity,
  parent_sku: Sku.optional(),
  /** ConfigurableProductOptionsValues uids of the chosen variant. */
  selected_options: z.array(Uid).max(20).optional(),
  /** E.g. a gift card's amount. */
  entered_options: z.array(z.strictObject({ uid: Uid, value: z.string().max(255) })).max(20).optional(),
});

/** Magento's coupon code column is 255 characters. */
const CouponCode = z.string().trim().min(1).max(255);
/** Gift card account codes (Adobe Commerce: up to 255 characters, usually 12). */
const GiftCardCode = z.string().trim().min(1).max(255);
/** RFC 5321's limit; the backend checks the format again with Magento's message. */
const Email = z.string().trim().max(254).pipe(z.email());

/**
 * The cart as the islands get it: Magento's fields, lines whose product is gone left out
 * (storefront.md §3 "empty entries removed"). The browser's `Cart` type is this (client/stores/cart-state.ts).
 */
function cartView(cart: CartFieldsFragment) {
  return { ...cart, items: (cart.items ?? []).filter((item) => item !== null) };
}
export type CartView = ReturnType<typeof cartView>;

export const CART_METHODS = {
  createEmptyCart: method({
    args: z.tuple([]),
    async run(_args, { shopper }) {
      const data = await shopper.mutate(CREATE_EMPTY_CART_MUTATION);
      return { cartId: data.createEmptyCart };
    },
  }),
  cart: method({
    args: z.tuple([CartIdSchema]),
    async run([cartId], { shopper }) {
      const data = await shopper.query(CART_QUERY, { cartId });
      return { cart: data.cart ? cartView(data.cart) : null };
    },
  }),
  /**
   * The signed-in customer's cart. The customer token arrives with accounts (issue 8); until
   * then Magento answers every caller with its authorization error (400, category
   * graphql-authorization), which the `$cart` store turns into the §4 logout.
   */
  customerCart: method({
    args: z.tuple([]),
    async run(_args, { shopper }) {
      const data = await shopper.query(CUSTOMER_CART_QUERY);
      return { cart: cartView(data.customerCart) };
    },
  }),
  cartTotalQty: method({
    args: z.tuple([CartIdSchema]),
    async run([cartId], { shopper }) {
      const data = await shopper.query(CART_TOTAL_QTY_QUERY, { cartId });
      return { total_quantity: data.cart?.total_quantity ?? 0 };
    },
  }),
  /** Partial success: `user_errors` (code + message) come back as data, next to the cart. */
  addProductsToCart: method({
    args: z.tuple([z.strictObject({ cartId: CartIdSchema, cartItems: z.array(CartItemInput).min(1).max(MAX_LINES_PER_CALL) })]),
    async run([{ cartId, cartItems }], { shopper }) {
      const data = await shopper.mutate(ADD_PRODUCTS_TO_CART_MUTATION, { cartId, cartItems });
      const output = data.addProductsToCart;
      return { cart: output ? cartView(output.cart) : null, user_errors: output?.user_errors ?? [] };
    },
  }),
  /**
   * Virtual products (the E-gift card with its amount in `data.entered_options`), §7 shape
   * `{ cart_id, cart_items: [{ data: { quantity, sku } }] }`. A null reply is the §8 error.
   */
  addVirtualProductsToCart: method({
    args: z.tuple([
      z.strictObject({
        cart_id: CartIdSchema,
        cart_items: z.array(z.strictObject({ data: CartItemInput })).min(1).max(MAX_LINES_PER_CALL),
      }),
    ]),
    async run([input], { shopper }) {
      const data = await shopper.mutate(ADD_VIRTUAL_PRODUCTS_TO_CART_MUTATION, { input });
      return { cart: data.addVirtualProductsToCart ? cartView(data.addVirtualProductsToCart.cart) : null };
    },
  }),
  /** Quantities above 0 only (storefront.md §4); a line goes away through removeItemFromCart. */
  updateCartItems: method({
    args: z.tuple([
      z.strictObject({
        cart_id: CartIdSchema,
        cart_items: z.array(z.strictObject({ cart_item_uid: Uid, quantity: Quantity })).min(1).max(MAX_LINES_PER_CALL),
      }),
    ]),
    async run([input], { shopper }) {
      const data = await shopper.mutate(UPDATE_CART_ITEMS_MUTATION, { input });
      return { cart: data.updateCartItems ? cartView(data.updateCartItems.cart) : null };
    },
  }),
  removeItemFromCart: method({
    args: z.tuple([z.strictObject({ cart_id: CartIdSchema, cart_item_uid: Uid })]),
    async run([input], { shopper }) {
      const data = await shopper.mutate(REMOVE_ITEM_FROM_CART_MUTATION, { input });
      return { cart: data.removeItemFromCart ? cartView(data.removeItemFromCart.cart) : null };
    },
  }),
  applyCouponToCart: method({
    args: z.tuple([z.strictObject({ cart_id: CartIdSchema, coupon_code: CouponCode })]),
    async run([input], { shopper }) {
      const data = await shopper.mutate(APPLY_COUPON_TO_CART_MUTATION, { input });
      return { cart: data.applyCouponToCart ? cartView(data.applyCouponToCart.cart) : null };
    },
  }),
  removeCouponFromCart: method({
    args: z.tuple([z.strictObject({ cart_id: CartIdSchema })]),
    async run([input], { shopper }) {
      const data = await shopper.mutate(REMOVE_COUPON_FROM_CART_MUTATION, { input });
      const cart = data.removeCouponFromCart?.cart;
      return { cart: cart ? cartView(cart) : null };
    },
  }),
  applyGiftCardToCart: method({
    args: z.tuple([z.strictObject({ cart_id: CartIdSchema, gift_card_code: GiftCardCode })]),
    async run([input], { shopper }) {
      const data = await shopper.mutate(APPLY_GIFT_CARD_TO_CART_MUTATION, { input });
      return { cart: data.applyGiftCardToCart ? cartView(data.applyGiftCardToCart.cart) : null };
    },
  }),
  removeGiftCardFromCart: method({
    args: z.tuple([z.strictObject({ cart_id: CartIdSchema, gift_card_code: GiftCardCode })]),
    async run([input], { shopper }) {
      const data = await shopper.mutate(REMOVE_GIFT_CARD_FROM_CART_MUTATION, { input });
      return { cart: data.removeGiftCardFromCart ? cartView(data.removeGiftCardFromCart.cart) : null };
    },
  }),
  setGuestEmailOnCart: method({
    args: z.tuple([z.strictObject({ email: Email, cart_id: CartIdSchema })]),
    async run([input], { shopper }) {
      const data = await shopper.mutate(SET_GUEST_EMAIL_ON_CART_MUTATION, { input });
      return { cart: data.setGuestEmailOnCart ? cartView(data.setGuestEmailOnCart.cart) : null };
    },
  }),
} as const;
