import { serializeFlashMessage, type FlashMessage } from '../../domain/flash-message';
import { announceSignedOut } from '../api-fetch';

/**
 * The flash cookie's name (client/flash-message-cookie.ts FLASH_MESSAGE_COOKIE), repeated: that
 * module imports the notifications store, which no island may carry at load.
 */
const FLASH_MESSAGE_COOKIE = 'vsf-message';

/**
 * After the account is deleted or a required consent withdrawn, the server has already removed
 * the session cookies (customer-methods.ts): every loaded store clears itself, a notice is left
 * for the next page (the `vsf-message` cookie the notifications read, as the server writes it)
 * and the shopper goes home with a full load, so nothing of the customer stays in this page.
 */
export function leaveSignedOut(notice: FlashMessage, jar: { cookie: string } = document, go: (path: string) => void = (path) => window.location.assign(path)): void {
  announceSignedOut();
  // The key comes from the API answer (worker code), so the browser's catalogue has its text.
  if (notice.key) jar.cookie = `${FLASH_MESSAGE_COOKIE}=${encodeURIComponent(serializeFlashMessage(notice))}; path=/; secure; samesite=strict`;
  go('/');
}
