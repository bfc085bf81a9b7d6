/** Attributes the footer writes and the boot module reads (client/tracking/). */
export const CONSENT_SETTINGS_ATTRIBUTE = 'data-consent-settings';
export const GTM_ID_ATTRIBUTE = 'data-gtm-id';
export const CHAT_KEY_ATTRIBUTE = 'data-chat-key';
