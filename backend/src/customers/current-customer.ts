// Magento's GetCustomer: every operation on the signed-in account loads it through here, so a
// token whose customer has since been locked or is awaiting confirmation is refused the same way.
import type { CommerceContext } from '../commerce/context';
import { requireCustomer } from '../commerce/request-identity';
import { authorizationError } from '../commerce/errors';
import { confirmationRequired, customerById, type CustomerRow } from './customer-store';
import { authenticationError, MESSAGES } from './messages';

export async function currentCustomer(context: Pick<CommerceContext, 'db' | 'customer' | 'customerToken'>): Promise<CustomerRow> {
  const { id } = requireCustomer(context);
  const row = await customerById(context.db, id);
  // Deleted meanwhile (its tokens are gone with it, so only a request racing the deletion).
  if (!row) throw authorizationError("The current customer isn't authorized.");
  if (row.lock_expires_at !== null && row.lock_expires_at > new Date().toISOString()) throw authenticationError(MESSAGES.accountLocked);
  if (row.confirmation !== null && (await confirmationRequired(context.db))) throw authenticationError(MESSAGES.notConfirmed);
  return row;
}
