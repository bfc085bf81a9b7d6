// Validation of what a person types to start an eID sign-in (customer.md §5: Mobile-ID needs
// phone and identity number, Smart-ID country and identity number), beyond the spec's length
// check: an Estonian personal identification code must have a real birth date and its check
// digit (domain/estonian-codes.ts), and a Mobile-ID phone is an Estonian number with +372.
import { isValidPersonalCode } from '../../../domain/estonian-codes';
import { inputError } from '../commerce/errors';

/** The storefront shows this key (ui/i18n/et-EE.json) for a bad identity number. */
export const CHECK_ID_NUMBER = 'Check your personal identification number';
/** The storefront's key for a bad phone number. */
export const INVALID_PHONE = 'Invalid mobile number format';
export const SMART_ID_COUNTRIES = ['EE', 'LV', 'LT'] as const;

/**
 * A Smart-ID identity: country EE, LV or LT; an Estonian or Lithuanian personal code (the same
 * 11-digit form with the same check digit) or a Latvian one (6 + 5 digits, with or without the
 * hyphen). Throws graphql-input.
 */
export function smartIdIdentity(countryCode: string, identityNumber: string): { country: string; idNumber: string } {
  const country = countryCode.trim().toUpperCase();
  if (!(SMART_ID_COUNTRIES as readonly string[]).includes(country)) throw inputError(`The country code "${countryCode.slice(0, 8)}" is not supported.`);
  const idNumber = identityNumber.trim();
  const valid = country === 'LV' ? /^\d{6}-?\d{5}$/.test(idNumber) : isValidPersonalCode(idNumber);
  if (!valid) throw inputError(CHECK_ID_NUMBER);
  return { country, idNumber: idNumber.replace('-', '') };
}

/** A Mobile-ID client: an Estonian personal code and an Estonian number, +372 and 7–8 digits (spaces ignored). */
export function mobileIdIdentity(phone: string, id: string): { phone: string; idNumber: string } {
  const idNumber = id.trim();
  if (!isValidPersonalCode(idNumber)) throw inputError(CHECK_ID_NUMBER);
  const number = phone.replace(/[\s-]/g, '');
  if (!/^\+372\d{7,8}$/.test(number)) throw inputError(INVALID_PHONE);
  return { phone: number, idNumber };
}

/** The values of a key/value list (the auth mutations' `data`), last one wins; keys are case-sensitive. */
export function keyValues(data: ReadonlyArray<{ key: string; value?: string | null }> | null | undefined): Map<string, string> {
  const values = new Map<string, string>();
  for (const { key, value } of data ?? []) if (typeof value === 'string') values.set(key, value);
  return values;
}
