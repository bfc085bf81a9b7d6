import { atom, batch } from 'nanostores';
import type { AuthMethod, AuthMode } from '../../domain/query-modes';
import { openSidebar } from './open-sidebar';

// Type-only imports from domain/query-modes: its values would pull the full zod build into
// the client bundle.
export type AuthenticationMode = { readonly mode: AuthMode; readonly method: AuthMethod };

export const DEFAULT_AUTHENTICATION_MODE: AuthenticationMode = { mode: 'login', method: 'email' };

/** What the authentication sidebar shows (customer.md §2 "Authentication panel"). */
export const $authenticationMode = atom<AuthenticationMode>(DEFAULT_AUTHENTICATION_MODE);

export function setAuthenticationMode(mode: AuthMode, method: AuthMethod = $authenticationMode.get().method): void {
  const current = $authenticationMode.get();
  if (current.mode !== mode || current.method !== method) $authenticationMode.set({ mode, method });
}

/** Open the authentication sidebar in `mode` (login by default) with `method` (e-mail by default). */
export function openAuthentication(mode: AuthMode = 'login', method: AuthMethod = 'email'): void {
  batch(() => {
    setAuthenticationMode(mode, method);
    openSidebar('authentication');
  });
}
