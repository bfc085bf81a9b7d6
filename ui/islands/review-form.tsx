import { Island } from '../island/island';
import { type ReviewFormProps, ReviewFormView } from './review-form-view';

export type ReviewFormIslandProps = ReviewFormProps;

/** The 'Write a review' button of the product page and the form it opens; hydrated on the first press (held and replayed). */
export function ReviewFormIsland({ sku, ratings }: ReviewFormIslandProps) {
  return (
    <Island name="review-form" props={{ sku, ratings }} hydrate="interaction">
      <ReviewFormView sku={sku} expanded={false} />
    </Island>
  );
}
