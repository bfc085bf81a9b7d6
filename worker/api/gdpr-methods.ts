import { z } from 'zod';
import { GDPR_MESSAGE_MAX_LENGTH, GDPR_REQUEST_TYPES, gdprRequestErrors } from '../../domain/gdpr-request';
import { GraphQLResponseError, isAuthorizationError } from '../../graphql/client';
import { CREATE_GDPR_REQUEST_MUTATION } from '../../graphql/documents';
import { t, translate } from '../../ui/i18n/t';
import { ApiRefusal } from './api-refusal';
import { method } from './method';

/*
 * The /gdpr.html request (customer.md §2; extensions.graphqls createGdprRequest). The same field
 * rules as the form (domain/gdpr-request.ts) are checked here again; a refusal carries the first
 * failing field's message. Sent with the shopper's token when signed in, so the backend keeps the
 * customer's id with the request.
 */

const Text = (max: number) => z.string().max(max);
const GdprRequestArgs = z.strictObject({
  type: z.enum(GDPR_REQUEST_TYPES),
  firstname: Text(255),
  lastname: Text(255),
  email: Text(254),
  telephone: Text(32).optional(),
  message: Text(GDPR_MESSAGE_MAX_LENGTH * 2),
});

const TOO_MANY = /too many/i;

/** The backend's refusal: its rate limit (429), or input it refuses beyond the form's rules. */
function refusal(error: GraphQLResponseError): ApiRefusal {
  if (TOO_MANY.test(error.message)) return new ApiRefusal(t('You have sent several requests within the hour. Please try again later.'), { status: 429, category: 'rate-limit' });
  return new ApiRefusal(t('Your request could not be sent. Check the fields and try again.'), { category: error.errors[0]?.extensions?.category });
}

export const GDPR_METHODS = {
  /** `[{ type, firstname, lastname, email, telephone?, message }]` → `{ reference, type, created_at }`. */
  createGdprRequest: method({
    args: z.tuple([GdprRequestArgs]),
    async run([input], { shopper }) {
      const form = { ...input, telephone: input.telephone ?? '' };
      const [field, error] = Object.entries(gdprRequestErrors(form))[0] ?? [];
      if (field && error) throw new ApiRefusal(translate(error.message, 'params' in error ? error.params : undefined), { category: `field:${field}` });
      try {
        const data = await shopper.mutate(CREATE_GDPR_REQUEST_MUTATION, {
          input: {
            type: input.type.toUpperCase() as Uppercase<typeof input.type>,
            firstname: form.firstname.trim(),
            lastname: form.lastname.trim(),
            email: form.email.trim(),
            telephone: form.telephone.trim() || null,
            message: form.message.trim(),
          },
        });
        const request = data.createGdprRequest?.request;
        if (!request) throw new ApiRefusal(t('Something went wrong'));
        return { reference: request.reference, type: input.type, created_at: request.created_at };
      } catch (error) {
        if (error instanceof GraphQLResponseError && !isAuthorizationError(error)) throw refusal(error);
        throw error;
      }
    },
  }),
} as const;
