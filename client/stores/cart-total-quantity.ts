import { atom } from 'nanostores';

/**
 * Total quantity for the header cart badge. Placeholder: stays 0 until the cart issue derives
 * it from `$cart` (cart.total_quantity). The server always renders 0, so cached HTML is anonymous.
 */
export const $cartTotalQuantity = atom(0);
