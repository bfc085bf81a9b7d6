import { type FormEvent, useEffect, useState } from 'react';
import { t } from '../ui/i18n/t';
import { SubscribeFormView } from '../ui/newsletter/subscribe-form-view';
import { useCaptcha } from './captcha/captcha-field';
import { lazyModule } from './chunk-reload';

/** The subscribe call and its rules, loaded on the first submit (a page shows the form long before anyone sends it). */
const subscription = lazyModule(() => import('./newsletter-subscribe'));

/** The live subscribe form (popup and newsletter sections); `onSubscribed` after a success. */
export function NewsletterForm({ id, onSubscribed }: { id: string; onSubscribed?: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  const captcha = useCaptcha(id);
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (done) document.getElementById(`${id}-done`)?.focus();
  }, [done, id]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const outcome = await subscription().then(
      ({ subscribeToNewsletter }) => subscribeToNewsletter(email, captcha.token()),
      () => ({ ok: false as const, message: t('Internal server error: try again') }),
    );
    captcha.reset();
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.message);
      // The field with the message is where a keyboard or screen reader user continues.
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setDone(outcome.message);
    onSubscribed?.();
  };

  return (
    <SubscribeFormView
      id={id}
      email={email}
      error={error}
      done={done}
      busy={busy}
      captcha={captcha.field}
      {...(ready ? { onChange: (value: string) => setEmail(value), onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event) } : {})}
    />
  );
}
