/**
 * Ids and marker attributes of the header's account control and the authentication sidebar,
 * shared by the server markup (ui/header/account-button.tsx) and the browser glue
 * (client/account-button.ts, client/auth-sidebar.tsx). Free of JSX, so the glue on every page
 * imports only these strings.
 */
export const AUTH_SIDEBAR_ID = 'auth-sidebar';
export const ACCOUNT_BUTTON_ATTRIBUTE = 'data-account-button';
/** The badge with the first letter of the signed-in customer's name. */
export const ACCOUNT_INITIAL_ATTRIBUTE = 'data-account-initial';
/** The two accessible names of the button: signed out ('Log in') and signed in ('My account'). */
export const ACCOUNT_LABEL_ATTRIBUTE = 'data-account-label';
/** Where the sidebar's React root goes. */
export const AUTH_SIDEBAR_ROOT_ATTRIBUTE = 'data-auth-sidebar-root';
/** The ID-card service's URL (configuration CARD_ID_AUTH_URL), on the sidebar element. */
export const CARD_ID_AUTH_URL_ATTRIBUTE = 'data-card-id-auth-url';
