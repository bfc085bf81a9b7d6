/**
 * The notices, rendered by the browser into the layout's live region (ui/islands/notifications-
 * view.tsx) once the first one comes (client/notifications.ts): bound to `$notifications`
 * (subscribing mounts it, which starts the auto-dismiss timers), and it shows the `vsf-message`
 * flash notice.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { NotificationItems } from '../ui/islands/notifications-view';
import { showFlashMessage } from './flash-message-cookie';
import { $notifications, dismissNotification } from './stores/notifications';

function LiveNotifications() {
  const notifications = useStore($notifications);
  useEffect(() => {
    void showFlashMessage();
  }, []);
  return <NotificationItems notifications={notifications} onDismiss={dismissNotification} />;
}

/**
 * Render the notices into `region` (emptied first; the server's is empty).
 */
export function mountNotifications(region: Element): void {
  region.replaceChildren();
  createRoot(region).render(<LiveNotifications />);
}
