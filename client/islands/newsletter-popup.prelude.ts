import { NEWSLETTER_CLOSE_TIME_KEY, NEWSLETTER_SUBSCRIBED_KEY, reopenDelayPassed } from '../../domain/newsletter';
import { readStorage } from '../browser-storage';

const numberIn = (props: unknown, key: string): number | null => {
  const value = typeof props === 'object' && props !== null ? (props as Record<string, unknown>)[key] : null;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * The managed newsletter popup's timer (customer.md §4), without React: when the browser's own
 * records already rule the popup out (closed within the reopen delay, or subscribed here) the
 * island is not needed; otherwise, `openAfterSeconds` after the page started loading, the
 * signed-in customer's subscription is asked (client/newsletter-due.ts, loaded then) and the
 * island hydrates (React and the dialog load) only when the popup may open.
 */
export async function prelude(_element: Element, props: unknown): Promise<boolean> {
  const openAfterSeconds = numberIn(props, 'openAfterSeconds');
  const reopenAfterClosedHours = numberIn(props, 'reopenAfterClosedHours');
  if (openAfterSeconds === null || reopenAfterClosedHours === null) return false;
  if (readStorage(NEWSLETTER_SUBSCRIBED_KEY) || !reopenDelayPassed(readStorage(NEWSLETTER_CLOSE_TIME_KEY), Date.now(), reopenAfterClosedHours)) return false;
  // From the start of the page load, not from when this ran.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, openAfterSeconds * 1000 - performance.now())));
  const { mayOpenNow } = await import('../newsletter-due');
  return mayOpenNow(reopenAfterClosedHours);
}
