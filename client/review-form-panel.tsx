import { type FormEvent, useState } from 'react';
import type { ReviewErrors } from '../domain/product-review';
import { ratingInputName, ReviewFormFields } from '../ui/islands/review-form-fields';
import type { ReviewFormProps } from '../ui/islands/review-form-view';
import { submitReview } from './review-submission';

/**
 * The create-review form with its state (chosen stars, field errors, sending), loaded by the
 * review-form island when the shopper opens it: validation and sending come with it.
 */
export function ReviewFormPanel({ sku, ratings, formId, labelledBy }: ReviewFormProps & { formId: string; labelledBy: string }) {
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<ReviewErrors | null>(null);
  const [sending, setSending] = useState(false);

  const onRate = (dimensionId: string, valueId: string) => setChosen((previous) => ({ ...previous, [dimensionId]: valueId }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const element = event.currentTarget;
    const data = new FormData(element);
    const field = (name: string) => { const value = data.get(name); return typeof value === 'string' ? value : ''; };
    setSending(true);
    const result = await submitReview(sku, { nickname: field('nickname'), summary: field('summary'), text: field('text'), ratings: chosen }, ratings);
    setSending(false);
    if (result.status === 'invalid') {
      setErrors(result.errors);
      // Focus the first field in error: its message is read through aria-describedby.
      const firstRating = ratings.find((dimension) => result.errors.ratings[dimension.id]);
      const first = (['nickname', 'summary', 'text'] as const).find((name) => result.errors.fields[name]);
      const target = firstRating
        ? element.querySelector<HTMLElement>(`input[name="${ratingInputName(formId, firstRating.id)}"]`)
        : first
          ? element.querySelector<HTMLElement>(`[name="${first}"]`)
          : null;
      target?.focus();
      return;
    }
    setErrors(null);
    if (result.status === 'sent') {
      element.reset();
      setChosen({});
    }
  };

  return (
    <ReviewFormFields sku={sku} formId={formId} labelledBy={labelledBy} ratings={ratings} chosen={chosen} errors={errors} sending={sending} onRate={onRate} onSubmit={onSubmit} />
  );
}
