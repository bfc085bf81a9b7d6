import { isValidEstonianVatNumber, isValidPersonalCode, isValidRegistryCode } from './estonian-codes';

/**
 * The field rules of storefront.md §5 (checkout, registration, address book). Each rule is a pure
 * function of the typed text that returns `null` when the value passes, or the spec's English
 * message (an et-EE catalogue key) with its `params`, translated by the form. Rules other than
 * `required` let an empty value pass, so an optional field may stay empty and a required one
 * says only 'Please fill this field to continue' (`firstFieldError(value, [required, email])`).
 * Values are trimmed before checking: the form sends them trimmed.
 */

export type FieldError =
  | { readonly message: 'Please fill this field to continue' }
  | { readonly message: 'Check your personal identification number' }
  | { readonly message: 'Invalid mobile number format' }
  | { readonly message: 'The number should be in the shape of EE123456789' }
  | { readonly message: 'Check the VAT number' }
  | { readonly message: 'Accepts only alphanumeric characters' }
  | { readonly message: 'The field should contain only numbers' }
  | { readonly message: 'Registry code must contain 8 numbers' }
  | { readonly message: 'Check the registry code' }
  | { readonly message: 'Postcode length should be exactly {n} numbers'; readonly params: { readonly n: number } }
  | { readonly message: 'Incorrect postcode. The postcode must be a {length}-digit number'; readonly params: { readonly length: number } }
  | { readonly message: 'Please enter a valid e-mail address' }
  | { readonly message: 'The field should have at least {length} characters'; readonly params: { readonly length: number } }
  | { readonly message: 'The field must contain no more than {length} characters'; readonly params: { readonly length: number } }
  | { readonly message: 'Address too short' }
  | { readonly message: 'City name too short' }
  | { readonly message: 'Password must contain of at least {length} characters'; readonly params: { readonly length: number } }
  | { readonly message: 'Select a specific address from the list with street and house information' };

export type FieldMessage = FieldError['message'];

/** One rule: `null` when `value` passes. */
export type FieldRule = (value: string) => FieldError | null;

/** Estonian postcodes are 5 digits (storefront.md §5 postcode, postcodeMin/Max). */
export const POSTCODE_LENGTH = 5;
export const REGISTRY_CODE_LENGTH = 8;
/**
 * The spec names addressMin and cityMin without bounds. Our choice: a street with its house
 * number is at least 3 characters ('A 1'), and the shortest Estonian place names have 2 (the
 * village of Ao).
 */
export const ADDRESS_MIN_LENGTH = 3;
export const CITY_MIN_LENGTH = 2;

const clean = (value: string) => value.trim();

/** required: non-empty after trimming. */
export const required: FieldRule = (value) => (clean(value) ? null : { message: 'Please fill this field to continue' });

/**
 * identity: exactly 11 digits (§5), and beyond the spec a real personal identification code:
 * a first digit 1–8, a real birth date and the official check digit (estonian-codes.ts).
 */
export const identity: FieldRule = (value) => {
  const v = clean(value);
  return !v || isValidPersonalCode(v) ? null : { message: 'Check your personal identification number' };
};

/**
 * phone: with a leading '+', 11 to 12 digits (+372 and 7–8 digits, or another country code);
 * otherwise 7 to 8 digits (an Estonian number without the country code). Spaces typed for
 * readability ('+372 5123 4567') are ignored; any other character fails.
 */
export const phone: FieldRule = (value) => {
  const v = clean(value).replace(/\s+/g, '');
  return !v || /^(?:\+\d{11,12}|\d{7,8})$/.test(v) ? null : { message: 'Invalid mobile number format' };
};

/**
 * vatNumber: two capital letters and 9 digits (§5). Beyond the spec, an Estonian number (EE…)
 * must also pass the KMKR check digit: 'Check the VAT number'. Other EU prefixes are only
 * shape-checked (each country has its own check digit rule).
 */
export const vatNumber: FieldRule = (value) => {
  const v = clean(value);
  if (!v) return null;
  if (!/^[A-Z]{2}\d{9}$/.test(v)) return { message: 'The number should be in the shape of EE123456789' };
  if (v.startsWith('EE') && !isValidEstonianVatNumber(v)) return { message: 'Check the VAT number' };
  return null;
};

/**
 * onlyAlphaNum: word characters (JavaScript `\w`: a–z, A–Z, 0–9, _), spaces and ö Ö ä Ä õ Õ ü Ü,
 * exactly the spec's set (š and ž of loanwords are not in it).
 */
export const onlyAlphaNum: FieldRule = (value) =>
  /^[\w\söÖäÄõÕüÜ]*$/.test(clean(value)) ? null : { message: 'Accepts only alphanumeric characters' };

/** companyName: as onlyAlphaNum, plus the hyphen ('Mööbel-Disain OÜ'). Same message. */
export const companyName: FieldRule = (value) =>
  /^[\w\söÖäÄõÕüÜ-]*$/.test(clean(value)) ? null : { message: 'Accepts only alphanumeric characters' };

/**
 * registerCode: digits only ('The field should contain only numbers'), exactly 8 ('Registry code
 * must contain 8 numbers'), and beyond the spec the registry's check digit ('Check the
 * registry code'), in that order.
 */
