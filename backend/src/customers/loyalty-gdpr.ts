// The store's own account parts (extensions.graphqls "Accounts"): the loyalty programme, which
// needs an identity number from an eID sign-in (customer.md §6), and the GDPR consents given at
// registration, which the customer may withdraw (customer.md §4: withdrawing logs out).
import { inputError, noSuchEntity } from '../commerce/errors';
import { currentCustomer } from './current-customer';
import { loyaltyProgram } from './customer-shape';
import { revokeCustomerTokens } from './tokens';
import type { Resolvers } from '../generated/resolvers';
import type { MutationResolver } from '../commerce/resolver-types';

export const LOYALTY_GDPR_MESSAGES = {
  needsIdentity: 'The loyalty programme needs an identity confirmed with Smart-ID, Mobile-ID or ID-card.',
  unknownAgreement: (code: string) => `The agreement "${code.slice(0, 64)}" does not exist.`,
} as const;

const setLoyaltyProgramMembership: MutationResolver<'setLoyaltyProgramMembership'> = async (_s, { member }, context) => {
  const customer = await currentCustomer(context);
  if (member && customer.id_number === null) throw inputError(LOYALTY_GDPR_MESSAGES.needsIdentity);
  await context.db
    .prepare(member ? 'INSERT OR IGNORE INTO loyalty_members (customer_id, joined_at) VALUES (?, ?)' : 'DELETE FROM loyalty_members WHERE customer_id = ? AND ? IS NOT NULL')
    .bind(customer.id, new Date().toISOString())
    .run();
  return loyaltyProgram(context.db, customer);
};

/**
 * Withdraws a consent. A required one (terms of sale, data processing) ends every session of the
 * account, this one included: the storefront's next call is unauthorized and it logs out.
 */
const cancelGdprAgreement: MutationResolver<'cancelGdprAgreement'> = async (_s, { code }, context) => {
  const customer = await currentCustomer(context);
  const type = await context.db.prepare('SELECT required FROM gdpr_agreement_types WHERE code = ?').bind(code).first<{ required: number }>();
  if (!type) throw noSuchEntity(LOYALTY_GDPR_MESSAGES.unknownAgreement(code));
  const statements = [context.db.prepare('DELETE FROM gdpr_agreements WHERE customer_id = ? AND code = ?').bind(customer.id, code)];
  if (type.required === 1) statements.push(revokeCustomerTokens(context.db, customer.id));
  await context.db.batch(statements);
  return true;
};

export const loyaltyGdprResolvers = {
  Mutation: { setLoyaltyProgramMembership, cancelGdprAgreement },
} satisfies Resolvers;
