import { t } from '../i18n/t';

export const CONSENTS = ['terms', 'dataProcessing'] as const;
export type Consent = (typeof CONSENTS)[number];
export const consentInputId = (consent: Consent) => `checkout-consent-${consent}`;

const LABEL = {
  terms: 'I agree to the terms of sale',
  dataProcessing: 'I agree to the processing of my personal data to fulfil the order',
} as const;

export type PaymentConsentsProps = {
  checked: Readonly<Record<Consent, boolean>>;
  /** Shown under an unticked box after a submit. */
  errors: Readonly<Partial<Record<Consent, string>>>;
  onChange: (consent: Consent, checked: boolean) => void;
};

/**
 * The consents an order needs (storefront.md §5, customer.md §5): terms of sale and data
 * processing, both required to place. Plain text: the store has no terms page to link to yet.
 * The marketing consent of the spec is not offered: nothing would store it (see the report).
 */
export function PaymentConsents({ checked, errors, onChange }: PaymentConsentsProps) {
  return (
    <fieldset className="checkout-fieldset payment-consents">
      <legend>{t('Agreements')}</legend>
      {CONSENTS.map((consent) => {
        const id = consentInputId(consent);
        const error = errors[consent];
        return (
          <div key={consent}>
            <label className="checkout-check" htmlFor={id}>
              <input
                type="checkbox"
                id={id}
                name={consent}
                checked={checked[consent]}
                aria-required="true"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => onChange(consent, event.currentTarget.checked)}
              />
              <span>
                {t(LABEL[consent])}
                <span aria-hidden="true"> *</span>
              </span>
            </label>
            {error ? (
              <p className="checkout-field__error payment-consents__error" id={`${id}-error`} role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
