/**
 * Validation of the create-review form (storefront.md §5 "required" and "max"; issue 3 "a
 * create-review form with validation"). Pure: the review-form island shows the field errors
 * and sends `value` as the `createProductReview` argument.
 */

export type RatingDimension = {
  /** Rating metadata id (e.g. 'Mg=='), sent back as `ratings[].id`. */
  readonly id: string;
  readonly name: string;
  readonly values: ReadonlyArray<{ readonly value_id: string; readonly value: string }>;
};

export type ReviewFormInput = {
  readonly nickname: string;
  readonly summary: string;
  readonly text: string;
  /** Chosen `value_id` per dimension id; a missing key means not rated. */
  readonly ratings: Readonly<Record<string, string | undefined>>;
};

export type ReviewFieldError =
  | { readonly message: 'Please fill this field to continue' }
  | { readonly message: 'The field must contain no more than {length} characters'; readonly params: { readonly length: number } }
  | { readonly message: 'Please select a rating' };

export const REVIEW_TEXT_FIELDS = ['nickname', 'summary', 'text'] as const;
export type ReviewTextField = (typeof REVIEW_TEXT_FIELDS)[number];

/** Bounds the middleware API enforces for `createProductReview` (worker/api). */
export const REVIEW_MAX_LENGTH: Readonly<Record<ReviewTextField, number>> = { nickname: 100, summary: 200, text: 5000 };

export type ReviewErrors = {
  readonly fields: Partial<Record<ReviewTextField, ReviewFieldError>>;
  /** By dimension id. */
  readonly ratings: Readonly<Record<string, ReviewFieldError>>;
};

export type ReviewInput = {
  readonly nickname: string;
  readonly summary: string;
  readonly text: string;
  readonly ratings: ReadonlyArray<{ readonly id: string; readonly value_id: string }>;
};

export type ReviewValidation = { readonly ok: true; readonly value: ReviewInput } | { readonly ok: false; readonly errors: ReviewErrors };

/**
 * Nickname, summary and text are required (after trimming) and bounded; every dimension needs
 * one of its own values. Returns the trimmed review, or every field error at once (so the form
 * can mark all of them and focus the first).
 */
export function validateReview(input: ReviewFormInput, dimensions: readonly RatingDimension[]): ReviewValidation {
  const fields: Partial<Record<ReviewTextField, ReviewFieldError>> = {};
  const ratingErrors: Record<string, ReviewFieldError> = {};
  const trimmed = { nickname: input.nickname.trim(), summary: input.summary.trim(), text: input.text.trim() };
  for (const field of REVIEW_TEXT_FIELDS) {
    const value = trimmed[field];
    if (!value) fields[field] = { message: 'Please fill this field to continue' };
    else if (value.length > REVIEW_MAX_LENGTH[field]) {
      fields[field] = { message: 'The field must contain no more than {length} characters', params: { length: REVIEW_MAX_LENGTH[field] } };
    }
  }
  const ratings: { id: string; value_id: string }[] = [];
  for (const dimension of dimensions) {
    const chosen = input.ratings[dimension.id];
    if (chosen !== undefined && dimension.values.some((v) => v.value_id === chosen)) ratings.push({ id: dimension.id, value_id: chosen });
    else ratingErrors[dimension.id] = { message: 'Please select a rating' };
  }
  if (Object.keys(fields).length > 0 || Object.keys(ratingErrors).length > 0) {
    return { ok: false, errors: { fields, ratings: ratingErrors } };
  }
  return { ok: true, value: { ...trimmed, ratings } };
}
