import { serializeFlashMessage, type FlashMessage } from '../../domain/flash-message';
import { FLASH_MESSAGE_COOKIE } from '../flash-message-cookie';

/**
 * After the account is deleted or a required consent withdrawn, the server has already removed
 * the session cookies (customer-methods.ts): leave a notice for the next page (the `vsf-message`
 * cookie the notifications read, as the server writes it) and go home with a full load, so no
 * store in this page keeps the customer's data.
 */
export function leaveSignedOut(notice: FlashMessage, jar: { cookie: string } = document, go: (path: string) => void = (path) => window.location.assign(path)): void {
  jar.cookie = `${FLASH_MESSAGE_COOKIE}=${encodeURIComponent(serializeFlashMessage(notice))}; path=/; secure; samesite=strict`;
  go('/');
}
