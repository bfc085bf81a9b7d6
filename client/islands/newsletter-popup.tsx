import { useEffect, useState } from 'react';
import { type NewsletterPopupProps, newsletterPopupPropsSchema } from '../../ui/newsletter/newsletter-popup-props';
import { NewsletterDialog } from '../newsletter-dialog';

export const propsSchema = newsletterPopupPropsSchema;

/**
 * The managed newsletter popup (customer.md §4), hydrated only when it is due: its prelude
 * (newsletter-popup.prelude.ts) keeps the timer and the rules without React. The first render
 * matches the server's (nothing); the dialog opens right after.
 */
export default function NewsletterPopup(props: NewsletterPopupProps) {
  const [due, setDue] = useState(false);
  useEffect(() => setDue(true), []);
  return due ? <NewsletterDialog {...props} /> : null;
}