export const registerCode: FieldRule = (value) => {
  const v = clean(value);
  if (!v) return null;
  if (!/^\d+$/.test(v)) return { message: 'The field should contain only numbers' };
  if (v.length !== REGISTRY_CODE_LENGTH) return { message: 'Registry code must contain 8 numbers' };
  return isValidRegistryCode(v) ? null : { message: 'Check the registry code' };
};

/** postcode: digits only and exactly 5; one message for both ('…exactly {n} numbers'). */
export const postcode: FieldRule = (value) => {
  const v = clean(value);
  return !v || (/^\d+$/.test(v) && v.length === POSTCODE_LENGTH)
    ? null
    : { message: 'Postcode length should be exactly {n} numbers', params: { n: POSTCODE_LENGTH } };
};

const postcodeLengthError = (length: number): FieldError => ({
  message: 'Incorrect postcode. The postcode must be a {length}-digit number',
  params: { length },
});

/** postcodeMin: digits only and at least `length` of them (default 5). */
export const postcodeMin =
  (length = POSTCODE_LENGTH): FieldRule =>
  (value) => {
    const v = clean(value);
    return !v || (/^\d+$/.test(v) && v.length >= length) ? null : postcodeLengthError(length);
  };

/** postcodeMax: digits only and at most `length` of them (default 5). */
export const postcodeMax =
  (length = POSTCODE_LENGTH): FieldRule =>
  (value) => {
    const v = clean(value);
    return !v || (/^\d+$/.test(v) && v.length <= length) ? null : postcodeLengthError(length);
  };

/**
 * email: zod's e-mail pattern (zod/v4/core/regexes.js `email`), a practical subset of RFC 5322
 * (no spaces, no quoted local parts, a dotted domain with a 2+ letter top level). The pattern
 * itself rather than `z.email()`: this module runs in the checkout island, and zod's string
 * formats land in the one zod chunk every page loads (about 0.3 KB gzip for nothing there).
 */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const email: FieldRule = (value) => {
  const v = clean(value);
  return !v || EMAIL_PATTERN.test(v) ? null : { message: 'Please enter a valid e-mail address' };
};

/** min: at least `length` characters (after trimming). */
export const min =
  (length: number): FieldRule =>
  (value) => {
    const v = clean(value);
    return !v || [...v].length >= length ? null : { message: 'The field should have at least {length} characters', params: { length } };
  };

/** max: at most `length` characters (after trimming; counted in code points, so 'õ' is one). */
export const max =
  (length: number): FieldRule =>
  (value) =>
    [...clean(value)].length <= length ? null : { message: 'The field must contain no more than {length} characters', params: { length } };

/** addressMin: a street line of at least `length` characters (default 3). */
export const addressMin =
  (length = ADDRESS_MIN_LENGTH): FieldRule =>
  (value) => {
    const v = clean(value);
    return !v || [...v].length >= length ? null : { message: 'Address too short' };
  };

/** cityMin: a city of at least `length` characters (default 2). */
export const cityMin =
  (length = CITY_MIN_LENGTH): FieldRule =>
  (value) => {
    const v = clean(value);
    return !v || [...v].length >= length ? null : { message: 'City name too short' };
  };

/**
 * passwordMin: at least `length` characters (default 8, the password policy's minimum; the spec
 * gives passwordMin no figure). Not trimmed: spaces are part of a password. The full policy
 * (classes, match, strength) is domain/password-strength.ts.
 */
export const passwordMin =
  (length = PASSWORD_RULE_MIN_LENGTH): FieldRule =>
  (value) =>
    !value || [...value].length >= length ? null : { message: 'Password must contain of at least {length} characters', params: { length } };

/**
 * password-strength.ts PASSWORD_MIN_LENGTH, repeated rather than imported: the import made the
 * checkout island load the whole password policy and meter from the chunk it shares with the
 * authentication sidebar (about 1 KB gzip). checkout-validation.test.ts checks they agree.
 */
export const PASSWORD_RULE_MIN_LENGTH = 8;

/** An address as picked from the address search (or nothing picked yet). */
export type PickedAddress = {
  readonly street?: string | null;
  readonly city?: string | null;
  readonly postcode?: string | null;
} | null;

/**
 * valid-address: an address was picked from the search results and has street, city and postcode
 * (§5), and its street carries a house number (a digit: 'Pärnu mnt 12', 'Kase 3-5'), which the
 * message asks for and couriers need. A farm addressed by name only ('Mäe talu') is refused
 * too; the shopper is told to pick the house-level result.
 */
export function validAddress(address: PickedAddress): FieldError | null {
  const street = address?.street?.trim() ?? '';
  const ok = street !== '' && /\d/.test(street) && !!address?.city?.trim() && !!address.postcode?.trim();
  return ok ? null : { message: 'Select a specific address from the list with street and house information' };
}

/**
 * The first failing rule's error, in the order given (the form shows one message per field), or
 * `null` when every rule passes. E.g. `firstFieldError(v, [required, registerCode])`.
 */
export function firstFieldError(value: string, rules: readonly FieldRule[]): FieldError | null {
  for (const rule of rules) {
    const error = rule(value);
    if (error) return error;
  }
  return null;
}
