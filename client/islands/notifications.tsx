import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { NotificationsView } from '../../ui/islands/notifications-view';
import { showFlashMessage } from '../flash-message-cookie';
import { $notifications, dismissNotification } from '../stores/notifications';

/** Subscribing mounts `$notifications`, which starts the auto-dismiss timers. */
export default function Notifications() {
  const notifications = useStore($notifications, { ssr: 'initial' });
  useEffect(() => {
    void showFlashMessage();
  }, []);
  return <NotificationsView notifications={notifications} onDismiss={dismissNotification} />;
}
