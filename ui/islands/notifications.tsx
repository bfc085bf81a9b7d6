import { NotificationsView } from './notifications-view';

/**
 * The notification stack of the layouts: server HTML only, an empty live region (screen readers
 * already watch it when the first notice arrives). Not an island: every notice comes from code
 * that itself loads on interaction (an add to cart, a review, the assembly list) or from the
 * `vsf-message` flash cookie, so client/notifications.ts (boot) loads the store and renders
 * notices into the region only then. The HTML stays anonymous and cacheable.
 */
export function NotificationsIsland() {
  return <NotificationsView notifications={[]} />;
}
