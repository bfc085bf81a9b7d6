import { t } from '../i18n/t';
import { TextField } from './text-field';

export type CompanyValues = { readonly companyName: string; readonly registerCode: string; readonly taxVat: string };
type Field = keyof CompanyValues;

export type BillingCompanyFieldsProps = {
  values: CompanyValues;
  errorOf: (field: Field) => string | null;
  idOf: (field: Field) => string;
  onChange: (field: Field, value: string) => void;
  onBlur: (field: Field, value: string) => void;
};

/**
 * Company purchase (storefront.md §3 payment: isPurchaseAsCompany, registerCode, taxVat,
 * companyName): the company's name, its business register code (8 digits with its check digit)
 * and, if the company is VAT-registered, its VAT number (EE123456789 with its check digit).
 */
export function BillingCompanyFields({ values, errorOf, idOf, onChange, onBlur }: BillingCompanyFieldsProps) {
  const common = (name: Field) => ({
    id: idOf(name),
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (value: string) => onChange(name, value),
    onBlur: (value: string) => onBlur(name, value),
  });
  return (
    <fieldset className="checkout-fieldset billing-company">
      <legend>{t('Company details')}</legend>
      <TextField {...common('companyName')} label={t('Company name')} required autoComplete="organization" />
      <div className="checkout-form__row">
        <TextField {...common('registerCode')} label={t('Registry code')} required inputMode="numeric" autoComplete="off" />
        <TextField {...common('taxVat')} label={t('VAT number')} autoComplete="off" placeholder="EE123456789" hint={t('If the company is VAT-registered')} />
      </div>
    </fieldset>
  );
}
