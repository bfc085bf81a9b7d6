import { email, max, required, type FieldRule } from './checkout-validation';
import { personName } from './person-name';

/** The personal data form (customer.md §3 Customer: names, e-mail, date of birth). */
export type PersonalDataForm = { firstname: string; lastname: string; email: string; date_of_birth: string };
export type PersonalDataField = keyof PersonalDataForm;

export const PERSONAL_DATA_RULES = {
  firstname: [required, personName, max(255)],
  lastname: [required, personName, max(255)],
  email: [required, email, max(254)],
  date_of_birth: [],
} as const satisfies Record<PersonalDataField, readonly FieldRule[]>;

export type PersonalDataChanges = {
  /** updateCustomer's input: names and date of birth (always sent: the form is one save). */
  readonly customer: { firstname: string; lastname: string; date_of_birth: string | null };
  /** customer.md §5: the e-mail change is sent separately, and only when it differs. */
  readonly email: string | null;
};

/**
 * What one save sends. The e-mail counts as changed only when it differs from the current one
 * ignoring case and surrounding spaces (Magento stores e-mail addresses case-insensitively).
 */
export function personalDataChanges(currentEmail: string, form: PersonalDataForm): PersonalDataChanges {
  const nextEmail = form.email.trim();
  return {
    customer: { firstname: form.firstname.trim(), lastname: form.lastname.trim(), date_of_birth: form.date_of_birth.trim() || null },
    email: nextEmail.toLowerCase() === currentEmail.trim().toLowerCase() ? null : nextEmail,
  };
}

/**
 * A date of birth as an ISO calendar date (YYYY-MM-DD) that exists, is not after `today` and not
 * before 1900. The date input gives exactly this shape; anything else is refused at the API.
 */
export function isDateOfBirth(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return year >= 1900 && date.getTime() <= today.getTime();
}
