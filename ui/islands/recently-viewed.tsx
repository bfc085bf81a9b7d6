import { Island } from '../island/island';
import { type RecentlyViewedProps, RecentlyViewedShell } from './recently-viewed-view';

export type RecentlyViewedIslandProps = RecentlyViewedProps;

/**
 * Recently viewed products of the product page. The server renders an empty shell (the list
 * lives in the shopper's localStorage); hydrated when idle, since it must record this view
 * even if the shopper never scrolls down to it.
 */
export function RecentlyViewedIsland({ currentSku }: RecentlyViewedIslandProps) {
  return (
    <Island name="recently-viewed" props={{ currentSku }} hydrate="idle">
      <RecentlyViewedShell />
    </Island>
  );
}
