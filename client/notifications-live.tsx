/**
 * The notices, rendered by the browser into the layout's live region (ui/islands/notifications-
 * view.tsx) once the first one comes (client/notifications.ts): bound to `$notifications`
 * (subscribing mounts it, which starts the auto-dismiss timers), and it shows the `vsf-message`
 * flash notice.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { createRoot } from 'react-dom/client';
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
 * Render the notices into `region` (emptied first; the server's is empty). `render` is react-dom's
 * `createRoot`, handed over by the boot module that holds react-dom.
 */
export function mountNotifications(region: Element, render: typeof createRoot): void {
  region.replaceChildren();
  render(region).render(<LiveNotifications />);
}
