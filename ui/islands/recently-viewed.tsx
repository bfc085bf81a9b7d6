import { Island } from '../island/island';
import { type RecentlyViewedProps, RecentlyViewedShell } from './recently-viewed-view';

export type RecentlyViewedIslandProps = RecentlyViewedProps;

/**
 * Recently viewed products of the product page. The server renders an empty shell (the list
 * lives in the shopper's localStorage). Its prelude records this view with the page; the list
 * hydrates when idle, and only when other products were viewed before (a first product view loads
 * no React; the shell is `hidden`, so `visible` could never see it).
 */
export function RecentlyViewedIsland({ currentSku }: RecentlyViewedIslandProps) {
  return (
    <Island name="recently-viewed" props={{ currentSku }} hydrate="idle">
      <RecentlyViewedShell />
    </Island>
  );
}
