import { Island } from '../island/island';
import type { NewsletterPopupProps } from '../newsletter/newsletter-popup-props';

/**
 * The managed newsletter popup (customer.md §4). Renders nothing on the server: the page only
 * carries its config and the small prelude with the timer (client/islands/newsletter-popup.prelude.ts);
 * React and the dialog load when it opens. Render
 * it only where the page is in showOnPages (routes/newsletter-popup.tsx decides per request).
 */
export function NewsletterPopupIsland(props: NewsletterPopupProps) {
  return (
    <Island name="newsletter-popup" props={props} hydrate="load">
      {null}
    </Island>
  );
}
