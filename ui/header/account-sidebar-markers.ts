/**
 * Ids and marker attributes of the account sidebar (ui/header/account-sidebar.tsx), shared with
 * its browser glue (client/account-sidebar-glue.ts, client/account-sidebar.ts). Free of JSX so the
 * glue on every page imports only these strings.
 */
export const ACCOUNT_SIDEBAR_ID = 'account-sidebar';
/** Where the customer's name goes once the sidebar has loaded it. */
export const ACCOUNT_SIDEBAR_NAME_ATTRIBUTE = 'data-account-sidebar-name';
export const ACCOUNT_SIGN_OUT_ATTRIBUTE = 'data-account-sign-out';
