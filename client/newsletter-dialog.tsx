import { useEffect, useRef, useState } from 'react';
import { NEWSLETTER_CLOSE_TIME_KEY } from '../domain/newsletter';
import { NEWSLETTER_DIALOG_ID, NewsletterDialogView } from '../ui/newsletter/newsletter-dialog-view';
import type { NewsletterPopupProps } from '../ui/newsletter/newsletter-popup-props';
import { removeStorage, writeStorage } from './browser-storage';
import { NewsletterForm } from './newsletter-form';

/*
 * The managed newsletter popup once it is due (client/islands/newsletter-popup.prelude.ts decides
 * when; client/islands/newsletter-popup.tsx renders this).
 */

/**
 * Opens as a modal at once (opening removes the stored close time, §4); closing by the button or
 * Escape stores the close time and gives the focus back to where it was.
 */
export function NewsletterDialog(props: NewsletterPopupProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onClose = () => {
      writeStorage(NEWSLETTER_CLOSE_TIME_KEY, String(Date.now()));
      setOpen(false);
      previous?.focus();
    };
    dialog.addEventListener('close', onClose);
    removeStorage(NEWSLETTER_CLOSE_TIME_KEY);
    dialog.showModal();
    return () => dialog.removeEventListener('close', onClose);
  }, []);
  if (!open) return null;
  return (
    <NewsletterDialogView {...props} dialogRef={dialogRef} onClose={() => dialogRef.current?.close()}>
      <NewsletterForm id={`${NEWSLETTER_DIALOG_ID}-form`} />
    </NewsletterDialogView>
  );
}
