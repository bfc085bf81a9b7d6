import type { FormEvent } from 'react';
import { REVIEW_MAX_LENGTH, type ReviewErrors, type ReviewFieldError, type ReviewTextField } from '../../domain/product-review';
import { type MessageKey, t, translate } from '../i18n/t';
import type { ReviewFormProps } from './review-form-view';

export type ReviewFormFieldsProps = ReviewFormProps & {
  /** Prefix of the form's ids (review-form-view.tsx `reviewFormId`). */
  formId: string;
  /** Id of the element naming the form: the 'Write a review' button. */
  labelledBy: string;
  /** Chosen `value_id` per dimension id. */
  chosen: Readonly<Record<string, string>>;
  errors: ReviewErrors | null;
  sending: boolean;
  onRate?: (dimensionId: string, valueId: string) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

export const ratingInputName = (formId: string, dimensionId: string) => `${formId}-rating-${dimensionId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

const FIELDS: ReadonlyArray<{ name: ReviewTextField; label: MessageKey; multiline?: true }> = [
  { name: 'nickname', label: 'Nickname' },
  { name: 'summary', label: 'Summary' },
  { name: 'text', label: 'Review', multiline: true },
];

const errorText = (error: ReviewFieldError) => translate(error.message, 'params' in error ? error.params : undefined);

function Star() {
  return (
    <svg className="star-rating__icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" fill="currentColor" />
    </svg>
  );
}

/**
 * The create-review form (issue 3): a star rating per dimension (a native radio group each),
 * nickname, summary and text, each with its error from domain/product-review.ts linked by
 * `aria-describedby`. Rendered in the browser only, when the shopper opens it (review-form-view.tsx),
 * and named by the button that opened it.
 */
export function ReviewFormFields({ formId: id, labelledBy, ratings, chosen, errors, sending, onRate, onSubmit }: ReviewFormFieldsProps) {
  return (
    <form className="review-form" noValidate aria-labelledby={labelledBy} onSubmit={onSubmit}>
      {ratings.map((dimension) => {
        const error = errors?.ratings[dimension.id];
        const name = ratingInputName(id, dimension.id);
        const chosenIndex = dimension.values.findIndex((value) => value.value_id === chosen[dimension.id]);
        return (
          <fieldset key={dimension.id} className="review-form__rating" aria-describedby={error ? `${name}-error` : undefined}>
            <legend>{dimension.name}</legend>
            <div className="star-rating">
              {dimension.values.map((value, index) => (
                <label key={value.value_id} className={index <= chosenIndex ? 'star-rating__star star-rating__star--on' : 'star-rating__star'}>
                  <input
                    type="radio"
                    className="visually-hidden"
                    name={name}
                    value={value.value_id}
                    checked={index === chosenIndex}
                    onChange={() => onRate?.(dimension.id, value.value_id)}
                  />
                  <Star />
                  <span className="visually-hidden">{t('Rating {value} of {max}', { value: value.value, max: dimension.values.length })}</span>
                </label>
              ))}
            </div>
            {error ? (
              <p id={`${name}-error`} className="field-error">
                {errorText(error)}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      {FIELDS.map((field) => {
        const error = errors?.fields[field.name];
        const fieldId = `${id}-${field.name}`;
        const common = {
          id: fieldId,
          name: field.name,
          required: true,
          maxLength: REVIEW_MAX_LENGTH[field.name],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${fieldId}-error` : undefined,
        };
        return (
          <div key={field.name} className="form-field">
            <label htmlFor={fieldId}>{t(field.label)}</label>
            {field.multiline ? <textarea rows={5} {...common} /> : <input type="text" {...common} />}
            {error ? (
              <p id={`${fieldId}-error`} className="field-error">
                {errorText(error)}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className="button button--primary" disabled={sending}>
        {t('Submit review')}
      </button>
    </form>
  );
}
