import { email, firstFieldError, max, phone, required, type FieldError, type FieldRule } from './checkout-validation';

/**
 * The GDPR request of /gdpr.html (customer.md §2 "/gdpr.html (gdpr query) is the GDPR customer
 * request page"; storefront.md §2). The spec shows no fields ("GDPR request fields: not shown"):
 * ours are the data subject's rights the page offers (GDPR arts. 15–17), the requester's names and
 * e-mail (to answer and to identify them), an optional phone and what the request is about.
 */
export const GDPR_REQUEST_TYPES = ['access', 'rectification', 'erasure'] as const;
export type GdprRequestType = (typeof GDPR_REQUEST_TYPES)[number];

/** Longest message the backend stores (graphql/schema/extensions.graphqls GdprRequestInput). */
export const GDPR_MESSAGE_MAX_LENGTH = 2000;
/** At most this many requests per e-mail an hour (the backend counts them). */
export const GDPR_REQUESTS_PER_EMAIL_HOUR = 5;

export type GdprRequestForm = { type: GdprRequestType; firstname: string; lastname: string; email: string; telephone: string; message: string };
export type GdprRequestField = Exclude<keyof GdprRequestForm, 'type'>;

export const GDPR_REQUEST_RULES = {
  firstname: [required, max(255)],
  lastname: [required, max(255)],
  email: [required, email, max(254)],
  telephone: [phone, max(32)],
  message: [required, max(GDPR_MESSAGE_MAX_LENGTH)],
} as const satisfies Record<GdprRequestField, readonly FieldRule[]>;

export const GDPR_REQUEST_FIELDS = Object.keys(GDPR_REQUEST_RULES) as GdprRequestField[];

/** The request type the `gdpr` query names (`?gdpr=erasure`), any case; anything else → access. */
export function gdprRequestType(query: string | null | undefined): GdprRequestType {
  const value = (query ?? '').trim().toLowerCase();
  return (GDPR_REQUEST_TYPES as readonly string[]).includes(value) ? (value as GdprRequestType) : 'access';
}

/** Each field's first error (only fields that fail); empty when the form may be sent. */
export function gdprRequestErrors(form: GdprRequestForm): Partial<Record<GdprRequestField, FieldError>> {
  const errors: Partial<Record<GdprRequestField, FieldError>> = {};
  for (const field of GDPR_REQUEST_FIELDS) {
    const error = firstFieldError(form[field], GDPR_REQUEST_RULES[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
