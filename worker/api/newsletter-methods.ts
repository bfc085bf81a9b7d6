import { z } from 'zod';
import { isCaptchaRefusal } from '../../domain/captcha';
import { newsletterStatus } from '../../domain/subscriptions';
import { GraphQLResponseError, isAuthorizationError } from '../../graphql/client';
import { SUBSCRIBE_EMAIL_TO_NEWSLETTER_MUTATION } from '../../graphql/documents';
import { t } from '../../ui/i18n/t';
import { ApiRefusal } from './api-refusal';
import { RecaptchaToken, withCaptcha } from './captcha-header';
import { method } from './method';

/*
 * The newsletter subscription of the popup and the newsletter sections (customer.md §7
 * "Newsletter subscription: subscribe e-mail to newsletter (email; reads status)", §8 'Newsletter
 * e-mail already subscribed'). Sent with the shopper's token when signed in, so Magento ties a
 * customer's own address to the account (and refuses another customer's).
 */

/** Magento's NewsletterGraphQl Validation texts (2.4.7), matched loosely: wording varies between versions. */
const ALREADY_SUBSCRIBED = /already subscribed/i;
const INVALID_EMAIL = /valid email|specify an email/i;
const GUESTS_REFUSED = /guests can not subscribe/i;

function refusal(error: GraphQLResponseError): ApiRefusal {
  const category = error.errors[0]?.extensions?.category;
  if (isCaptchaRefusal(error.message)) return new ApiRefusal(t('ReCaptcha validation failed, please try again'), { category });
  if (category === 'graphql-already-exists' || ALREADY_SUBSCRIBED.test(error.message)) return new ApiRefusal(t('Newsletter e-mail already subscribed'), { category });
  if (INVALID_EMAIL.test(error.message)) return new ApiRefusal(t('Please enter a valid e-mail address'), { category });
  if (GUESTS_REFUSED.test(error.message)) return new ApiRefusal(t('Sign in to subscribe to the newsletter'), { category });
  // 'Cannot create a newsletter subscription.' (another customer's address) and anything else.
  return new ApiRefusal(t('Cannot create a newsletter subscription'), { category });
}

export const NEWSLETTER_METHODS = {
  /**
   * `[{ email, recaptchaToken? }]` → `{ status: NOT_ACTIVE | SUBSCRIBED | UNCONFIRMED | UNSUBSCRIBED }`
   * (missing → UNSUBSCRIBED, §3); the captcha answer goes to Magento as `X-ReCaptcha`.
   */
  subscribeEmailToNewsletter: method({
    args: z.tuple([z.strictObject({ email: z.string().trim().max(254).pipe(z.email()), recaptchaToken: RecaptchaToken })]),
    async run([{ email, recaptchaToken }], context) {
      try {
        const data = await withCaptcha(context, recaptchaToken).mutate(SUBSCRIBE_EMAIL_TO_NEWSLETTER_MUTATION, { email });
        return { status: newsletterStatus(data.subscribeEmailToNewsletter?.status) };
      } catch (error) {
        if (error instanceof GraphQLResponseError && !isAuthorizationError(error)) throw refusal(error);
        throw error;
      }
    },
  }),
} as const;
