import { Island } from '../island/island';
import { WishlistButtonView } from './wishlist-button-view';

/** Header wishlist button; the count appears after hydration for a signed-in customer. */
export function WishlistButtonIsland() {
  return (
    <Island name="wishlist-button" hydrate="load">
      <WishlistButtonView signedIn={false} count={0} />
    </Island>
  );
}
