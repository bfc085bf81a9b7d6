// The signed-in customer's own account: changeCustomerPassword, updateCustomerV2,
// updateCustomerEmail, deleteCustomer and Query.isEmailAvailable. Magento's
// resolvers of the same names; every one loads the account through currentCustomer (GetCustomer).
import type { CommerceContext } from '../commerce/context';
import { inputError, MagentoError } from '../commerce/errors';
import { currentCustomer } from './current-customer';
import { customerByEmail, type CustomerRow } from './customer-store';
import { customerShape } from './customer-shape';
import { isValidEmail, validateCustomerFields } from './customer-input';
import { isLoginLocked, recordLoginFailure } from './login-throttle';
import { authenticationError, MESSAGES } from './messages';
import { subscribeStatement } from './newsletter-store';
import { emailChangedMail, passwordChangedMail, queueMail } from './outbox';
import { checkPasswordStrength, MAX_PASSWORD_LENGTH } from './password-policy';
import { configuredIterations, hashPassword, verifyPassword } from './passwords';
import type { Resolvers } from '../generated/resolvers';
import type { MutationResolver, QueryResolver } from '../commerce/resolver-types';

export const PROFILE_MESSAGES = {
  currentPasswordRequired: 'Specify the "currentPassword" value.',
  newPasswordRequired: 'Specify the "newPassword" value.',
  /** CheckCustomerPassword → Authentication::authenticate (graphql-authentication). */
  invalidLogin: 'Invalid login or password.',
  input: '"input" value should be specified',
  /** SaveCustomer: AlreadyExistsException → graphql-already-exists. */
  emailTaken: 'A customer with the same email address already exists in an associated website.',
  emailRequired: 'Email must be specified',
  emailInvalid: 'Email is invalid',
  /** UpdateCustomerAccount: an e-mail change needs the current password. */
  emailPasswordRequired: 'Provide the current "password" to change "email".',
} as const;

/**
 * Magento's CheckCustomerPassword: throws 'Invalid login or password.' (graphql-authentication)
 * unless `password` is the customer's. A stolen session must not be able to guess the password
 * either: failures count towards the same lock as sign-ins (Authentication::authenticate).
 */
async function checkCurrentPassword(context: CommerceContext, customer: CustomerRow, password: string): Promise<void> {
  if (await isLoginLocked(context.db, customer.email)) throw authenticationError(MESSAGES.accountLocked);
  const stored = { hash: customer.password_hash, salt: customer.password_salt, iterations: customer.password_iterations };
  if (password.length > MAX_PASSWORD_LENGTH || !(await verifyPassword(password, stored))) {
    await recordLoginFailure(context.db, customer.email);
    throw authenticationError(PROFILE_MESSAGES.invalidLogin);
  }
}

const changeCustomerPassword: MutationResolver<'changeCustomerPassword'> = async (_s, args, context) => {
  const customer = await currentCustomer(context);
  if (!args.currentPassword?.trim()) throw inputError(PROFILE_MESSAGES.currentPasswordRequired);
  if (!args.newPassword?.trim()) throw inputError(PROFILE_MESSAGES.newPasswordRequired);
  await checkCurrentPassword(context, customer, args.currentPassword);
  checkPasswordStrength(args.newPassword, customer.email);
  const hash = await hashPassword(args.newPassword, configuredIterations(context.env));
  const now = new Date().toISOString();
  const statements = [
    context.db
      .prepare('UPDATE customers SET password_hash = ?, password_salt = ?, password_iterations = ?, updated_at = ? WHERE id = ? RETURNING *')
      .bind(hash.hash, hash.salt, hash.iterations, now, customer.id),
    // Every other session ends (Magento's sessionCleaner); this one stays signed in.
    context.db
      .prepare('UPDATE customer_tokens SET revoked_at = ? WHERE customer_id = ? AND revoked_at IS NULL AND token_hash <> ?')
      .bind(now, customer.id, context.customerToken?.hash ?? ''),
    queueMail(context.db, passwordChangedMail(customer)),
  ];
  const [updated] = await context.db.batch(statements);
  return customerShape((updated!.results as CustomerRow[])[0]!);
};

