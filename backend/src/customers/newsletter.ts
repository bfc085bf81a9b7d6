// Mutation.subscribeEmailToNewsletter (Magento's NewsletterGraphQl SubscribeEmailToNewsletter and
// its Validation): guests may subscribe (newsletter/subscription/allow_guest_subscribe 1), no
// confirmation step (newsletter/subscription/confirm 0), so the answer is SUBSCRIBED.
import type { GraphQLFieldResolver } from 'graphql';
import type { CommerceContext } from '../commerce/context';
import { inputError, MagentoError } from '../commerce/errors';
import { customerByEmail } from './customer-store';
import { isValidEmail } from './customer-input';
import { subscribeStatement, subscriptionStatus } from './newsletter-store';

type Resolver<Args> = GraphQLFieldResolver<unknown, CommerceContext, Args>;

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'You must specify an email address to subscribe to a newsletter.',
  emailInvalid: 'Enter a valid email address.',
  cannotCreate: 'Cannot create a newsletter subscription.',
  alreadySubscribed: 'This email address is already subscribed.',
} as const;

const subscribeEmailToNewsletter: Resolver<{ email?: string | null }> = async (_s, args, context) => {
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
  await subscribeStatement(context.db, email, ownAddress ? signedIn.id : null, 'SUBSCRIBED').run();
  return { status: 'SUBSCRIBED' };
};

export const newsletterResolvers = {
  Mutation: { subscribeEmailToNewsletter },
};
