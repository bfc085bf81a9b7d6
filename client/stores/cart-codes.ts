import { t } from '../../ui/i18n/t';
import { type ApiResult, callMagento } from '../api-fetch';
import { currentCartId } from '../session-cookies';
import { failureText, showCart } from './cart-lifecycle';
import { enqueue } from './cart-queue';
import { $cart, type Cart, type CartAction, cartFailure, type CartResult, setCartError } from './cart-state';

/** Coupons, gift cards and the guest's e-mail on the `$cart` store: each action keeps its own error (storefront.md §8). */
/** A call that answers the cart (worker/api/cart-methods.ts), for the stored cart id. */
type CartCall = (cartId: string) => Promise<ApiResult<{ readonly cart: Cart | null }>>;

async function cartCall(action: CartAction, call: CartCall, backendMessage: string): Promise<CartResult> {
  const id = currentCartId();
  if (id === null) return cartFailure(action, backendMessage);
  const reply = await call(id);
  if (!reply.ok || !reply.data.cart) return cartFailure(action, reply.ok ? t('Something went wrong') : failureText(reply, backendMessage));
  showCart(reply.data.cart);
  setCartError(action, null);
  return { ok: true };
}

const required = (action: CartAction, value: string): CartResult | null => (value.trim() ? null : cartFailure(action, t('Please fill this field to continue')));

/** Apply a coupon; a refused code is 'Coupon code not valid' (§8), kept as the applyCoupon error. */
export function applyCoupon(code: string): Promise<CartResult> {
  const empty = required('applyCoupon', code);
  if (empty) return Promise.resolve(empty);
  return enqueue(() => cartCall('applyCoupon', (id) => callMagento('applyCouponToCart', [{ cart_id: id, coupon_code: code.trim() }]), t('Coupon code not valid')));
}

export function removeCoupon(): Promise<CartResult> {
  return enqueue(() => cartCall('removeCoupon', (id) => callMagento('removeCouponFromCart', [{ cart_id: id }]), t('Something went wrong')));
}

/**
 * Apply a gift card code: one already on the cart is 'Gift card already applied' without a call;
 * a refused one is 'Invalid gift card code' (§8), kept as the applyGiftCard error.
 */
export function applyGiftCard(code: string): Promise<CartResult> {
  const empty = required('applyGiftCard', code);
  if (empty) return Promise.resolve(empty);
  const wanted = code.trim();
  return enqueue(async () => {
    const applied = $cart.get()?.applied_gift_cards ?? [];
    if (applied.some((card) => card?.code?.toUpperCase() === wanted.toUpperCase())) return cartFailure('applyGiftCard', t('Gift card already applied'));
    return cartCall('applyGiftCard', (id) => callMagento('applyGiftCardToCart', [{ cart_id: id, gift_card_code: wanted }]), t('Invalid gift card code'));
  });
}

export function removeGiftCard(code: string): Promise<CartResult> {
  return enqueue(() => cartCall('removeGiftCard', (id) => callMagento('removeGiftCardFromCart', [{ cart_id: id, gift_card_code: code }]), t('Something went wrong')));
}

/** Checkout: the guest's e-mail on the cart (the backend checks the address again). */
export function setGuestEmail(email: string): Promise<CartResult> {
  return enqueue(() => cartCall('setGuestEmail', (id) => callMagento('setGuestEmailOnCart', [{ cart_id: id, email }]), t('Please enter a valid e-mail address')));
}

