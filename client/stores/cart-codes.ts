import { t } from '../../ui/i18n/t';
import { callMagento } from '../api-fetch';
import { cartCall } from './cart-lifecycle';
import { enqueue } from './cart-queue';
import { $cart, type CartAction, cartFailure, type CartResult } from './cart-state';

/** Coupons and gift cards on the `$cart` store: each action keeps its own error (storefront.md §8). */

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

