import { Island } from '../island/island';
import { NewsletterModalView } from './newsletter-modal-view';

/** The newsletter modal shell; closed until the CMS issue decides when to open it. */
export function NewsletterModalIsland() {
  return (
    <Island name="newsletter-modal" hydrate="idle">
      <NewsletterModalView open={false} />
    </Island>
  );
}
