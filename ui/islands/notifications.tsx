import { Island } from '../island/island';
import { NotificationsView } from './notifications-view';

/**
 * The notification stack of the default layout. Rendered empty: notices come from the stores in
 * the browser, including the `vsf-message` flash cookie, so the HTML stays anonymous.
 */
export function NotificationsIsland() {
  return (
    <Island name="notifications" hydrate="idle">
      <NotificationsView notifications={[]} />
    </Island>
  );
}
