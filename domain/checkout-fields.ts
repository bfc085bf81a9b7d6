import {
  addressMin,
  cityMin,
  companyName,
  email,
  type FieldError,
  type FieldRule,
  firstFieldError,
  max,
  phone,
  postcode,
  registerCode,
  required,
  vatNumber,
} from './checkout-validation';
import { personName } from './person-name';

/**
 * Which §5 rules apply to which checkout field (storefront.md §3 field names), in the order
 * their messages take precedence. The spec lists the rules but not their fields; these tables
 * are that choice, in one place, so the blur check and the submit check can never differ.
 * Names use personName, not onlyAlphaNum: 'Mari-Liis', "O'Connor" and 'Šarlota' are real names.
 * Upper bounds follow Magento's column sizes (customer_address_entity: 255) and RFC 5321's 254 for
 * an e-mail address.
 */
export const CONTACT_INFO_RULES = {
  email: [required, email, max(254)],
  firstName: [required, personName, max(255)],
  lastName: [required, personName, max(255)],
  phoneNumber: [required, phone],
} as const satisfies Record<string, readonly FieldRule[]>;

/** The delivery address of home delivery and courier (picked from the address search). */
export const DELIVERY_ADDRESS_RULES = {
  street: [required, addressMin(), max(255)],
  city: [required, cityMin(), max(255)],
  postcode: [required, postcode],
} as const satisfies Record<string, readonly FieldRule[]>;

/** The recipient when `anotherRecipient` is chosen (another person receives the goods). */
export const RECIPIENT_RULES = {
  firstName: [required, personName, max(255)],
  lastName: [required, personName, max(255)],
  phoneNumber: [required, phone],
  email: [email, max(254)],
} as const satisfies Record<string, readonly FieldRule[]>;

/**
 * Company purchase (`isPurchaseAsCompany`). The VAT number is optional: a small company need not
 * be VAT-registered; when given it must be valid.
 */
export const COMPANY_RULES = {
  companyName: [required, companyName, max(255)],
  registerCode: [required, registerCode],
  taxVat: [vatNumber],
} as const satisfies Record<string, readonly FieldRule[]>;

export type FieldErrors<K extends string> = Partial<Record<K, FieldError>>;
export type FieldsValidation<K extends string> = { readonly ok: true } | { readonly ok: false; readonly errors: FieldErrors<K> };

/**
 * Every field's first error at once (the form marks them all and focuses the first), or ok.
 * A field missing from `values` counts as empty.
 */
export function validateFields<K extends string>(
  values: Readonly<Partial<Record<K, string | null | undefined>>>,
  rules: Readonly<Record<K, readonly FieldRule[]>>,
): FieldsValidation<K> {
  const errors: FieldErrors<K> = {};
  for (const field of Object.keys(rules) as K[]) {
    const error = firstFieldError(values[field] ?? '', rules[field]);
    if (error) errors[field] = error;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true };
}

/** The one field's error, for the check as the shopper leaves it (blur). */
export function validateField<K extends string>(field: K, value: string, rules: Readonly<Record<K, readonly FieldRule[]>>): FieldError | null {
  return firstFieldError(value, rules[field]);
}
