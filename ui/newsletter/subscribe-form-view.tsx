import type { FormEvent, ReactNode } from 'react';
import { TextField } from '../checkout/text-field';
import { t } from '../i18n/t';
import { awaitsScript } from '../island/island-markers';

export type SubscribeFormViewProps = {
  /** Prefix of the field ids: one form per place (a section, the popup). */
  id: string;
  email: string;
  /** The field's translated error (invalid e-mail, already subscribed…). */
  error: string | null;
  /** The translated answer after a subscription (customer.md §3 status), shown instead of the form. */
  done: string | null;
  busy: boolean;
  onChange?: (email: string) => void;
  /** Until hydration the button is disabled: without script it could do nothing. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The captcha widget (browser only, when one is configured: client/captcha/captcha-field.tsx). */
  captcha?: ReactNode;
};

/** The newsletter subscribe form of the popup and of a CMS newsletter section: e-mail and a button. */
export function SubscribeFormView({ id, email, error, done, busy, onChange, onSubmit, captcha = null }: SubscribeFormViewProps) {
  if (done) {
    return (
      // Focusable so the form can move focus here when it replaces itself (the button is gone).
      <p className="newsletter-form__done" id={`${id}-done`} role="status" tabIndex={-1}>
        {done}
      </p>
    );
  }
  return (
    <form className="newsletter-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      <TextField
        id={`${id}-email`}
        name="email"
        label={t('E-mail address')}
        value={email}
        error={error}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        {...(onChange ? { onChange } : {})}
      />
      {captcha}
      <button type="submit" className="button button--primary newsletter-form__submit" disabled={!onSubmit || busy} {...awaitsScript(!onSubmit)}>
        {busy ? t('Subscribing…') : t('Subscribe')}
      </button>
    </form>
  );
}
