/**
 * The header's account control (ui/header/account-button.tsx) needs no island: this glue, run
 * once by the boot module, shows the button and decides what a press opens (storefront.md §2):
 * signed out the authentication sidebar, signed in the account sidebar (helper "account", by the
 * `open-account-sidebar` request of client/stores/ui.ts; /my-account while no sidebar takes it).
 * It is on every page, so it stays tiny: the sidebar and the customer store load from their own
 * chunks, the sidebar on the first press (or a query mode), the customer at load only when the
 * `vsf-customer` cookie says the shopper is signed in (then the badge shows the first letter).
 */
import {
  ACCOUNT_BUTTON_ATTRIBUTE,
  ACCOUNT_INITIAL_ATTRIBUTE,
  ACCOUNT_LABEL_ATTRIBUTE,
  AUTH_SIDEBAR_ID,
  AUTH_SIDEBAR_ROOT_ATTRIBUTE,
} from '../ui/header/account-markers';
import { lazyModule } from './chunk-reload';
import { CUSTOMER_CHANGE_EVENT, type CustomerChange, onOpenSidebar, openSidebar } from './stores/ui';

const sidebar = lazyModule(() => import('./auth-sidebar'));
const session = lazyModule(() => import('./account-session'));

/** Whether the `vsf-customer` cookie is there with a value (storefront.md §4: the login state). */
export const signedInByCookie = (cookies: string) => /(?:^|;\s*)vsf-customer=[^;\s]/.test(cookies);

/**
 * Whether the page asks for the sidebar on load: a query mode (storefront.md §2: `id_card`,
 * `modal`) or a page button marked to open at once (the reset link's page, a confirmed account).
 * The sidebar's chunk checks the details (domain/query-modes.ts); this only avoids loading it on
 * every page.
 */
export const asksForSidebar = (search: string, root: ParentNode) => /[?&](?:id_card|modal)=/.test(search) || root.querySelector('[data-open-auth-now]') !== null;

/** Wires the account control of `root`, if it has one. */
export function enhanceAccountButton(root: Document = document, events: EventTarget = window): void {
  const button = root.querySelector<HTMLButtonElement>(`button[${ACCOUNT_BUTTON_ATTRIBUTE}]`);
  const dialog = root.getElementById(AUTH_SIDEBAR_ID);
  const container = dialog?.querySelector(`[${AUTH_SIDEBAR_ROOT_ATTRIBUTE}]`);
  if (!button || !(dialog instanceof HTMLDialogElement) || !container) return;
  const badge = button.querySelector<HTMLElement>(`[${ACCOUNT_INITIAL_ATTRIBUTE}]`);
  let signedIn = signedInByCookie(root.cookie);
  const show = ({ signedIn: now, initial }: CustomerChange) => {
    signedIn = now;
    for (const label of button.querySelectorAll<HTMLElement>(`[${ACCOUNT_LABEL_ATTRIBUTE}]`)) {
      label.hidden = label.getAttribute(ACCOUNT_LABEL_ATTRIBUTE) !== (now ? 'signed-in' : 'signed-out');
    }
    if (badge) {
      badge.hidden = !(now && initial);
      badge.textContent = now && initial ? initial : '';
    }
  };
  const openAuth = (request: unknown) => void sidebar().then((module) => module.openAuthSidebar(dialog, container, request));
  onOpenSidebar('auth', openAuth, events);
  events.addEventListener(CUSTOMER_CHANGE_EVENT, (event) => show((event as CustomEvent<CustomerChange>).detail));
  button.addEventListener('click', () => {
    if (!signedIn) openAuth({ mode: 'login' });
    else if (!openSidebar('account', undefined, events)) window.location.assign('/my-account');
  });
  // Page buttons that open the sidebar in a mode (the reset and confirmation pages).
  for (const opener of root.querySelectorAll<HTMLElement>('[data-open-auth]')) {
    opener.hidden = false;
    opener.addEventListener('click', () => openAuth({ mode: opener.getAttribute('data-open-auth') }));
  }
  show({ signedIn, initial: null });
  button.hidden = false;
  if (signedIn) void session().then((module) => module.startSession());
  if (asksForSidebar(window.location.search, root)) void sidebar().then((module) => module.openFromPage(dialog, container));
}
