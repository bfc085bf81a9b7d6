import { atom } from 'nanostores';

/** The mobile menu panel. A sidebar (e.g. authentication from the menu) opens on top of it. */
export const $mobileMenuOpen = atom(false);

export function openMobileMenu(): void {
  $mobileMenuOpen.set(true);
}

export function closeMobileMenu(): void {
  $mobileMenuOpen.set(false);
}

export function toggleMobileMenu(): void {
  $mobileMenuOpen.set(!$mobileMenuOpen.get());
}
