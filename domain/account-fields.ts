import { companyName, email, type FieldRule, identity, max, phone, postcode, registerCode, required, vatNumber } from './checkout-validation';
import { personName } from './person-name';

/**
 * Which §5 rules apply to the fields of the authentication sidebar (customer.md §5, storefront.md
 * §5), in the order their messages take precedence; the submit check and the blur check share
 * them. Passwords follow domain/password-strength.ts (policy and meter) instead.
 * Bounds: Magento's 255-character columns, RFC 5321's 254 for an e-mail.
 */
export const LOGIN_RULES = {
  email: [required, email, max(254)],
  password: [required, max(256)],
} as const satisfies Record<string, readonly FieldRule[]>;

/** Smart-ID: country code and identity number (customer.md §5). */
export const SMART_ID_RULES = {
  identityNumber: [required, identity],
} as const satisfies Record<string, readonly FieldRule[]>;

/** Mobile-ID: phone and identity number (customer.md §5); the phone with its +372 prefix. */
export const MOBILE_ID_RULES = {
  phone: [required, phone],
  identityNumber: [required, identity],
} as const satisfies Record<string, readonly FieldRule[]>;

export const RESET_REQUEST_RULES = {
  email: [required, email, max(254)],
} as const satisfies Record<string, readonly FieldRule[]>;

/** Personal registration (e-mail; the eID pre-registration has the names prefilled). */
export const PERSONAL_RULES = {
  firstname: [required, personName, max(255)],
  lastname: [required, personName, max(255)],
  email: [required, email, max(254)],
} as const satisfies Record<string, readonly FieldRule[]>;

/**
 * Business registration: every required field of customer.md §5 createCompany (company name,
 * company e-mail, the admin, street, city, region, postcode, telephone, VAT number, registry
 * code); legal name optional. Registry code and VAT number with their check digits.
 */
export const BUSINESS_RULES = {
  company_name: [required, companyName, max(255)],
  legal_name: [max(255)],
  reseller_id: [required, registerCode],
  vat_tax_id: [required, vatNumber],
  company_email: [required, email, max(254)],
  telephone: [required, phone],
  street: [required, max(255)],
  city: [required, max(255)],
  region: [required, max(255)],
  postcode: [required, postcode],
  firstname: [required, personName, max(255)],
  lastname: [required, personName, max(255)],
  email: [required, email, max(254)],
} as const satisfies Record<string, readonly FieldRule[]>;

/**
 * A phone as Mobile-ID and the company's telephone need it: an Estonian number typed without the
 * country code gets +372 (storefront.md §5 accepts 7–8 digits without it); spaces dropped.
 */
export function internationalPhone(value: string): string {
  const digits = value.replace(/\s+/g, '');
  return digits.startsWith('+') ? digits : `+372${digits}`;
}
