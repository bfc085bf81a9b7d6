import type { Notification } from '../../domain/notifications';
import { t } from '../i18n/t';
import { CloseIcon } from './header-icons';

export type NotificationsViewProps = {
  notifications: readonly Notification[];
  onDismiss?: (id: string) => void;
};

/**
 * The notification stack. The live region is rendered (empty) by the server, so screen readers
 * already watch it when the first notice arrives; a notice added later is announced politely.
 */

export function NotificationsView({ notifications, onDismiss }: NotificationsViewProps) {
  // NOTIFICATIONS_LIST_ATTRIBUTE of ui/header/cart-markers.ts, written out: importing it would
  // make that module a chunk of its own, shared by the boot module and the notices' chunk.
  const marker = { 'data-notifications': '' };
  return (
    <section className="notifications" aria-label={t('Notifications')}>
      {/* role="status" is not allowed on <ul>: the live region is a <div> of notices. */}
      <div className="notifications__list" role="status" aria-live="polite" {...marker}>
        <NotificationItems notifications={notifications} onDismiss={onDismiss} />
      </div>
    </section>
  );
}

/** The notices themselves (the browser renders them into the server's live region). */
export function NotificationItems({ notifications, onDismiss }: NotificationsViewProps) {
  return (
    <>
        {notifications.map((notification) => (
          <div key={notification.id} className={`notification notification--${notification.type}`}>
            <span className="notification__title">
              {notification.title}
              {notification.message ? <span className="notification__message">{notification.message}</span> : null}
            </span>
            <button
              type="button"
              className="notification__close"
              aria-label={t('Close')}
              onClick={onDismiss ? () => onDismiss(notification.id) : undefined}
            >
              <CloseIcon />
            </button>
          </div>
        ))}
    </>
  );
}
