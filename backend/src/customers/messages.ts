// Magento 2.4.7's messages for the customer operations, verbatim (module-customer-graph-ql,
// module-customer, module-integration; backend/README.md "Accounts" has the table with sources).
import { MagentoError } from '../commerce/errors';

export const authenticationError = (message: string) => new MagentoError(message, 'graphql-authentication');

export const MESSAGES = {
  specifyEmail: 'Specify the "email" value.',
  specifyPassword: 'Specify the "password" value.',
  /** CustomerTokenService / RequestThrottler: wrong e-mail or password, and every failure before the lock. */
  signInIncorrect: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  /** Magento's UserLockedException text; our throttle's answer once an e-mail is locked. */
  accountLocked: 'The account is locked.',
  /** Customer::authenticate / GetCustomer: a right password on an account awaiting confirmation. */
  notConfirmed: "This account isn't confirmed. Verify and try again.",
} as const;
