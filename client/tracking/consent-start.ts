import { CHAT_KEY_ATTRIBUTE, CONSENT_BANNER_ATTRIBUTE, CONSENT_SETTINGS_ATTRIBUTE, GTM_ID_ATTRIBUTE } from '../../ui/consent/consent-markers';
import { reloadAfterChunkFailure } from '../chunk-reload';
import { commitConsent, storedConsent, whenConsented } from './consent';
import { pushToDataLayer } from './data-layer';

/*
 * The boot module's side of consent. The banner's markup comes with the page when the edge saw
 * no choice (worker/middleware/consent-banner.tsx); what a choice does and the banner the footer
 * reopens are a chunk of their own (client/tracking/consent-ui.ts, loaded on the first
 * submit or click), which gets what it needs from here as arguments: a module it imported from the boot module would be split out of it into a
 * chunk of its own. Every byte here is on every page (the boot budget is tight).
 */

/** A submit of the banner's form (saved in the browser, not posted) or a click on the footer's 'Cookie settings'. */
function onConsentEvent(event: Event): void {
  const target = event.target as Element;
  if (event.type === 'submit' ? !target.closest(`[${CONSENT_BANNER_ATTRIBUTE}]`) : !target.closest?.(`[${CONSENT_SETTINGS_ATTRIBUTE}]`)) return;
  event.preventDefault();
  import('./consent-ui').then(({ consentEvent }) => consentEvent(event, { stored: storedConsent(), commit: commitConsent }), reloadAfterChunkFailure);
}

/** Wires the banner's form (the edge's or a reopened one) and enables the footer's 'Cookie settings'. */
export function startConsentBanner(): void {
  document.addEventListener('submit', onConsentEvent);
  document.addEventListener('click', onConsentEvent);
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button[${CONSENT_SETTINGS_ATTRIBUTE}]`)) button.disabled = false;
}

/** The tag manager and the chat widget, only when configured. */
export function startThirdParties(): void {
  const footer = document.querySelector('footer');
  const gtm = footer?.getAttribute(GTM_ID_ATTRIBUTE) ?? '';
  const chat = footer?.getAttribute(CHAT_KEY_ATTRIBUTE) ?? '';
  if (gtm || chat) import('./third-party').then(({ startThirdParties: start }) => start({ gtm, chat, whenConsented, push: pushToDataLayer }), reloadAfterChunkFailure);
}