const UPDATABLE = ['firstname', 'lastname', 'date_of_birth', 'gender', 'taxvat'] as const;

const updateCustomerV2: MutationResolver<'updateCustomerV2'> = async (_s, { input }, context) => {
  const customer = await currentCustomer(context);
  if (!input || Object.keys(input).length === 0) throw inputError(PROFILE_MESSAGES.input);
  // A name given may not be emptied ('Required parameters are missing: First Name').
  validateCustomerFields(input, UPDATABLE.filter((field) => field in input && (field === 'firstname' || field === 'lastname')));
  const changes = UPDATABLE.filter((field) => input[field] !== undefined);
  const values = changes.map((field) => {
    const value = input[field];
    return typeof value === 'string' ? value.trim() || null : (value ?? null);
  });
  const statements: D1PreparedStatement[] = [];
  if (changes.length) {
    statements.push(
      context.db
        .prepare(`UPDATE customers SET ${changes.map((field) => `${field} = ?`).join(', ')}, updated_at = ? WHERE id = ?`)
        .bind(...values, new Date().toISOString(), customer.id),
    );
  }
  if (input.is_subscribed != null) statements.push(subscribeStatement(context.db, customer.email, customer.id, input.is_subscribed ? 'SUBSCRIBED' : 'UNSUBSCRIBED'));
  if (statements.length) await context.db.batch(statements);
  return { customer: customerShape((await currentCustomer(context)))};
};

/**
 * Magento's UpdateCustomerEmail (customer.md §7, sent only when it differs): the current password
 * is required (UpdateCustomerAccount: 'Provide the current "password" to change "email".', then
 * CheckCustomerPassword: 'Invalid login or password.', counted towards the sign-in lock like a
 * wrong sign-in). The old address is told about the change (EmailNotification::credentialsChanged)
 * and every other session of the customer ends (as after a password change); this one stays.
 */
const updateCustomerEmail: MutationResolver<'updateCustomerEmail'> = async (_s, args, context) => {
  const customer = await currentCustomer(context);
  const email = args.email.trim();
  validateCustomerFields({ email }, ['email']);
  if (email === customer.email) return { customer: customerShape(customer) };
  if (!args.password?.trim()) throw inputError(PROFILE_MESSAGES.emailPasswordRequired);
  await checkCurrentPassword(context, customer, args.password);
  const owner = await customerByEmail(context.db, email);
  if (owner && owner.id !== customer.id) throw new MagentoError(PROFILE_MESSAGES.emailTaken, 'graphql-already-exists');
  const now = new Date().toISOString();
  try {
    await context.db.batch([
      context.db.prepare('UPDATE customers SET email = ?, updated_at = ? WHERE id = ?').bind(email, now, customer.id),
      // The subscription follows the account; a guest subscription of the new address merges into it.
      context.db.prepare('DELETE FROM newsletter_subscribers WHERE email = ? COLLATE NOCASE AND customer_id IS NULL AND EXISTS (SELECT 1 FROM newsletter_subscribers WHERE customer_id = ?)').bind(email, customer.id),
      context.db.prepare('UPDATE newsletter_subscribers SET email = ?, updated_at = ? WHERE customer_id = ?').bind(email, now, customer.id),
      context.db.prepare('UPDATE newsletter_subscribers SET customer_id = ?, updated_at = ? WHERE email = ? COLLATE NOCASE AND customer_id IS NULL').bind(customer.id, now, email),
      queueMail(context.db, emailChangedMail(customer, customer.email, email)),
      context.db
        .prepare('UPDATE customer_tokens SET revoked_at = ? WHERE customer_id = ? AND revoked_at IS NULL AND token_hash <> ?')
        .bind(now, customer.id, context.customerToken?.hash ?? ''),
    ]);
  } catch (error) {
    if (String(error).includes('customers.email')) throw new MagentoError(PROFILE_MESSAGES.emailTaken, 'graphql-already-exists');
    throw error;
  }
  return { customer: customerShape((await currentCustomer(context))) };
};

