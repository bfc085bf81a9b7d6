// Creating an account: Mutation.createCustomerV2 (Magento's CreateCustomer →
// CreateCustomerAccount → AccountManagement::createAccount) and the admin of createCompany.
// Order of checks as Magento: input → customer data (required, e-mail, gender, names) →
// password policy → duplicate e-mail; then ours: identity number with its eID proof, consents.
import type { CommerceContext } from '../commerce/context';
import { inputError } from '../commerce/errors';
import { confirmationRequired, customerByEmail, type CustomerRow } from './customer-store';
import { customerShape } from './customer-shape';
import { validateCustomerFields, type CustomerFields } from './customer-input';
import { verifyIdentityProof, type IdentityProof } from './identity-proof';
import { subscribeStatement } from './newsletter-store';
import { confirmationMail, queueMail, storefrontUrl, welcomeMail } from './outbox';
import { checkPasswordStrength, generatePassword } from './password-policy';
import { configuredIterations, hashPassword, randomSecret, sha256Hex } from './passwords';
import type { Resolvers } from '../generated/resolvers';
import type { MutationResolver } from '../commerce/resolver-types';

export const REGISTRATION_MESSAGES = {
  input: '"input" value should be specified',
  duplicateEmail: 'A customer with the same email address already exists in an associated website.',
  duplicateIdNumber: 'A customer with the same personal identification code already exists.',
  unprovenIdNumber: 'The personal identification code could not be verified. Sign in with Smart-ID, Mobile-ID or ID-card first.',
  unknownAgreement: (code: string) => `The agreement "${code.slice(0, 64)}" does not exist.`,
} as const;

export type NewAccount = CustomerFields & {
  firstname: string;
  lastname: string;
  email: string;
  password?: string | null;
  is_subscribed?: boolean | null;
  id_number?: string | null;
  identity_proof?: IdentityProof | null;
  gdpr_agreements?: string[] | null;
};

type AccountOptions = { accountType: 'customer' | 'business'; companyId?: number | null; companyRole?: string | null };

/** Validates a new account without writing anything (createCompany validates before it writes). */
export async function validateNewAccount(context: Pick<CommerceContext, 'db' | 'env'>, input: NewAccount, options: AccountOptions): Promise<void> {
  validateCustomerFields(input, ['firstname', 'lastname', 'email']);
  if (input.password != null && input.password !== '') checkPasswordStrength(input.password, input.email.trim());
  if (await customerByEmail(context.db, input.email)) throw inputError(REGISTRATION_MESSAGES.duplicateEmail);
  if (input.id_number != null && input.id_number !== '') {
    const idNumber = input.id_number.trim();
    if (idNumber.length > 20 || !(await verifyIdentityProof(context.db, idNumber, input.identity_proof, context.env))) throw inputError(REGISTRATION_MESSAGES.unprovenIdNumber);
    if (options.accountType === 'customer') {
      const taken = await context.db.prepare(`SELECT 1 FROM customers WHERE id_number = ? AND account_type = 'customer'`).bind(idNumber).first();
      if (taken) throw inputError(REGISTRATION_MESSAGES.duplicateIdNumber);
    }
  }
  await validateAgreements(context.db, input.gdpr_agreements);
}

async function validateAgreements(db: D1Database, codes: string[] | null | undefined): Promise<void> {
  if (!codes?.length) return;
  if (codes.length > 10) throw inputError(REGISTRATION_MESSAGES.unknownAgreement(codes[10]!));
  const known = new Set((await db.prepare('SELECT code FROM gdpr_agreement_types').all<{ code: string }>()).results.map((r) => r.code));
  const unknown = codes.find((code) => !known.has(code));
  if (unknown !== undefined) throw inputError(REGISTRATION_MESSAGES.unknownAgreement(unknown));
}

/**
 * Writes the account (after validateNewAccount) in one batch: customer, consents, newsletter,
 * the confirmation or welcome e-mail. Returns the row and whether it awaits confirmation.
 */
export async function insertAccount(
  context: Pick<CommerceContext, 'db' | 'env'>,
  input: NewAccount,
  options: AccountOptions,
): Promise<{ row: CustomerRow; awaitingConfirmation: boolean }> {
  const { db, env } = context;
  const email = input.email.trim();
  const password = input.password ? input.password : generatePassword();
  const hash = await hashPassword(password, configuredIterations(env));
  const awaitingConfirmation = await confirmationRequired(db);
  const confirmationKey = awaitingConfirmation ? randomSecret(24) : null;
  const now = new Date().toISOString();
  const idNumber = input.id_number?.trim() || null;

  let row: CustomerRow | null;
  try {
    row = await db
      .prepare(
        `INSERT INTO customers (email, firstname, lastname, account_type, id_number, company_id, company_role, date_of_birth, gender, taxvat,
           password_hash, password_salt, password_iterations, confirmation, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .bind(
        email, input.firstname.trim(), input.lastname.trim(), options.accountType, idNumber, options.companyId ?? null, options.companyRole ?? null,
        input.date_of_birth || null, input.gender ?? null, input.taxvat?.trim() || null,
        hash.hash, hash.salt, hash.iterations, confirmationKey ? await sha256Hex(confirmationKey) : null, now, now,
      )
      .first<CustomerRow>();
  } catch (error) {
    // Two registrations racing for one e-mail or identity: the unique indexes decide.
    const text = String(error);
    if (text.includes('customers.email')) throw inputError(REGISTRATION_MESSAGES.duplicateEmail);
    if (text.includes('id_number')) throw inputError(REGISTRATION_MESSAGES.duplicateIdNumber);
    throw error;
  }
  if (!row) throw new Error('Customer insert returned no row');

  const base = storefrontUrl(env);
  const writes: D1PreparedStatement[] = (input.gdpr_agreements ?? []).map((code) =>
    db.prepare('INSERT OR IGNORE INTO gdpr_agreements (customer_id, code, accepted_at) VALUES (?, ?, ?)').bind(row.id, code, now),
  );
  if (input.is_subscribed) writes.push(subscribeStatement(db, email, row.id, 'SUBSCRIBED'));
  writes.push(queueMail(db, confirmationKey ? confirmationMail(row, confirmationKey, base) : welcomeMail(row, base)));
  await db.batch(writes);
  return { row, awaitingConfirmation };
}

const createCustomerV2: MutationResolver<'createCustomerV2'> = async (_s, { input }, context) => {
  if (!input) throw inputError(REGISTRATION_MESSAGES.input);
  const options = { accountType: 'customer' as const };
  await validateNewAccount(context, input, options);
  const { row } = await insertAccount(context, input, options);
  return { customer: customerShape(row) };
};

export const registrationResolvers = {
  Mutation: { createCustomerV2 },
} satisfies Resolvers;
