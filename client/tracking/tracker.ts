import { isGranted } from '../../domain/consent';
import { $consent, whenConsented } from './consent';
import { TRACK_EVENT } from '../stores/ui';
import { pushToDataLayer } from './data-layer';
import type * as Analytics from './analytics';
import type { TrackEvent } from './events';

/**
 * The one event bus (issue 10 point 1): islands publish what the shopper did
 * (client/stores/ui.ts `publishTracking`, a DOM event) and it arrives at `track()`; the
 * GA4 adapter (./analytics, a chunk loaded once analytics consent is granted: a shopper who
 * declines never downloads it) turns each into data-layer pushes.
 *
 * Before a choice events are QUEUED in memory (this page only, at most 50): a shopper who
 * accepts on the page they landed on is counted for it (its view_item), as Consent Mode's
 * `wait_for_update` intends; nothing is pushed until then. A decline drops the queue and
 * every later event; a page left without a choice takes its queue with it.
 */
const queue: TrackEvent[] = [];
let analytics: Promise<typeof Analytics> | null = null;
const loadAnalytics = () => (analytics ??= import('./analytics'));

function flush(): void {
  if (!queue.length || !isGranted($consent.get(), 'analytics')) return;
  const batch = queue.splice(0);
  loadAnalytics().then(
    ({ pushEvents }) => pushEvents(batch, pushToDataLayer),
    () => console.warn('Tracking did not load'),
  );
}

export function track(event: TrackEvent): void {
  const consent = $consent.get();
  if (consent && !consent.analytics) return;
  if (queue.length < 50) queue.push(event);
  flush();
}

/** Islands' events; the queue on a choice; lists and promotions the server rendered from the moment analytics is granted. */
export function startAnalytics(): void {
  (globalThis as Partial<EventTarget>).addEventListener?.(TRACK_EVENT, (event) => track((event as CustomEvent<TrackEvent>).detail));
  $consent.listen((grants) => (grants?.analytics ? flush() : (queue.length = 0)));
  whenConsented('analytics', () => void loadAnalytics().then(({ startDomTracking }) => startDomTracking(track), () => {}));
}
