// Account confirmation by e-mail: Mutation.confirmEmail (Magento's ConfirmEmail →
// AccountManagement::activate) and resendConfirmationEmail (extension; AccountManagement::
// resendConfirmation). The key travels only in the mail; we keep its SHA-256.
import { inputError } from '../commerce/errors';
import { customerByEmail } from './customer-store';
import { customerShape } from './customer-shape';
import { isValidEmail } from './customer-input';
import { confirmationMail, queueMail, storefrontUrl, welcomeMail } from './outbox';
import { randomSecret, sha256Hex } from './passwords';
import type { Resolvers } from '../generated/resolvers';
import type { MutationResolver } from '../commerce/resolver-types';

export const CONFIRMATION_MESSAGES = {
  emailInvalid: 'Email is invalid',
  failed: 'There was an error confirming the account',
  alreadyActive: 'The account is already active.',
  tokenInvalid: 'The confirmation token is invalid. Verify the token and try again.',
  notNeeded: "Confirmation isn't needed.",
} as const;

const MAX_KEY_LENGTH = 128;

const confirmEmail: MutationResolver<'confirmEmail'> = async (_s, { input }, context) => {
  const email = input.email.trim();
  if (!isValidEmail(email)) throw inputError(CONFIRMATION_MESSAGES.emailInvalid);
  const customer = await customerByEmail(context.db, email);
  if (!customer) throw inputError(CONFIRMATION_MESSAGES.failed);
  if (customer.confirmation === null) throw inputError(CONFIRMATION_MESSAGES.alreadyActive);
  const key = input.confirmation_key;
  if (!key || key.length > MAX_KEY_LENGTH || (await sha256Hex(key)) !== customer.confirmation) throw inputError(CONFIRMATION_MESSAGES.tokenInvalid);
  const now = new Date().toISOString();
  // Only the row still holding this key is activated (two clicks on the link: one wins).
  const [updated] = await context.db.batch([
    context.db.prepare('UPDATE customers SET confirmation = NULL, updated_at = ? WHERE id = ? AND confirmation = ? RETURNING *').bind(now, customer.id, customer.confirmation),
    queueMail(context.db, welcomeMail(customer, storefrontUrl(context.env))),
  ]);
  const row = (updated?.results as typeof customer[] | undefined)?.[0];
  if (!row) throw inputError(CONFIRMATION_MESSAGES.alreadyActive);
  return { customer: customerShape(row) };
};

/**
 * A new confirmation mail with a new key (the old link stops working). An e-mail without an
 * account answers true and sends nothing, so the call tells nobody which e-mails have accounts.
 */
const resendConfirmationEmail: MutationResolver<'resendConfirmationEmail'> = async (_s, args, context) => {
  const email = args.email.trim();
  if (!isValidEmail(email)) throw inputError(CONFIRMATION_MESSAGES.emailInvalid);
  const customer = await customerByEmail(context.db, email);
  if (!customer) return true;
  if (customer.confirmation === null) throw inputError(CONFIRMATION_MESSAGES.notNeeded);
  const key = randomSecret(24);
  await context.db.batch([
    context.db.prepare('UPDATE customers SET confirmation = ?, updated_at = ? WHERE id = ?').bind(await sha256Hex(key), new Date().toISOString(), customer.id),
    queueMail(context.db, confirmationMail(customer, key, storefrontUrl(context.env))),
  ]);
  return true;
};

export const confirmationResolvers = {
  Mutation: { confirmEmail, resendConfirmationEmail },
} satisfies Resolvers;
