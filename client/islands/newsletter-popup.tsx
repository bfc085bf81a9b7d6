import { type ComponentType, useEffect, useState } from 'react';
import { NEWSLETTER_CLOSE_TIME_KEY, NEWSLETTER_SUBSCRIBED_KEY, reopenDelayPassed } from '../../domain/newsletter';
import { type NewsletterPopupProps, newsletterPopupPropsSchema } from '../../ui/newsletter/newsletter-popup-props';
import { readStorage } from '../browser-storage';
import { reloadAfterChunkFailure } from '../chunk-reload';

export const propsSchema = newsletterPopupPropsSchema;

/**
 * The managed newsletter popup's timer (customer.md §4): the only part a page loads up front.
 * When the browser's own records already rule it out (closed within the reopen delay, or
 * subscribed here) nothing more happens; otherwise, `openAfterSeconds` after the page started
 * loading, the dialog chunk is loaded, asks about a signed-in customer and opens.
 */
export default function NewsletterPopup(props: NewsletterPopupProps) {
  const [Dialog, setDialog] = useState<ComponentType<NewsletterPopupProps> | null>(null);
  useEffect(() => {
    if (readStorage(NEWSLETTER_SUBSCRIBED_KEY) || !reopenDelayPassed(readStorage(NEWSLETTER_CLOSE_TIME_KEY), Date.now(), props.reopenAfterClosedHours)) return;
    // From the start of the page load, not from hydration (the island hydrates when idle).
    const timer = setTimeout(() => {
      import('../newsletter-dialog').then(
        async ({ mayOpenNow, NewsletterDialog }) => {
          if (await mayOpenNow(props.reopenAfterClosedHours)) setDialog(() => NewsletterDialog);
        },
        reloadAfterChunkFailure,
      );
    }, Math.max(0, props.openAfterSeconds * 1000 - performance.now()));
    return () => clearTimeout(timer);
    // Once per page: the props never change after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return Dialog ? <Dialog {...props} /> : null;
}
