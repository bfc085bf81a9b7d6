// Mutation.applyCouponToCart / removeCouponFromCart with Magento 2.4.7's messages, in its order
// (QuoteGraphQl Model/Resolver/ApplyCouponToCart.php, RemoveCouponFromCart.php, Quote
// Model/CouponManagement.php): one coupon per cart;
// the discount itself is computed whenever the cart is priced (cart-shape.ts).
import { inputError, noSuchEntity } from '../errors';
import { cartForUser, missing } from './cart-access';
import { cartShape } from './cart-shape';
import { cartItems, setCartCoupon, usableCoupon } from './cart-store';
import type { Resolvers } from '../../generated/resolvers';
import type { MutationResolver } from '../resolver-types';

/** Longest code looked up; Magento's salesrule_coupon.code is 255 characters. */
const MAX_CODE_LENGTH = 255;
export const COUPON_NOT_VALID = "The coupon code isn't valid. Verify the code and try again.";

const applyCouponToCart: MutationResolver<'applyCouponToCart'> = async (_s, { input }, context) => {
  if (!input?.cart_id) throw missing('cart_id');
  if (!input.coupon_code) throw missing('coupon_code');
  const cart = await cartForUser(context, input.cart_id);
  // Magento looks for an applied coupon before CouponManagement::set checks the items.
  if (cart.coupon_code) throw inputError('A coupon is already applied to the cart. Please remove it to apply another');
  if (!(await cartItems(context.db, cart.id)).length) throw noSuchEntity('Cart does not contain products.');
  const coupon = input.coupon_code.length <= MAX_CODE_LENGTH ? await usableCoupon(context.db, input.coupon_code.trim()) : null;
  if (!coupon) throw noSuchEntity(COUPON_NOT_VALID);
  return { cart: await cartShape(context, await setCartCoupon(context.db, cart.id, coupon.code)) };
};

const removeCouponFromCart: MutationResolver<'removeCouponFromCart'> = async (_s, { input }, context) => {
  if (!input?.cart_id) throw missing('cart_id');
  const cart = await cartForUser(context, input.cart_id);
  // CouponManagement::remove refuses an empty cart, coupon or not; RemoveCouponFromCart's text has no period.
  if (!(await cartItems(context.db, cart.id)).length) throw noSuchEntity('Cart does not contain products');
  return { cart: await cartShape(context, await setCartCoupon(context.db, cart.id, null)) };
};

export const couponResolvers = { Mutation: { applyCouponToCart, removeCouponFromCart } } satisfies Resolvers;
