import { atom } from 'nanostores';
import type { SidebarName } from '../../ui/islands/sidebar-names';

/** The open sidebar, or `null`. One at a time: opening one closes the other. */
export const $openSidebar = atom<SidebarName | null>(null);

export function openSidebar(name: SidebarName): void {
  $openSidebar.set(name);
}

export function closeSidebar(): void {
  $openSidebar.set(null);
}

export function toggleSidebar(name: SidebarName): void {
  $openSidebar.set($openSidebar.get() === name ? null : name);
}
