// Mutation.subscribeEmailToNewsletter (Magento's NewsletterGraphQl SubscribeEmailToNewsletter and
// its Validation): guests may subscribe (newsletter/subscription/allow_guest_subscribe 1) and must
// confirm (newsletter/subscription/confirm 1, "Need to Confirm", issue 17 item 6): a guest's
// subscription is NOT_ACTIVE and its confirmation mail goes to the outbox, as Magento's
// SubscriptionManager does; a signed-in customer's own address is SUBSCRIBED at once.
// Mutation.confirmNewsletterSubscription (ours) is Magento's newsletter/subscriber/confirm.
import { inputError, MagentoError, noSuchEntity } from '../commerce/errors';
import { customerByEmail } from './customer-store';
import { isValidEmail } from './customer-input';
import { confirmSubscription, subscribeStatement, subscriptionStatus } from './newsletter-store';
import { newsletterConfirmationMail, queueMail, storefrontUrl } from './outbox';
import { randomSecret, sha256Hex } from './passwords';
import type { Resolvers } from '../generated/resolvers';
import type { MutationResolver } from '../commerce/resolver-types';

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'You must specify an email address to subscribe to a newsletter.',
  emailInvalid: 'Enter a valid email address.',
  cannotCreate: 'Cannot create a newsletter subscription.',
  alreadySubscribed: 'This email address is already subscribed.',
  // Magento_Newsletter Controller/Subscriber/Confirm.
  invalidCode: 'This is an invalid subscription confirmation code.',
  invalidId: 'This is an invalid subscription ID.',
} as const;

const MAX_CODE_LENGTH = 128;

const subscribeEmailToNewsletter: MutationResolver<'subscribeEmailToNewsletter'> = async (_s, args, context) => {
  const email = (args.email ?? '').trim();
  if (!email) throw inputError(NEWSLETTER_MESSAGES.emailRequired);
  if (!isValidEmail(email)) throw inputError(NEWSLETTER_MESSAGES.emailInvalid);
  const signedIn = context.customer;
  const owner = signedIn ? await customerByEmail(context.db, email) : null;
  // A customer may not subscribe another customer's address (Magento logs 'This email address
  // is already assigned to another user.' and answers this).
  if (signedIn && owner && owner.id !== signedIn.id) throw inputError(NEWSLETTER_MESSAGES.cannotCreate);
  if ((await subscriptionStatus(context.db, email)) === 'SUBSCRIBED') throw new MagentoError(NEWSLETTER_MESSAGES.alreadySubscribed, 'graphql-already-exists');
  const ownAddress = signedIn !== null && owner?.id === signedIn.id;
  if (ownAddress) {
    await subscribeStatement(context.db, email, signedIn.id, 'SUBSCRIBED').run();
    return { status: 'SUBSCRIBED' };
  }
  // A new code each time: asking again mails a new link, the older one stops working.
  const code = randomSecret(24);
  const row = await subscribeStatement(context.db, email, null, 'NOT_ACTIVE', new Date(), await sha256Hex(code)).first<{ id: number }>();
  await queueMail(context.db, newsletterConfirmationMail(email, row!.id, code, storefrontUrl(context.env))).run();
  return { status: 'NOT_ACTIVE' };
};

/** The confirmation link's id and code: SUBSCRIBED, or Magento's controller messages. */
const confirmNewsletterSubscription: MutationResolver<'confirmNewsletterSubscription'> = async (_s, { id, code }, context) => {
  if (!code || code.length > MAX_CODE_LENGTH) throw inputError(NEWSLETTER_MESSAGES.invalidCode);
  const outcome = await confirmSubscription(context.db, id, await sha256Hex(code));
  if (outcome === 'unknown-id') throw noSuchEntity(NEWSLETTER_MESSAGES.invalidId);
  if (outcome === 'invalid-code') throw inputError(NEWSLETTER_MESSAGES.invalidCode);
  return { status: 'SUBSCRIBED' };
};

export const newsletterResolvers = {
  Mutation: { subscribeEmailToNewsletter, confirmNewsletterSubscription },
} satisfies Resolvers;
