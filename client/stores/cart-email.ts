import { t } from '../../ui/i18n/t';
import { callMagento } from '../api-fetch';
import { cartCall } from './cart-lifecycle';
import { enqueue } from './cart-queue';
import type { CartResult } from './cart-state';

/** Checkout: the guest's e-mail on the cart (the backend checks the address again). */
export function setGuestEmail(email: string): Promise<CartResult> {
  return enqueue(() => cartCall('setGuestEmail', (id) => callMagento('setGuestEmailOnCart', [{ cart_id: id, email }]), t('Please enter a valid e-mail address')));
}
