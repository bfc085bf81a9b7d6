/**
 * The account sidebar's browser side, loaded on its first opening (client/account-sidebar-glue.ts):
 * opens the dialog, shows the signed-in customer's name (read each time it opens, never put into
 * the page's HTML) and signs out.
 */
import { ACCOUNT_SIDEBAR_NAME_ATTRIBUTE, ACCOUNT_SIGN_OUT_ATTRIBUTE } from '../ui/header/account-sidebar-markers';
import { callMagento } from './api-fetch';
import { logout } from './stores/customer-login';

/** "Mari Maasikas", or '' when the customer cannot be read now (the links still work). */
export async function customerName(): Promise<string> {
  const result = await callMagento('customer', []);
  const customer = result.ok ? result.data.customer : null;
  return customer ? [customer.firstname, customer.lastname].filter(Boolean).join(' ') : '';
}

/**
 * Sign-out: the customer store's logout (customer.md §4: revoke the token, remove the token and
 * cart id, clear the cart and the user), then home with a full load, so nothing of the customer
 * stays in this page (a my-account page would otherwise still show their data).
 */
export async function signOut(go: (path: string) => void = (path) => window.location.assign(path)): Promise<void> {
  await logout();
  go('/');
}

const wired = new WeakSet<HTMLDialogElement>();

export async function openAccountSidebar(dialog: HTMLDialogElement): Promise<void> {
  if (!wired.has(dialog)) {
    wired.add(dialog);
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
    const button = dialog.querySelector<HTMLButtonElement>(`[${ACCOUNT_SIGN_OUT_ATTRIBUTE}]`);
    button?.addEventListener('click', () => {
      button.disabled = true;
      void signOut();
    });
  }
  if (!dialog.open) dialog.showModal();
  const name = dialog.querySelector(`[${ACCOUNT_SIDEBAR_NAME_ATTRIBUTE}]`);
  if (name) name.textContent = await customerName();
}
