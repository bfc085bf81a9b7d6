/** Attributes the server's markup carries and the boot module reads (client/tracking/). */
export const CONSENT_SETTINGS_ATTRIBUTE = 'data-consent-settings';
/** On the banner's `<section>` (ui/consent/consent-banner.tsx), wherever it was rendered. */
export const CONSENT_BANNER_ATTRIBUTE = 'data-consent-banner';
export const GTM_ID_ATTRIBUTE = 'data-gtm-id';
export const CHAT_KEY_ATTRIBUTE = 'data-chat-key';
