import { Island } from '../island/island';
import { ThankYouView } from './thank-you-view';

/**
 * The order confirmation: the order lives in the shopper's browser (`lastPlacedOrder`), so the
 * server renders only the loading state and the island loads the order.
 */
export function ThankYouIsland() {
  return (
    <Island name="thank-you" hydrate="load">
      <ThankYouView state={{ status: 'loading' }} />
    </Island>
  );
}
