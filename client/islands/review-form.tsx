import { type ComponentType, useState } from 'react';
import { type ReviewFormProps, reviewFormId, reviewFormPropsSchema, ReviewFormView, reviewToggleId } from '../../ui/islands/review-form-view';
import { lazyModule } from '../chunk-reload';
import { useHydrated } from '../hydrated';

export const propsSchema = reviewFormPropsSchema;

const loadPanel = lazyModule(() => import('../review-form-panel'));

/** Opens and closes the form; its code loads on the first press (and again after a failed load). */
export default function ReviewForm(props: ReviewFormProps) {
  const [Panel, setPanel] = useState<ComponentType<ReviewFormProps & { formId: string; labelledBy: string }> | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [loading, setLoading] = useState(false);
  // The first render matches the server's (button disabled); from here on a press works.
  const ready = useHydrated();

  const onToggle = async () => {
    if (loading) return;
    if (Panel) {
      setExpanded(!expanded);
      return;
    }
    setLoading(true);
    const loaded = await loadPanel().then(
      ({ ReviewFormPanel }) => ReviewFormPanel,
      () => null,
    );
    setLoading(false);
    if (!loaded) return;
    setPanel(() => loaded);
    setExpanded(true);
  };

  return <ReviewFormView sku={props.sku} expanded={expanded} loading={loading} form={Panel ? <Panel {...props} formId={reviewFormId(props.sku)} labelledBy={reviewToggleId(props.sku)} /> : null} onToggle={ready ? onToggle : undefined} />;
}
