import { type RefObject, useEffect } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * While `open`: move focus to the first focusable element of the dialog (the dialog itself when
 * it has none), keep Tab inside it, and on close give focus back to where it was. Browser-only
 * (effects never run on the server); Escape is handled by the island that owns the stores.
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();

    const trapTab = (event: KeyboardEvent): void => {
      if (event.key !== 'Tab') return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', trapTab);
    return () => {
      dialog.removeEventListener('keydown', trapTab);
      // Closing makes the dialog inert, which drops focus to <body>: put it back.
      const active = document.activeElement;
      const lost = !active || active === document.body || dialog.contains(active);
      if (previous?.isConnected && lost) previous.focus();
    };
  }, [open, ref]);
}
