import { useEffect } from 'react';
import { MOBILE_MENU_ID, MobileMenuButtonView } from '../../ui/islands/mobile-menu-button-view';

function menuDialog(): HTMLDialogElement | null {
  const element = document.getElementById(MOBILE_MENU_ID);
  return element instanceof HTMLDialogElement ? element : null;
}

/** Opens the menu where the browser lacks invoker commands (where it has them, the dialog is already open). */
export function openMobileMenu(): void {
  const dialog = menuDialog();
  if (dialog && !dialog.open) dialog.showModal();
}

/**
 * Closes the menu when a link in it is followed (a page restored from the back-forward cache
 * then shows no open menu) or when the backdrop is clicked: the dialog element itself is the
 * click target only outside its sheet, which fills it.
 */
export function closeOnNavigation(dialog: HTMLDialogElement): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (target === dialog || (target instanceof Element && target.closest('a[href]'))) dialog.close();
  };
  dialog.addEventListener('click', onClick);
  return () => dialog.removeEventListener('click', onClick);
}

export default function MobileMenuButton() {
  useEffect(() => {
    const dialog = menuDialog();
    return dialog ? closeOnNavigation(dialog) : undefined;
  }, []);
  return <MobileMenuButtonView onClick={openMobileMenu} />;
}
