import { Island } from '../island/island';
import { SubscribeFormView } from '../newsletter/subscribe-form-view';

/** The subscribe form of a CMS newsletter section (its button enabled once hydrated). */
export function NewsletterFormIsland({ id }: { id: string }) {
  return (
    <Island name="newsletter-form" props={{ id }} hydrate="visible">
      <SubscribeFormView id={id} email="" error={null} done={null} busy={false} />
    </Island>
  );
}
