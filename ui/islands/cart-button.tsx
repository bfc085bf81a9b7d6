import { Island } from '../island/island';
import { CartButtonView } from './cart-button-view';

/** Header cart button; the badge appears after hydration once the cart is loaded. */
export function CartButtonIsland() {
  return (
    <Island name="cart-button" hydrate="load">
      <CartButtonView totalQuantity={0} />
    </Island>
  );
}