/**
 * Deletes the account and the personal data tied to it (customer.md §6; GDPR erasure): the
 * customer row, and with it (ON DELETE CASCADE) tokens, addresses, reset links, consents,
 * loyalty, newsletter subscription and wish list. Orders stay for accounting, detached and
 * anonymised: no customer id, no e-mail, names, street, phone, company or VAT number. The
 * account's carts are detached, emptied and closed (their ids stay: orders refer to them).
 * A company whose last member this was goes too.
 */
const deleteCustomer: MutationResolver<'deleteCustomer'> = async (_s, _a, context) => {
  const customer = await currentCustomer(context);
  const { db } = context;
  const anonymise = (column: string) =>
    `${column} = CASE WHEN ${column} IS NULL THEN NULL ELSE json_set(${column}, '$.firstname', '-', '$.lastname', '-', '$.street', json('["-"]'), '$.telephone', NULL, '$.company', NULL, '$.vat_id', NULL) END`;
  const now = new Date().toISOString();
  await db.batch([
    db
      .prepare(`UPDATE orders SET customer_id = NULL, email = 'anonymised@deleted.invalid', ${anonymise('shipping_address')}, ${anonymise('billing_address')}, updated_at = ? WHERE customer_id = ?`)
      .bind(now, customer.id),
    db.prepare('DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE customer_id = ?)').bind(customer.id),
    db.prepare('DELETE FROM cart_addresses WHERE cart_id IN (SELECT id FROM carts WHERE customer_id = ?)').bind(customer.id),
    db.prepare('UPDATE carts SET customer_id = NULL, email = NULL, is_active = 0, updated_at = ? WHERE customer_id = ?').bind(now, customer.id),
    db.prepare('DELETE FROM newsletter_subscribers WHERE customer_id = ? OR email = ? COLLATE NOCASE').bind(customer.id, customer.email),
    db.prepare('DELETE FROM login_failures WHERE email = ?').bind(customer.email.toLowerCase()),
    db.prepare('DELETE FROM email_outbox WHERE to_email = ? COLLATE NOCASE').bind(customer.email),
    db.prepare('DELETE FROM customers WHERE id = ?').bind(customer.id),
    db.prepare('DELETE FROM companies WHERE id = ? AND NOT EXISTS (SELECT 1 FROM customers WHERE company_id = ?)').bind(customer.company_id, customer.company_id),
  ]);
  return true;
};

/**
 * Magento 2.4.7 answers true for every e-mail unless customer/account_information/
 * graphql_share_customer_email is on (it is off by default), so the query cannot be used to
 * find out who has an account. Same here: the duplicate shows on createCustomerV2.
 */
const isEmailAvailable: QueryResolver<'isEmailAvailable'> = async (_s, args, context) => {
  const email = args.email?.trim();
  if (!email) throw inputError(PROFILE_MESSAGES.emailRequired);
  if (!isValidEmail(email)) throw inputError(PROFILE_MESSAGES.emailInvalid);
  const share = await context.db.prepare(`SELECT value FROM customer_config WHERE path = 'customer/account_information/graphql_share_customer_email'`).first<{ value: string }>();
  if (share?.value !== '1') return { is_email_available: true };
  return { is_email_available: (await customerByEmail(context.db, email)) === null };
};

export const profileResolvers = {
  Query: { isEmailAvailable },
  Mutation: { changeCustomerPassword, updateCustomerV2, updateCustomerEmail, deleteCustomer },
} satisfies Resolvers;
