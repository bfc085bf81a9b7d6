import { atom } from 'nanostores';

/** The login modal (storefront.md §4 toggles); rendered by a later issue. */
export const $loginModalOpen = atom(false);

export function openLoginModal(): void {
  $loginModalOpen.set(true);
}

export function closeLoginModal(): void {
  $loginModalOpen.set(false);
}
