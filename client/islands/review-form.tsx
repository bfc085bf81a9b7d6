import { type FormEvent, useState } from 'react';
import type { ReviewErrors } from '../../domain/product-review';
import { ratingInputName, type ReviewFormProps, reviewFormPropsSchema, ReviewFormView } from '../../ui/islands/review-form-view';
import { lazyModule } from '../lazy-module';

/** Validation and sending load on the first submit: nothing to do before it (keeps the page's JS small). */
const loadSubmission = lazyModule(() => import('../review-submission'));

export const propsSchema = reviewFormPropsSchema;

export default function ReviewForm({ sku, ratings }: ReviewFormProps) {
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<ReviewErrors | null>(null);
  const [sending, setSending] = useState(false);

  const onRate = (dimensionId: string, valueId: string) => setChosen((previous) => ({ ...previous, [dimensionId]: valueId }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const element = event.currentTarget;
    const data = new FormData(element);
    const field = (name: string) => String(data.get(name) ?? '');
    setSending(true);
    const input = { nickname: field('nickname'), summary: field('summary'), text: field('text'), ratings: chosen };
    const result = await loadSubmission().then(
      ({ submitReview }) => submitReview(sku, input, ratings),
      () => ({ status: 'failed' as const }),
    );
    setSending(false);
    if (result.status === 'invalid') {
      setErrors(result.errors);
      // Focus the first field in error: its message is read through aria-describedby.
      const firstRating = ratings.find((dimension) => result.errors.ratings[dimension.id]);
      const first = (['nickname', 'summary', 'text'] as const).find((name) => result.errors.fields[name]);
      const target = firstRating
        ? element.querySelector<HTMLElement>(`input[name="${ratingInputName(sku, firstRating.id)}"]`)
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
    <ReviewFormView sku={sku} ratings={ratings} chosen={chosen} errors={errors} sending={sending} onRate={onRate} onSubmit={onSubmit} />
  );
}
