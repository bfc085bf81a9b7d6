import { t } from '../i18n/t';

export const CONSENTS = ['terms', 'dataProcessing'] as const;
export type Consent = (typeof CONSENTS)[number];
export const consentInputId = (consent: Consent) => `checkout-consent-${consent}`;

const LABEL = {
  terms: 'I agree to the terms of sale',
  dataProcessing: 'I agree to the processing of my personal data to fulfil the order',
} as const;

export const MARKETING_CONSENT_INPUT_ID = 'checkout-consent-marketing';

export type PaymentConsentsProps = {
  checked: Readonly<Record<Consent, boolean>>;
  /** Shown under an unticked box after a submit. */
  errors: Readonly<Partial<Record<Consent, string>>>;
  onChange: (consent: Consent, checked: boolean) => void;
  /** The optional marketing consent (checkout data `payment.marketingConsent`). */
  marketing: boolean;
  onMarketingChange: (checked: boolean) => void;
};

/**
 * The consents of the checkout (storefront.md §5, customer.md §5): terms of sale and data
 * processing, both required to place; marketing e-mails, optional and unticked by default,
 * stored with the cart and the order (setCheckoutConsentsOnCart). Plain text: the store has no
 * terms page to link to yet.
 */
export function PaymentConsents({ checked, errors, onChange, marketing, onMarketingChange }: PaymentConsentsProps) {
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
      <label className="checkout-check" htmlFor={MARKETING_CONSENT_INPUT_ID}>
        <input type="checkbox" id={MARKETING_CONSENT_INPUT_ID} name="marketingConsent" checked={marketing} onChange={(event) => onMarketingChange(event.currentTarget.checked)} />
        <span>{t('I agree to receive marketing e-mails (optional)')}</span>
      </label>
    </fieldset>
  );
}
