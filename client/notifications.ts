/**
 * Wakes the notification stack (ui/islands/notifications.tsx: an empty live region in the server
 * HTML). Run once by the boot module: the notices' rendering, store and flash reader load from
 * their own chunk only when there is a notice: a `vsf-message` flash cookie, or the first push
 * (client/stores/notifications.ts announces it with the `vsf-notice` event and leaves the
 * `vsfNotice` flag for a push made before this ran; names repeated, not imported, so the store
 * stays out of the boot module). Most pages never load any of it.
 */
import { NOTIFICATIONS_LIST_ATTRIBUTE } from '../ui/header/cart-markers';
import { lazyModule } from './chunk-reload';

const live = lazyModule(() => import('./notifications-live'));

export function enhanceNotifications(root: Document = document): void {
  const region = root.querySelector(`[${NOTIFICATIONS_LIST_ATTRIBUTE}]`);
  if (!region) return;
  // Runs once: either now or on the first notice (the listener is added only when not now).
  const start = () => void live().then((module) => module.mountNotifications(region));
  if ('vsfNotice' in globalThis || root.cookie.includes('vsf-message=')) start();
  else globalThis.addEventListener('vsf-notice', start, { once: true });
}
