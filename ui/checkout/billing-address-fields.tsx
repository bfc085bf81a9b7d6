import { t } from '../i18n/t';
import { TextField } from './text-field';

export type BillingAddressValues = {
  readonly street: string;
  readonly apartment: string;
  readonly neighborhood: string;
  readonly extra: string;
  readonly city: string;
  readonly postcode: string;
};
type Field = keyof BillingAddressValues;

export type BillingAddressFieldsProps = {
  values: BillingAddressValues;
  /** The store's country (§9 default EE): said, not asked. */
  countryName: string;
  /** Each field's translated error, or null. */
  errorOf: (field: Field) => string | null;
  idOf: (field: Field) => string;
  onChange: (field: Field, value: string) => void;
  onBlur: (field: Field, value: string) => void;
};

/**
 * The billing address when it is not the delivery address (storefront.md §3 "Billing address
 * input"): street, then apartment, neighbourhood and extra as the 2nd to 4th street lines
 * (customer.md §3), city and postcode. Country: Estonia (§9 default EE).
 */
export function BillingAddressFields({ values, countryName, errorOf, idOf, onChange, onBlur }: BillingAddressFieldsProps) {
  const field = (name: Field, label: string, extra: { required?: boolean; autoComplete?: 'address-line1' | 'address-line2' | 'address-line3' | 'address-level2' | 'postal-code' | 'off'; inputMode?: 'numeric' }) => (
    <TextField
      id={idOf(name)}
      name={`billing-${name}`}
      label={label}
      value={values[name]}
      error={errorOf(name)}
      onChange={(value) => onChange(name, value)}
      onBlur={(value) => onBlur(name, value)}
      {...extra}
    />
  );
  return (
    <fieldset className="checkout-fieldset billing-address">
      <legend>{t('Billing address')}</legend>
      {field('street', t('Street and house number'), { required: true, autoComplete: 'address-line1' })}
      <div className="checkout-form__row">
        {field('apartment', t('Apartment'), { autoComplete: 'address-line2' })}
        {field('neighborhood', t('Neighbourhood'), { autoComplete: 'address-line3' })}
      </div>
      {field('extra', t('Additional address information'), { autoComplete: 'off' })}
      <div className="checkout-form__row">
        {field('city', t('City'), { required: true, autoComplete: 'address-level2' })}
        {field('postcode', t('Postcode'), { required: true, autoComplete: 'postal-code', inputMode: 'numeric' })}
      </div>
      <p className="checkout-field__hint">
        {t('Country')}: {countryName}
      </p>
    </fieldset>
  );
}
