/**
 * The authentication sidebar's browser side, loaded from its own chunk the first time it is
 * asked for (client/account-button.ts: the header button, a page button, a query mode, or any
 * `open-auth-sidebar` request): renders client/auth/auth-panel.tsx into the layout's empty
 * `<dialog>` (ui/header/account-button.tsx), bound to the `$auth` store.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AuthResultState } from '../domain/auth-result';
import { AUTH_MODES, type AuthMode, queryModes } from '../domain/query-modes';
import { t } from '../ui/i18n/t';
import { AuthPanel } from './auth/auth-panel';
import { $auth, finishIdCard, openAuth, stopAuth } from './stores/auth';
import { $device } from './stores/device';
import { pushToast } from './stores/notifications';

function AuthSidebarContent({ dialog, cardIdAuthUrl }: { dialog: HTMLDialogElement; cardIdAuthUrl: string }) {
  const state = useStore($auth);
  // customer.md §2 "Card-ID is offered only on desktop devices": lg (1024 px) and a fine pointer (domain/breakpoints.ts).
  const { desktop } = useStore($device);
  // Authenticated: the sidebar's work is done.
  useEffect(() => {
    if (state.result === AuthResultState.Authenticated && dialog.open) {
      dialog.close();
      pushToast(t('You are signed in'));
    }
  }, [state.result, dialog]);
  return <AuthPanel state={state} cardIdAuthUrl={cardIdAuthUrl} idCardOffered={desktop} />;
}

let root: Root | null = null;

/** The ID-card service's URL, written by the server on the sidebar (ui/header/account-markers.ts CARD_ID_AUTH_URL_ATTRIBUTE, repeated: importing it would make a chunk of its own). */
const CARD_ID_AUTH_URL_ATTRIBUTE = 'data-card-id-auth-url';

function mount(dialog: HTMLDialogElement, container: Element): void {
  if (root) return;
  root = createRoot(container);
  root.render(<AuthSidebarContent dialog={dialog} cardIdAuthUrl={dialog.getAttribute(CARD_ID_AUTH_URL_ATTRIBUTE) ?? ''} />);
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  // Closing stops a running eID poll (it would sign in behind a closed sidebar).
  dialog.addEventListener('close', stopAuth);
}

function show(dialog: HTMLDialogElement): void {
  if (!dialog.open) dialog.showModal();
}

const isMode = (value: unknown): value is AuthMode => typeof value === 'string' && (AUTH_MODES as readonly string[]).includes(value);

/**
 * Open the sidebar (`request.mode`, default login), rendering it into `container` the first
 * time.
 */
export function openAuthSidebar(dialog: HTMLDialogElement, container: Element, request: unknown): void {
  mount(dialog, container);
  const mode = typeof request === 'object' && request !== null && 'mode' in request && isMode(request.mode) ? request.mode : 'login';
  // The reset page's button reopens new-password with the link already read from the address.
  const { resetLink } = $auth.get();
  openAuth(mode, mode === 'new-password' && resetLink ? { resetLink } : {});
  show(dialog);
}

/** Read the reset link's e-mail and token (query `email`, `token`; bounded). */
function resetLink(params: URLSearchParams): { email: string; token: string } | null {
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  return email && token && email.length <= 254 && token.length <= 256 ? { email, token } : null;
}

/** The URL without the parameters just read: a reset or card token must not stay in the address bar or history. */
function forget(url: URL, names: readonly string[]): void {
  for (const name of names) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * What the page asks for on load (storefront.md §2 query modes; the reset link's page; a page
 * button marked to open at once, e.g. after an account confirmation):
 * - `id_card` with `token` or `error`: login (pre-register with `mode=register`) with the card;
 * - `modal=reset-password` and /reset-password (/createPassword): new-password with the link's
 *   e-mail and token; `modal=request-reset-password`: reset-password.
 */
export function openFromPage(dialog: HTMLDialogElement, container: Element): void {
  const url = new URL(window.location.href);
  const params = url.searchParams;
  const resetPage = /^\/(?:reset-password|createPassword)\/?$/.test(url.pathname);
  const modes = queryModes(Object.fromEntries(params));
  const opener = document.querySelector('[data-open-auth-now]');
  if (modes.authentication?.method === 'card_id') {
    mount(dialog, container);
    openAuth(modes.authentication.mode, { method: 'card_id' });
    show(dialog);
    const query = { token: params.get('token'), error: params.get('error'), state: params.get('state') };
    forget(url, ['id_card', 'token', 'error', 'mode', 'state']);
    void finishIdCard(query);
  } else if (resetPage || modes.authentication?.mode === 'new-password') {
    mount(dialog, container);
    const link = resetLink(params);
    openAuth('new-password', link ? { resetLink: link } : {});
    if (!link) $auth.set({ ...$auth.get(), error: t('This password reset link is not valid') });
    show(dialog);
    forget(url, ['token', 'modal']);
  } else if (modes.authentication) {
    mount(dialog, container);
    openAuth(modes.authentication.mode);
    show(dialog);
    forget(url, ['modal']);
  } else if (opener) {
    openAuthSidebar(dialog, container, { mode: opener.getAttribute('data-open-auth') });
    const email = opener.getAttribute('data-open-auth-email');
    if (email) $auth.set({ ...$auth.get(), email });
  }
}
