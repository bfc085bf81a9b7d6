import { Island } from '../island/island';
import { type ListingViewProps, ListingViewView } from './listing-view-view';

export type ListingViewIslandProps = ListingViewProps;

/**
 * Grid/list toggle for the listing whose element has id `targetId` (render it with
 * `data-view="grid"`). The choice is kept in localStorage `listingView`; hydrated on load so a
 * remembered list view applies before the shopper starts reading.
 */
export function ListingViewIsland({ targetId }: ListingViewIslandProps) {
  return (
    <Island name="listing-view" props={{ targetId }} hydrate="load">
      <ListingViewView targetId={targetId} view="grid" />
    </Island>
  );
}
