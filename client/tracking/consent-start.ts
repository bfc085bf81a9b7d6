import { createRoot } from 'react-dom/client';
import { CHAT_KEY_ATTRIBUTE, CONSENT_SETTINGS_ATTRIBUTE, GTM_ID_ATTRIBUTE } from '../../ui/footer/consent-markers';
import { reloadAfterChunkFailure } from '../chunk-reload';
import { commitConsent, storedConsent, whenConsented } from './consent';
import { pushToDataLayer } from './data-layer';

/*
 * The boot module's side of consent: the banner and the third-party loader are chunks of their
 * own, and get what they need from here as arguments (as the header's sidebars get createRoot):
 * a module they imported from the boot module would be split out of it into a chunk of its own.
 */

/** Show the banner; `settings` (the footer's button, focus returns to it) opens the category toggles. */
function openBanner(settings: HTMLElement | null): void {
  import('./consent-banner').then(({ showConsentBanner }) => showConsentBanner({ createRoot, settings, stored: storedConsent(), commit: commitConsent }), reloadAfterChunkFailure);
}

/** The banner when no choice is stored; the footer's 'Cookie settings' reopens it. */
export function startConsentBanner(): void {
  if (!storedConsent()) openBanner(null);
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button[${CONSENT_SETTINGS_ATTRIBUTE}]`)) button.disabled = false;
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${CONSENT_SETTINGS_ATTRIBUTE}]`) : null;
    if (button) openBanner(button);
  });
}

/** The tag manager and the chat widget, only when configured. */
export function startThirdParties(): void {
  const footer = document.querySelector('footer');
  const gtm = footer?.getAttribute(GTM_ID_ATTRIBUTE) ?? '';
  const chat = footer?.getAttribute(CHAT_KEY_ATTRIBUTE) ?? '';
  if (gtm || chat) import('./third-party').then(({ startThirdParties: start }) => start({ gtm, chat, whenConsented, push: pushToDataLayer }), reloadAfterChunkFailure);
}
