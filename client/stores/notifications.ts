import { atom, onMount, onNotify } from 'nanostores';
import {
  addNotification,
  createNotification,
  dismissAfter,
  type Notification,
  type NotificationInput,
  type NotificationType,
  removeNotification,
  toastInput,
} from '../../domain/notifications';

/** Shown notifications, oldest first. Policy: domain/notifications.ts. */
export const $notifications = atom<readonly Notification[]>([]);

let sequence = 0;

/**
 * Wakes the notifications island, which loads this store only once there is a notice
 * (client/islands/notifications.tsx repeats these names).
 */
function announceNotice(): void {
  const global = globalThis as { vsfNotice?: true; dispatchEvent?: (event: Event) => boolean };
  global.vsfNotice = true;
  if (typeof global.dispatchEvent === 'function') global.dispatchEvent(new Event('vsf-notice'));
}

/**
 * Show a notification. Returns it, or `null` when one with the same title is already shown
 * (storefront.md §4). Auto-dismiss is scheduled while the store is mounted (see below).
 */
export function pushNotification(input: NotificationInput): Notification | null {
  const notification = createNotification(input, `n${++sequence}`);
  const shown = $notifications.get();
  const next = addNotification(shown, notification);
  if (next === shown) return null;
  $notifications.set(next);
  announceNotice();
  return notification;
}

/** A 5000 ms toast (storefront.md §8), success by default. */
export function pushToast(title: string, type: NotificationType = 'success'): Notification | null {
  return pushNotification(toastInput(title, type));
}

export function dismissNotification(id: string): void {
  $notifications.set(removeNotification($notifications.get(), id));
}

// Auto-dismiss as a store side effect rather than in the action or a component: one timer per
// shown, non-persistent notification, started while anything listens to the store (the
// notifications island) and cleared when it unmounts.
onMount($notifications, () => {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const sync = (shown: readonly Notification[]): void => {
    for (const notification of shown) {
      const delay = dismissAfter(notification);
      if (delay === null || timers.has(notification.id)) continue;
      timers.set(
        notification.id,
        setTimeout(() => {
          timers.delete(notification.id);
          dismissNotification(notification.id);
        }, delay),
      );
    }
    for (const [id, timer] of timers) {
      if (!shown.some((n) => n.id === id)) {
        clearTimeout(timer);
        timers.delete(id);
      }
    }
  };
  sync($notifications.value ?? []);
  // onNotify runs after the new value is stored and before listeners; it adds no listener, so
  // it does not keep the store mounted by itself.
  const unbind = onNotify($notifications, () => sync($notifications.value ?? []));
  return () => {
    unbind();
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  };
});
