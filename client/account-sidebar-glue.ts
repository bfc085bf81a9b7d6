/**
 * Boot glue of the account sidebar (ui/header/account-sidebar.tsx), run once on every page: it
 * only listens for the `open-account-sidebar` request (client/stores/ui.ts; the header's account
 * button of a signed-in customer sends it) and loads the sidebar's code on the first one.
 */
import { ACCOUNT_SIDEBAR_ID } from '../ui/header/account-sidebar-markers';
import { lazyModule } from './chunk-reload';
import { onOpenSidebar } from './stores/ui';

const sidebar = lazyModule(() => import('./account-sidebar'));

export function enhanceAccountSidebar(root: Document = document, events?: EventTarget): void {
  const dialog = root.getElementById(ACCOUNT_SIDEBAR_ID);
  if (!(dialog instanceof HTMLDialogElement)) return;
  onOpenSidebar('account', () => void sidebar().then((module) => module.openAccountSidebar(dialog)), events);
}
