import { Island } from '../island/island';
import { type ReviewFormProps, ReviewFormView } from './review-form-view';

export type ReviewFormIslandProps = ReviewFormProps;

/** The create-review form of the product page; hydrated when it nears the viewport. */
export function ReviewFormIsland({ sku, ratings }: ReviewFormIslandProps) {
  return (
    <Island name="review-form" props={{ sku, ratings }} hydrate="visible">
      <ReviewFormView sku={sku} ratings={ratings} chosen={{}} errors={null} sending={false} />
    </Island>
  );
}
