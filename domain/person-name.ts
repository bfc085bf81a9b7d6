import type { FieldRule } from './checkout-validation';

/*
 * Names (issue 17 item 12), in a module of their own: checkout-validation.ts is in the chunk the
 * newsletter form loads on every page, and these rules are needed only by the forms that ask for
 * a name (checkout, registration, address book, personal data) and by the worker.
 */

const clean = (value: string) => value.trim();

/**
 * A person's first or last name: letters of any alphabet with their accents (Õie, Jüri, Šarlota,
 * Zoë), spaces, hyphens and apostrophes (Mari-Liis, O'Neill, O’Neill) and a period (initials),
 * nothing else: no digits, `@`, `<`, `>`. onlyAlphaNum's message: the spec's own set would refuse
 * Mari-Liis and Šarlota, which are real names.
 */
export const isPersonName = (value: string): boolean => /^[\p{L}\p{M}\s'’.-]*$/u.test(clean(value));
export const personName: FieldRule = (value) => (isPersonName(value) ? null : { message: 'Accepts only alphanumeric characters' });

/** storefront.md §5 companyName (as checkout-validation.ts `companyName`), as a predicate for the worker's zod schemas. */
export const isCompanyName = (value: string): boolean => /^[\w\söÖäÄõÕüÜ-]*$/.test(clean(value));
