/**
 * The header's mobile menu (ui/header/mobile-menu.tsx, ui/header/mobile-menu-button.tsx) needs
 * no island: its button opens the `<dialog>` with invoker commands, Escape and the close button
 * close it natively. This glue, run once by the boot module, covers the rest.
 */
import { MOBILE_MENU_ID } from '../ui/header/cart-markers';

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

/**
 * Wires the menu of `root`, if it has one: the button opens the dialog where the browser lacks
 * invoker commands (where it has them the dialog is already open when this runs), and links
 * and the backdrop close it.
 */
export function enhanceMobileMenu(root: Document = document): void {
  const dialog = root.getElementById(MOBILE_MENU_ID);
  if (!(dialog instanceof HTMLDialogElement)) return;
  closeOnNavigation(dialog);
  for (const button of root.querySelectorAll(`button[aria-controls="${MOBILE_MENU_ID}"]`)) {
    button.addEventListener('click', () => {
      if (!dialog.open) dialog.showModal();
    });
  }
}
