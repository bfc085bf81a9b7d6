import { useEffect, useRef, useState } from 'react';
import { mayOpenNewsletter, NEWSLETTER_CLOSE_TIME_KEY, NEWSLETTER_SUBSCRIBED_KEY, reopenDelayPassed } from '../domain/newsletter';
import { newsletterOn, newsletterStatus } from '../domain/subscriptions';
import { NEWSLETTER_DIALOG_ID, NewsletterDialogView } from '../ui/newsletter/newsletter-dialog-view';
import type { NewsletterPopupProps } from '../ui/newsletter/newsletter-popup-props';
import { callAccount } from './account/account-api';
import { readStorage, removeStorage, writeStorage } from './browser-storage';
import { hasCustomerToken } from './session-cookies';
import { NewsletterForm } from './newsletter-form';

/*
 * The managed newsletter popup once it is due (loaded by client/islands/newsletter-popup.tsx).
 */

/**
 * customer.md §4: the reopen delay has passed and the visitor is not subscribed or not logged in.
 * Only a signed-in shopper's status is asked of the backend (`customerSubscriptions`); a guest's
 * is not known and nothing is loaded for one. A failed status call counts as not subscribed.
 */
export async function mayOpenNow(reopenAfterClosedHours: number): Promise<boolean> {
  const reopenPassed = reopenDelayPassed(readStorage(NEWSLETTER_CLOSE_TIME_KEY), Date.now(), reopenAfterClosedHours);
  const subscribedHere = readStorage(NEWSLETTER_SUBSCRIBED_KEY) !== null;
  const signedIn = hasCustomerToken();
  if (!mayOpenNewsletter({ signedIn, subscribed: null, subscribedHere }, reopenPassed)) return false;
  if (!signedIn) return true;
  const reply = await callAccount('customerSubscriptions', []);
  const subscribed = reply.ok ? newsletterOn(newsletterStatus(reply.data.newsletter)) : false;
  return mayOpenNewsletter({ signedIn, subscribed, subscribedHere }, reopenPassed);
}

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
