// Validation of a new review (step 2 of a write: resolver → validation → D1 write → shape).
import { inputError } from '../errors';
import { fromUid } from '../uid';
import type { RatingsMetadata } from './review-store';

/** Longest accepted texts (Magento's review_detail columns). */
export const REVIEW_LIMITS = { nickname: 128, summary: 255, text: 10_000 } as const;

/** CreateProductReviewInput as the SDL defines it. */
export type CreateReviewInput = { sku: string; nickname: string; summary: string; text: string; ratings: Array<{ id: string; value_id: string }> };

/** What gets stored: trimmed texts, the stars given per aspect and their average in percent. */
export type ValidReview = {
  nickname: string;
  summary: string;
  text: string;
  ratings: Array<{ name: string; value: number }>;
  /** Magento's percentage: the mean of the stars × 20, two decimals (5 stars = 100). */
  averageRating: number;
};

/**
 * Checks the input as Magento's review form and Review::validate do; throws graphql-input with
 * the first problem. Every active rating must be given exactly once, with one of its own values.
 */
export function validateReviewInput(input: CreateReviewInput, { ratings, options }: RatingsMetadata): ValidReview {
  const nickname = input.nickname.trim();
  const summary = input.summary.trim();
  const text = input.text.trim();
  if (!nickname) throw inputError('Please enter a nickname.');
  if (!summary) throw inputError('Please enter a review summary.');
  if (!text) throw inputError('Please enter a review.');
  for (const [field, value] of [['nickname', nickname], ['summary', summary], ['text', text]] as const) {
    if (value.length > REVIEW_LIMITS[field]) throw inputError(`The ${field} must be at most ${REVIEW_LIMITS[field]} characters long.`);
  }
  const chosen = new Map<number, { name: string; value: number }>();
  for (const given of input.ratings) {
    const rating = ratings.find((r) => r.id === fromUid(given.id));
    if (!rating) throw inputError(`The rating "${given.id}" does not exist.`);
    if (chosen.has(rating.id)) throw inputError(`The rating "${rating.name}" is given more than once.`);
    const option = options.find((o) => o.id === fromUid(given.value_id) && o.rating_id === rating.id);
    if (!option) throw inputError(`"${given.value_id}" is not a value of the rating "${rating.name}".`);
    chosen.set(rating.id, { name: rating.name, value: option.value });
  }
  if (ratings.some((r) => !chosen.has(r.id))) throw inputError('Please select one of each of the ratings above.');
  const stars = [...chosen.values()].map((r) => r.value);
  const averageRating = stars.length ? Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 20 * 100) / 100 : 0;
  return { nickname, summary, text, ratings: [...chosen.values()], averageRating };
}
