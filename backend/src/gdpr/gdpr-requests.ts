// Mutation.createGdprRequest (graphql/schema/extensions.graphqls, "Content (issue 9)"): a data
// subject's request from /gdpr.html (access, rectification, erasure; GDPR arts. 15–17). Stored
// with a reference number, confirmed by e-mail (the dev outbox) with the statutory answer time,
// GDPR art. 12(3): one month. Guests and signed-in customers may send one; a signed-in
// customer's id is stored with it. Errors are Magento-shaped input errors.
import { GDPR_MESSAGE_MAX_LENGTH, GDPR_REQUESTS_PER_EMAIL_HOUR } from '../../../domain/gdpr-request';
import { inputError } from '../commerce/errors';
import { isValidEmail } from '../customers/customer-input';
import { queueMail } from '../customers/outbox';
import { gdprConfirmationMail } from './gdpr-mail';
import type { Resolvers } from '../generated/resolvers';
import type { MutationResolver } from '../commerce/resolver-types';

/** graphql-js has checked the enum before the resolver runs. */
type GdprRequestTypeEnum = 'ACCESS' | 'RECTIFICATION' | 'ERASURE';

type GdprRequestInput = {
  type: GdprRequestTypeEnum;
  firstname: string;
  lastname: string;
  email: string;
  telephone?: string | null;
  message: string;
};

/** Magento's wording where it has one (InputException::REQUIRED_FIELD, the e-mail validator). */
export const GDPR_MESSAGES = {
  required: (field: string) => `"${field}" is required. Enter and try again.`,
  tooLong: (field: string, max: number) => `"${field}" can not be longer than ${max} characters.`,
  emailInvalid: 'Enter a valid email address.',
  telephoneInvalid: '"telephone" is not a valid phone number.',
  tooMany: `Too many GDPR requests for this email address. Up to ${GDPR_REQUESTS_PER_EMAIL_HOUR} are accepted an hour; try again later.`,
} as const;

const LIMITS = { firstname: 255, lastname: 255, email: 254, telephone: 32, message: GDPR_MESSAGE_MAX_LENGTH } as const;
const length = (text: string) => [...text].length;

/** The trimmed input, or the first Magento-style input error. */
function validated(input: GdprRequestInput): Required<Omit<GdprRequestInput, 'telephone'>> & { telephone: string | null } {
  const value = {
    type: input.type,
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    email: input.email.trim(),
    telephone: input.telephone?.trim() || null,
    message: input.message.trim(),
  };
  for (const field of ['firstname', 'lastname', 'email', 'message'] as const) {
    if (!value[field]) throw inputError(GDPR_MESSAGES.required(field));
  }
  for (const field of ['firstname', 'lastname', 'email', 'telephone', 'message'] as const) {
    const text = value[field];
    if (text !== null && length(text) > LIMITS[field]) throw inputError(GDPR_MESSAGES.tooLong(field, LIMITS[field]));
  }
  if (!isValidEmail(value.email)) throw inputError(GDPR_MESSAGES.emailInvalid);
  if (value.telephone !== null && !/^\+?[\d\s()-]{7,32}$/.test(value.telephone)) throw inputError(GDPR_MESSAGES.telephoneInvalid);
  return value;
}

/** GDPR-000001 for row 1: the reference the requester and the data protection officer quote. */
export const gdprReference = (id: number) => `GDPR-${String(id).padStart(6, '0')}`;

const createGdprRequest: MutationResolver<'createGdprRequest'> = async (_s, { input }, context) => {
  const request = validated(input);
  const now = new Date();
  const emailKey = request.email.toLowerCase();
  const since = new Date(now.getTime() - 3_600_000).toISOString();
  const recent = await context.db
    .prepare('SELECT count(*) AS n FROM gdpr_requests WHERE email_key = ? AND created_at > ?')
    .bind(emailKey, since)
    .first<{ n: number }>();
  if ((recent?.n ?? 0) >= GDPR_REQUESTS_PER_EMAIL_HOUR) throw inputError(GDPR_MESSAGES.tooMany);

  const createdAt = now.toISOString();
  const row = await context.db
    .prepare(
      `INSERT INTO gdpr_requests (type, firstname, lastname, email, email_key, telephone, message, customer_id, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'RECEIVED', ?) RETURNING id`,
    )
    .bind(request.type, request.firstname, request.lastname, request.email, emailKey, request.telephone, request.message, context.customer?.id ?? null, createdAt)
    .first<{ id: number }>();
  if (!row) throw new Error('gdpr_requests insert returned no row');
  const reference = gdprReference(row.id);
  await queueMail(context.db, gdprConfirmationMail({ ...request, reference }), now).run();
  return { request: { reference, type: request.type, status: 'RECEIVED', created_at: createdAt } };
};

export const gdprRequestResolvers = {
  Mutation: { createGdprRequest },
} satisfies Resolvers;
