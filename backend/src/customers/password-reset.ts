// Forgotten password: Mutation.requestPasswordResetEmail and resetPassword (Magento's resolvers
// of the same names → AccountManagement::initiatePasswordReset / resetPassword). The link's token
// is 32 random bytes; we keep its SHA-256. It lasts customer/password/reset_link_expiration_period
// (2 hours), works once, and a newer request replaces it (Magento keeps one rp_token per customer).
import { inputError } from '../commerce/errors';
import { customerByEmail, type CustomerRow } from './customer-store';
import { isValidEmail } from './customer-input';
import { clearLoginFailures } from './login-throttle';
import { passwordChangedMail, passwordResetMail, queueMail, storefrontUrl } from './outbox';
import { checkPasswordStrength } from './password-policy';
import { configuredIterations, hashPassword, randomSecret, sha256Hex } from './passwords';
import { revokeCustomerTokens } from './tokens';
import type { Resolvers } from '../generated/resolvers';
import type { MutationResolver } from '../commerce/resolver-types';

export const RESET_LINK_HOURS = 2;
/** Magento_Security's max_number_password_reset_requests (5 an hour per account). */
export const MAX_RESET_REQUESTS_PER_HOUR = 5;

export const RESET_MESSAGES = {
  emailRequired: 'You must specify an email address.',
  emailFormat: 'The email address has an invalid format.',
  cannotReset: "Cannot reset the customer's password",
  cannotSet: "Cannot set the customer's password",
  locked: 'The account is locked',
  tokenRequired: 'resetPasswordToken must be specified',
  passwordRequired: 'newPassword must be specified',
  mismatched: 'The password token is mismatched. Reset and try again.',
  expired: 'The password token is expired. Reset and try again.',
} as const;

const isLocked = (customer: CustomerRow, now: Date) => customer.lock_expires_at !== null && customer.lock_expires_at > now.toISOString();

/** Magento's checks of the e-mail and the account, shared by both mutations. */
async function resetAccount(db: D1Database, email: string | undefined, unknownMessage: string, now: Date): Promise<CustomerRow> {
  if (!email?.trim()) throw inputError(RESET_MESSAGES.emailRequired);
  if (!isValidEmail(email.trim())) throw inputError(RESET_MESSAGES.emailFormat);
  const customer = await customerByEmail(db, email);
  if (!customer) throw inputError(unknownMessage);
  if (isLocked(customer, now)) throw inputError(RESET_MESSAGES.locked);
  return customer;
}

const requestPasswordResetEmail: MutationResolver<'requestPasswordResetEmail'> = async (_s, args, context) => {
  const now = new Date();
  const customer = await resetAccount(context.db, args.email, RESET_MESSAGES.cannotReset, now);
  const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
  const recent = await context.db
    .prepare('SELECT count(*) AS n FROM password_reset_tokens WHERE customer_id = ? AND created_at > ?')
    .bind(customer.id, hourAgo)
    .first<{ n: number }>();
  // Magento_Security refuses the sixth request within an hour; the GraphQL resolver reports any
  // refusal of initiatePasswordReset as 'Cannot reset the customer's password'.
  if ((recent?.n ?? 0) >= MAX_RESET_REQUESTS_PER_HOUR) throw inputError(RESET_MESSAGES.cannotReset);

  const token = randomSecret(32);
  const expires = new Date(now.getTime() + RESET_LINK_HOURS * 3_600_000).toISOString();
  await context.db.batch([
    // A newer link replaces the older ones (Magento keeps one rp_token per customer).
    context.db.prepare('UPDATE password_reset_tokens SET used_at = ? WHERE customer_id = ? AND used_at IS NULL').bind(now.toISOString(), customer.id),
    context.db
      .prepare('INSERT INTO password_reset_tokens (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .bind(await sha256Hex(token), customer.id, now.toISOString(), expires),
    queueMail(context.db, passwordResetMail(customer, token, storefrontUrl(context.env), RESET_LINK_HOURS)),
  ]);
  return true;
};

const resetPassword: MutationResolver<'resetPassword'> = async (_s, args, context) => {
  const now = new Date();
  if (!args.email?.trim()) throw inputError(RESET_MESSAGES.emailRequired);
  if (!isValidEmail(args.email.trim())) throw inputError(RESET_MESSAGES.emailFormat);
  if (!args.resetPasswordToken) throw inputError(RESET_MESSAGES.tokenRequired);
  if (!args.newPassword) throw inputError(RESET_MESSAGES.passwordRequired);
  const customer = await resetAccount(context.db, args.email, RESET_MESSAGES.cannotSet, now);

  const tokenHash = args.resetPasswordToken.length <= 128 ? await sha256Hex(args.resetPasswordToken) : '';
  const link = await context.db
    .prepare('SELECT expires_at, used_at FROM password_reset_tokens WHERE token_hash = ? AND customer_id = ?')
    .bind(tokenHash, customer.id)
    .first<{ expires_at: string; used_at: string | null }>();
  if (!link || link.used_at !== null) throw inputError(RESET_MESSAGES.mismatched);
  if (link.expires_at <= now.toISOString()) throw inputError(RESET_MESSAGES.expired);
  checkPasswordStrength(args.newPassword, customer.email);

  // Claim the link in one statement, so two requests with the same link cannot both use it.
  const claimed = await context.db
    .prepare('UPDATE password_reset_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL RETURNING customer_id')
    .bind(now.toISOString(), tokenHash)
    .first<{ customer_id: number }>();
  if (!claimed) throw inputError(RESET_MESSAGES.mismatched);

  const hash = await hashPassword(args.newPassword, configuredIterations(context.env));
  await context.db.batch([
    context.db
      .prepare('UPDATE customers SET password_hash = ?, password_salt = ?, password_iterations = ?, lock_expires_at = NULL, updated_at = ? WHERE id = ?')
      .bind(hash.hash, hash.salt, hash.iterations, now.toISOString(), customer.id),
    // Magento's sessionCleaner->clearFor: every session of the account ends.
    revokeCustomerTokens(context.db, customer.id, now),
    queueMail(context.db, passwordChangedMail(customer)),
  ]);
  await clearLoginFailures(context.db, customer.email);
  return true;
};

export const passwordResetResolvers = {
  Mutation: { requestPasswordResetEmail, resetPassword },
} satisfies Resolvers;
