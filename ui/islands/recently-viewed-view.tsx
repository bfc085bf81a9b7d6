import * as z from 'zod/mini';

export const recentlyViewedPropsSchema = z.object({ currentSku: z.string() });
export type RecentlyViewedProps = z.output<typeof recentlyViewedPropsSchema>;

/**
 * What the server renders, and the island until there are products to show: an empty, hidden
 * section (the list lives in the shopper's localStorage). The filled section is
 * recently-viewed-list.tsx, loaded only when there is something to show.
 */
export function RecentlyViewedShell() {
  return <section className="recently-viewed" hidden />;
}
