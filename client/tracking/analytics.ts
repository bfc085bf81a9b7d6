import { readStorage, writeStorage } from '../browser-storage';
import type { TrackEvent } from './events';
import { ga4Pushes } from './ga4';

/**
 * The chunk loaded once analytics consent is granted (client/tracking/tracker.ts): the GA4
 * adapter, the purchase de-duplication and the list/promotion glue. It imports nothing of the
 * boot module's own (that would split the boot module); the bus is handed in.
 */
export { startDomTracking } from './dom-tracking';

/** Purchases already pushed, by order number: the thank-you page may be reloaded or revisited. */
export const PUSHED_ORDERS_KEY = 'tracked-orders';
const MAX_REMEMBERED_ORDERS = 20;

function pushedOrders(): string[] {
  try {
    const value: unknown = JSON.parse(readStorage(PUSHED_ORDERS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** False for a purchase whose order was pushed before (and remembers this one). */
function firstTimeOf(event: TrackEvent): boolean {
  if (event.type !== 'purchase') return true;
  const seen = pushedOrders();
  if (seen.includes(event.transactionId)) return false;
  writeStorage(PUSHED_ORDERS_KEY, JSON.stringify([...seen, event.transactionId].slice(-MAX_REMEMBERED_ORDERS)));
  return true;
}

/** Push `events` in GA4's shape, each purchase only the first time. */
export function pushEvents(events: readonly TrackEvent[], push: (item: unknown) => void): void {
  for (const event of events) if (firstTimeOf(event)) for (const item of ga4Pushes(event)) push(item);
}
