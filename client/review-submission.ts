import { type RatingDimension, type ReviewErrors, type ReviewFormInput, validateReview } from '../domain/product-review';
import { t, translate } from '../ui/i18n/t';
import { callMagento } from './api-fetch';
import { pushToast } from './stores/notifications';

export type ReviewSubmission = { readonly status: 'invalid'; readonly errors: ReviewErrors } | { readonly status: 'sent' } | { readonly status: 'failed' };

/**
 * Validate the form (domain/product-review.ts) and, when valid, send it with
 * `POST /api/magento/createProductReview` (argument `[{ sku, nickname, summary, text, ratings }]`).
 * Sent: Magento's notice 'You submitted your review for moderation.' (a new review waits for the
 * back office's approval before it is listed, as in a default Magento). Failed: a danger notice with the reply's
 * message (translated when the catalogue knows it), or 'Something went wrong'.
 */
export async function submitReview(sku: string, input: ReviewFormInput, dimensions: readonly RatingDimension[]): Promise<ReviewSubmission> {
  const validation = validateReview(input, dimensions);
  if (!validation.ok) return { status: 'invalid', errors: validation.errors };
  const result = await callMagento('createProductReview', [{ sku, ...validation.value }]);
  if (result.ok) {
    pushToast(t('You submitted your review for moderation.'));
    return { status: 'sent' };
  }
  pushToast(result.message ? translate(result.message) : t('Something went wrong'), 'danger');
  return { status: 'failed' };
}
