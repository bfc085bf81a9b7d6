import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { NotificationsView } from '../../ui/islands/notifications-view';
import { lazyModule } from '../chunk-reload';
import { $notifications, dismissNotification } from '../stores/notifications';

/**
 * The flash notice (`vsf-message`) is rare: its reader and schema load only when the cookie is
 * there, keeping them (and the zod checks they use) out of every page's JavaScript at load.
 */
const flashMessage = lazyModule(() => import('../flash-message-cookie'));

/** Subscribing mounts `$notifications`, which starts the auto-dismiss timers. */
export default function Notifications() {
  const notifications = useStore($notifications, { ssr: 'initial' });
  useEffect(() => {
    if (document.cookie.includes('vsf-message=')) void flashMessage().then((module) => module.showFlashMessage());
  }, []);
  return <NotificationsView notifications={notifications} onDismiss={dismissNotification} />;
}
