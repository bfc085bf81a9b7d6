import type { FormEvent } from 'react';
import * as z from 'zod/mini';
import { GDPR_MESSAGE_MAX_LENGTH, type GdprRequestField, type GdprRequestForm, type GdprRequestType } from '../../domain/gdpr-request';
import { TextField } from '../checkout/text-field';
import { t } from '../i18n/t';
import { awaitsScript } from '../island/island-markers';

/** No props: the form starts empty with the default type; the island reads `?gdpr=` and a signed-in customer's names itself. */
export const gdprRequestPropsSchema = z.object({});

export const gdprInputId = (field: GdprRequestField) => `gdpr-${field}`;

/** What the backend answered: the reference the shopper quotes. */
export type GdprRequestSent = { reference: string; email: string };

export type GdprRequestViewProps = {
  values: GdprRequestForm;
  /** Translated errors by field. */
  errors: Partial<Record<GdprRequestField, string | null>>;
  busy: boolean;
  failure: string | null;
  sent: GdprRequestSent | null;
  onChange?: (field: keyof GdprRequestForm, value: string) => void;
  /** Until hydration the button is disabled: without script it could do nothing. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

const TYPE_LABEL = {
  access: 'Access: a copy of my personal data',
  rectification: 'Rectification: correct my personal data',
  erasure: 'Erasure: delete my personal data',
} as const satisfies Record<GdprRequestType, string>;

/** The /gdpr.html request form, or its confirmation once sent (the reference and the answer time). */
export function GdprRequestView({ values, errors, busy, failure, sent, onChange, onSubmit }: GdprRequestViewProps) {
  if (sent) {
    return (
      <div className="gdpr-sent" role="status">
        {/* Focusable: the form moves focus here when it replaces itself. */}
        <h2 id="gdpr-sent-title" tabIndex={-1}>
          {t('Your request has been received')}
        </h2>
        <p>
          {t('Reference number')}: <strong className="gdpr-sent__reference">{sent.reference}</strong>
        </p>
        <p>{t('We will answer within one month of receiving the request. We sent a confirmation to {email}.', { email: sent.email })}</p>
      </div>
    );
  }
  const field = (name: GdprRequestField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={gdprInputId(name)}
      name={name}
      label={label}
      value={values[name]}
      error={errors[name] ?? null}
      {...(onChange ? { onChange: (value: string) => onChange(name, value) } : {})}
      {...extra}
    />
  );
  const messageError = errors.message ?? null;
  return (
    <form className="checkout-form gdpr-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined} aria-labelledby="gdpr-form-title">
      <h2 id="gdpr-form-title">{t('Send a request')}</h2>
      <fieldset className="checkout-fieldset">
        <legend>{t('What would you like to do?')}</legend>
        {(Object.keys(TYPE_LABEL) as GdprRequestType[]).map((type) => (
          <label key={type} className="checkout-check">
            <input type="radio" name="type" value={type} checked={values.type === type} onChange={() => onChange?.('type', type)} />
            <span>{t(TYPE_LABEL[type])}</span>
          </label>
        ))}
      </fieldset>
      <div className="checkout-form__row">
        {field('firstname', t('First name'), { required: true, autoComplete: 'given-name' })}
        {field('lastname', t('Last name'), { required: true, autoComplete: 'family-name' })}
      </div>
      {field('email', t('E-mail'), { required: true, type: 'email', inputMode: 'email', autoComplete: 'email' })}
      {field('telephone', t('Phone number (optional)'), { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
      <div className={`checkout-field${messageError ? ' checkout-field--invalid' : ''}`}>
        <label className="checkout-field__label" htmlFor={gdprInputId('message')}>
          {t('Your request')}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          className="checkout-field__input gdpr-form__message"
          id={gdprInputId('message')}
          name="message"
          rows={6}
          maxLength={GDPR_MESSAGE_MAX_LENGTH}
          value={values.message}
          aria-required
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${gdprInputId('message')}-hint ${gdprInputId('message')}-error` : `${gdprInputId('message')}-hint`}
          onChange={(event) => onChange?.('message', event.currentTarget.value)}
        />
        <p className="checkout-field__hint" id={`${gdprInputId('message')}-hint`}>
          {t('At most {length} characters', { length: GDPR_MESSAGE_MAX_LENGTH })}
        </p>
        {messageError ? (
          <p className="checkout-field__error" id={`${gdprInputId('message')}-error`} role="alert">
            {messageError}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p className="checkout-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button--primary checkout-form__submit" disabled={!onSubmit || busy} {...awaitsScript(!onSubmit)}>
        {busy ? t('Sending…') : t('Send request')}
      </button>
    </form>
  );
}
