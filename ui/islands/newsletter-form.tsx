import { Island } from '../island/island';
import { SubscribeFormView } from '../newsletter/subscribe-form-view';

/** The subscribe form of a CMS newsletter section (hydrated when the shopper starts using it; a press before that is replayed). */
export function NewsletterFormIsland({ id }: { id: string }) {
  return (
    <Island name="newsletter-form" props={{ id }} hydrate="interaction" showsCaptcha>
      <SubscribeFormView id={id} email="" error={null} done={null} busy={false} />
    </Island>
  );
}
