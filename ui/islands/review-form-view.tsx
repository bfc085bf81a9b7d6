import type { ReactNode } from 'react';
import * as z from 'zod/mini';
import { t } from '../i18n/t';
import { idPart } from './element-id';
import { awaitsScript } from '../island/island-markers';

export const reviewFormPropsSchema = z.object({
  sku: z.string(),
  /** Rating metadata: each dimension with its values (stars), lowest first. */
  ratings: z.array(z.object({ id: z.string(), name: z.string(), values: z.array(z.object({ value_id: z.string(), value: z.string() })) })),
});
export type ReviewFormProps = z.output<typeof reviewFormPropsSchema>;

export const reviewFormId = (sku: string) => `review-${idPart(sku)}`;
export const reviewToggleId = (sku: string) => `${reviewFormId(sku)}-toggle`;

export type ReviewFormViewProps = {
  sku: string;
  expanded: boolean;
  /** The form (review-form-fields.tsx), once loaded; shown while expanded, kept while closed. */
  form?: ReactNode;
  /** While the form's code loads after the first press. */
  loading?: boolean;
  /** Absent until hydrated: the button is disabled until a press can do something. */
  onToggle?: () => void;
};

/**
 * 'Write a review' as a disclosure button (a heading, so the reviews section's outline keeps it)
 * controlling the form below it. The form and its validation load on the first press
 * (client/review-form-panel.tsx), so the page carries no review-form code until someone writes one.
 */
export function ReviewFormView({ sku, expanded, form, loading = false, onToggle }: ReviewFormViewProps) {
  const id = reviewFormId(sku);
  return (
    <div className="review-form-panel">
      <h3 className="review-form__title">
        <button
          type="button"
          id={reviewToggleId(sku)}
          className="button review-form__toggle"
          aria-expanded={expanded}
          aria-controls={id}
          aria-busy={loading || undefined}
          disabled={!onToggle}
          {...awaitsScript(!onToggle)}
          onClick={onToggle}
        >
          {t('Write a review')}
        </button>
      </h3>
      {/* Kept mounted while closed, so what was typed survives closing and reopening. */}
      <div id={id} hidden={!expanded || !form}>
        {form}
      </div>
    </div>
  );
}
