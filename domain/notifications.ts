/**
 * Notification policy (storefront.md §4 "Notifications", §8 success toasts, §9 constants).
 * Pure functions over plain lists: the `$notifications` store in client/ applies them and
 * owns ids and timers.
 */

export const NOTIFICATION_TYPES = ['danger', 'success', 'info', 'warning'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** At most this many are shown; adding one more drops the oldest (§4, §9). */
export const MAX_NOTIFICATIONS = 3;
/** Default lifetime of a notification (§9). */
export const DEFAULT_TIME_TO_LIVE = 3000;
/** Lifetime of success toasts such as 'Product added to cart' (§8, §9). */
export const TOAST_TIME_TO_LIVE = 5000;

export type Notification = {
  readonly id: string;
  readonly title: string;
  /** A sentence under the title (e.g. 'Registration confirmation': what to do next; a cart error's message under 'Wishlist error'); absent for most notices. */
  readonly message?: string;
  readonly type: NotificationType;
  /** A persistent notification never auto-dismisses (e.g. 'You are not authorized, please log in.'). */
  readonly persist: boolean;
  /** Milliseconds before auto-dismiss; ignored when `persist`. */
  readonly timeToLive: number;
};

export type NotificationInput = {
  readonly title: string;
  readonly message?: string;
  readonly type: NotificationType;
  readonly persist?: boolean;
  readonly timeToLive?: number;
};

/**
 * Notices that stay until dismissed by hand (storefront.md §4 "Authorization error": a
 * persistent warning). A flash cookie carries no `persist` flag, so it is decided by key.
 */
export const PERSISTENT_NOTICES: readonly string[] = ['You are not authorized, please log in.'];

/** Whether the notice with this catalogue key (the spec's English text) is persistent. */
export function isPersistentNotice(key: string): boolean {
  return PERSISTENT_NOTICES.includes(key);
}

/** Fill the defaults: not persistent, `DEFAULT_TIME_TO_LIVE` (a non-positive or non-finite lifetime too). */
export function createNotification(input: NotificationInput, id: string): Notification {
  const ttl = input.timeToLive;
  return {
    id,
    title: input.title,
    ...(input.message ? { message: input.message } : {}),
    type: input.type,
    persist: input.persist ?? false,
    timeToLive: ttl !== undefined && Number.isFinite(ttl) && ttl > 0 ? ttl : DEFAULT_TIME_TO_LIVE,
  };
}

/** A success toast (§8): shown for `TOAST_TIME_TO_LIVE`. */
export function toastInput(title: string, type: NotificationType = 'success'): NotificationInput {
  return { title, type, timeToLive: TOAST_TIME_TO_LIVE };
}

/**
 * The list after showing `notification`. Returns the same `shown` array (identity kept, so a
 * store does not notify) when a notification with the same title is already shown; otherwise
 * appends it and drops the oldest beyond `MAX_NOTIFICATIONS`, persistent ones included.
 */
export function addNotification(
  shown: readonly Notification[],
  notification: Notification,
): readonly Notification[] {
  if (shown.some((n) => n.title === notification.title)) return shown;
  const next = [...shown, notification];
  return next.length > MAX_NOTIFICATIONS ? next.slice(next.length - MAX_NOTIFICATIONS) : next;
}

/** The list without `id`; the same array when `id` is not shown. */
export function removeNotification(shown: readonly Notification[], id: string): readonly Notification[] {
  return shown.some((n) => n.id === id) ? shown.filter((n) => n.id !== id) : shown;
}

/** Milliseconds until auto-dismiss, or `null` for a persistent notification. */
export function dismissAfter(notification: Notification): number | null {
  return notification.persist ? null : notification.timeToLive;
}
