import { type PaymentGroupsResult, type PaymentMethod, UNAVAILABLE_MESSAGE } from '../../domain/payment-methods';
import { t, translate } from '../i18n/t';

/** The radios' shared name: one choice across every group (arrow keys move through them all). */
export const PAYMENT_METHOD_INPUT_NAME = 'paymentMethod';
export const PAYMENT_METHODS_HEADING_ID = 'checkout-payment-methods-heading';
export const PAYMENT_METHODS_ERROR_ID = 'checkout-payment-methods-error';
export const paymentMethodInputId = (code: string) => `checkout-payment-method-${code.replace(/[^a-z0-9_-]/gi, '_')}`;

/** Logos we ship in client/public/banks (issue 7: bank links and the installment partner). */
const LOGOS: Readonly<Record<string, string>> = {
  swedbank: '/banks/swedbank.svg',
  seb: '/banks/seb.svg',
  lhv: '/banks/lhv.svg',
  luminor: '/banks/luminor.svg',
  coop: '/banks/coop.svg',
  citadele: '/banks/citadele.svg',
  'inbankpayment-1': '/banks/inbank.svg',
  'inbankpayment-2': '/banks/inbank.svg',
};

export type PaymentMethodsViewProps = {
  /** `null` while the cart's methods load. */
  result: PaymentGroupsResult | null;
  selected: string | null;
  /** The field's translated error ('Please fill this field to continue' when none chosen on submit). */
  error?: string | null;
  disabled?: boolean;
  onSelect?: (code: string) => void;
};

/**
 * Methods this browser cannot use at all (Apple Pay without Apple Pay) are left out: the shopper
 * can do nothing about them. Methods unavailable for this cart (installment with a gift card)
 * stay, disabled, with the reason under them.
 */
const shown = (method: PaymentMethod) => method.unavailableReason !== 'browser-unsupported';

/**
 * The payment methods as one radio group (customer.md §3, §4): a fieldset per payment group with
 * its label as legend, native radios sharing one name, bank logos beside bank links.
 */
export function PaymentMethodsView({ result, selected, error, disabled, onSelect }: PaymentMethodsViewProps) {
  if (result === null) {
    return (
      <p className="payment-methods__loading" role="status">
        {t('Loading…')}
      </p>
    );
  }
  if (!result.ok) {
    return (
      <p className="payment-methods__error" role="alert">
        {t(result.message)}
      </p>
    );
  }
  const groups = result.groups.map((group) => ({ ...group, methods: group.methods.filter(shown) })).filter((group) => group.methods.length > 0);
  return (
    <div className="payment-methods" role="radiogroup" aria-labelledby={PAYMENT_METHODS_HEADING_ID} aria-describedby={error ? PAYMENT_METHODS_ERROR_ID : undefined} aria-required="true" aria-invalid={error ? true : undefined}>
      <h3 className="payment-methods__heading" id={PAYMENT_METHODS_HEADING_ID}>
        {t('Payment methods')}
      </h3>
      {groups.map((group) => (
        <fieldset key={group.groupCode} className={`payment-group payment-group--${group.type}`}>
          <legend className="payment-group__legend">{translate(group.label)}</legend>
          <ul className="payment-group__methods">
            {group.methods.map((method) => {
              const id = paymentMethodInputId(method.code);
              const reasonId = `${id}-reason`;
              const logo = LOGOS[method.code];
              return (
                <li key={method.code} className={`payment-method${method.available ? '' : ' payment-method--unavailable'}`}>
                  <input
                    className="payment-method__input"
                    type="radio"
                    id={id}
                    name={PAYMENT_METHOD_INPUT_NAME}
                    value={method.code}
                    checked={selected === method.code}
                    disabled={disabled || !method.available}
                    aria-describedby={method.unavailableReason ? reasonId : undefined}
                    onChange={() => onSelect?.(method.code)}
                  />
                  <label className="payment-method__label" htmlFor={id}>
                    {/* Decorative: the title beside it names the bank. */}
                    {logo ? <img className="payment-method__logo" src={logo} alt="" width={72} height={24} loading="lazy" decoding="async" /> : null}
                    <span className="payment-method__title">{method.title}</span>
                  </label>
                  {method.unavailableReason ? (
                    <p className="payment-method__reason" id={reasonId}>
                      {t(UNAVAILABLE_MESSAGE[method.unavailableReason])}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      {error ? (
        <p className="checkout-field__error" id={PAYMENT_METHODS_ERROR_ID} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
