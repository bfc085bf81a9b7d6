import { task } from 'nanostores';
import { decodeFlashMessage } from '../domain/flash-message';
import { isPersistentNotice, type Notification } from '../domain/notifications';
import { translate } from '../ui/i18n/t';
import { readCookie } from './session-cookies';
import { pushNotification } from './stores/notifications';

/** Cookie of the one-shot notice carried to the next page (storefront.md §3 Cookies). */
export const FLASH_MESSAGE_COOKIE = 'vsf-message';

/** Anything with a `document.cookie`-like accessor, so tests need no browser. */
export type CookieJar = { cookie: string };

/** Read and delete the flash cookie (deleted even when malformed, so it cannot stick). */
export function takeFlashMessageCookie(jar: CookieJar): string | null {
  const raw = readCookie(jar.cookie, FLASH_MESSAGE_COOKIE);
  if (raw === null) return null;
  jar.cookie = `${FLASH_MESSAGE_COOKIE}=; path=/; max-age=0; secure; samesite=strict`;
  return raw;
}

/**
 * Show the flash notice of the `vsf-message` cookie, if any (title = the catalogue text of its
 * key; persistent for the keys of `PERSISTENT_NOTICES`), and delete the cookie. Resolves to the pushed notification, or `null` (no cookie,
 * malformed, or a notice with the same title is already shown). Runs as a nanostores task so
 * tests can `await allTasks()`.
 */
export function showFlashMessage(jar: CookieJar = document): Promise<Notification | null> {
  const raw = takeFlashMessageCookie(jar);
  if (raw === null) return Promise.resolve(null);
  return task(() => {
    const message = decodeFlashMessage(raw);
    if (!message) return null;
    return pushNotification({
      title: translate(message.key),
      type: message.type,
      timeToLive: message.timeToLive,
      persist: isPersistentNotice(message.key),
    });
  });
}
