// Validation of the customer fields shared by createCustomerV2, updateCustomerV2,
// updateCustomerEmail and createCompany, in Magento's order and words (ValidateCustomerData:
// required arguments, e-mail, gender; Model/Validator/Name), plus bounds on every field.
import { inputError } from '../commerce/errors';

export const MAX_EMAIL_LENGTH = 254;
const MAX_TAXVAT_LENGTH = 50;

/** A practical address check (one @, a dot in the domain, no spaces), bounded by RFC 5321. */
export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

/** Magento's Model/Validator/Name pattern: letters, marks, digits, spaces and , - _ . ' ’ ` &, 1–255. */
const NAME = /^[\p{L}\p{M}\d\s,\-_.'’`&]{1,255}$/u;

export type CustomerFields = {
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  date_of_birth?: string | null;
  gender?: number | null;
  taxvat?: string | null;
};

const LABELS: Array<[keyof CustomerFields, string]> = [
  ['firstname', 'First Name'],
  ['lastname', 'Last Name'],
  ['email', 'Email'],
];

/**
 * Throws the first problem (graphql-input). `required` lists the fields that must be present
 * and non-empty (creation: all three; an update: those given, which may not be emptied).
 */
export function validateCustomerFields(input: CustomerFields, required: ReadonlyArray<keyof CustomerFields>): void {
  const missing = LABELS.filter(([field]) => required.includes(field) && !String(input[field] ?? '').trim()).map(([, label]) => label);
  if (missing.length) throw inputError(`Required parameters are missing: ${missing.join(', ')}`);
  if (input.email != null && !isValidEmail(input.email.trim())) throw inputError(`"${input.email.slice(0, MAX_EMAIL_LENGTH)}" is not a valid email address.`);
  if (input.gender != null && ![1, 2, 3].includes(input.gender)) throw inputError(`"${input.gender}" is not a valid gender value.`);
  if (input.firstname != null && !NAME.test(input.firstname.trim())) throw inputError('First Name is not valid!');
  if (input.lastname != null && !NAME.test(input.lastname.trim())) throw inputError('Last Name is not valid!');
  if (input.date_of_birth != null && input.date_of_birth !== '' && !isValidDate(input.date_of_birth)) throw inputError('Invalid date');
  if (input.taxvat != null && input.taxvat.length > MAX_TAXVAT_LENGTH) throw inputError(`"Tax/VAT number" length must be equal or less than ${MAX_TAXVAT_LENGTH} characters.`);
}

/** YYYY-MM-DD of a real day, not in the future. */
export function isValidDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text && date.getTime() <= Date.now() && Number(match[1]) >= 1900;
}

export const normalizedEmail = (email: string) => email.trim();
