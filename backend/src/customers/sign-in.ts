// Mutation.generateCustomerToken and revokeCustomerToken (Magento 2.4.7 GenerateCustomerToken,
// CustomerTokenService::createCustomerAccessToken, RevokeCustomerToken).
import { requireCustomer } from '../commerce/request-identity';
import { inputError } from '../commerce/errors';
import { confirmationRequired, customerByEmail } from './customer-store';
import { clearLoginFailures, isLoginLocked, recordLoginFailure } from './login-throttle';
import { authenticationError, MESSAGES } from './messages';
import { verifyPassword } from './passwords';
import { issueCustomerToken, revokeCustomerTokens } from './tokens';
import type { Resolvers } from '../generated/resolvers';
import type { MutationResolver } from '../commerce/resolver-types';

/** Longer than any e-mail (RFC 5321) or password we accept; refused before any hashing. */
const MAX_EMAIL = 254;
export const MAX_PASSWORD = 256;

/** A fixed hash to verify against when the e-mail has no account, so both cases cost one PBKDF2. */
const DUMMY_HASH = { hash: '0'.repeat(64), salt: '0'.repeat(32), iterations: 100_000 };

/**
 * Checks e-mail and password the way CustomerTokenService does and returns the customer id:
 * throttle first (a locked e-mail is refused whatever the password), then the credentials; a
 * failure counts against the e-mail. Two deliberate differences from Magento 2.4.7 (README):
 * a locked e-mail gets Magento's 'The account is locked.' instead of the generic sign-in message,
 * and a right password on an unconfirmed account gets "This account isn't confirmed…" (Magento's
 * own storefront login and GetCustomer say so; its token service hides it).
 */
export async function authenticate(db: D1Database, email: string, password: string): Promise<number> {
  if (await isLoginLocked(db, email)) throw authenticationError(MESSAGES.accountLocked);
  const customer = email.length <= MAX_EMAIL ? await customerByEmail(db, email) : null;
  const stored = customer ? { hash: customer.password_hash, salt: customer.password_salt, iterations: customer.password_iterations } : DUMMY_HASH;
  const passwordOk = password.length <= MAX_PASSWORD && (await verifyPassword(password, stored));
  const adminLocked = customer?.lock_expires_at != null && customer.lock_expires_at > new Date().toISOString();
  if (!customer || !passwordOk || adminLocked) {
    await recordLoginFailure(db, email.slice(0, MAX_EMAIL));
    throw authenticationError(MESSAGES.signInIncorrect);
  }
  if (customer.confirmation !== null && (await confirmationRequired(db))) throw authenticationError(MESSAGES.notConfirmed);
  await clearLoginFailures(db, email);
  return customer.id;
}

const generateCustomerToken: MutationResolver<'generateCustomerToken'> = async (_s, args, context) => {
  if (!args.email) throw inputError(MESSAGES.specifyEmail);
  if (!args.password) throw inputError(MESSAGES.specifyPassword);
  const customerId = await authenticate(context.db, args.email, args.password);
  return { token: await issueCustomerToken(context.db, customerId, context.env) };
};

/** Magento revokes every token of the customer (TokenRevoker::revokeFor), not only this one. */
const revokeCustomerToken: MutationResolver<'revokeCustomerToken'> = async (_s, _a, context) => {
  const customer = requireCustomer(context);
  await revokeCustomerTokens(context.db, customer.id).run();
  return { result: true };
};

export const signInResolvers = {
  Mutation: { generateCustomerToken, revokeCustomerToken },
} satisfies Resolvers;
