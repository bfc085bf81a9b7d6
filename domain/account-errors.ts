import { isCaptchaRefusal } from './captcha';

/**
 * Which message of customer.md §8 a refused account operation shows. Magento's own texts are
 * English and differ between versions (and the reference backend words some of its own), so the
 * shopper gets the spec's message for what happened, never the upstream text:
 * - sign-in (e-mail, new password): wrong e-mail or password → 'Email or password is not correct,
 *   check your input and try again'; lockout after repeated failures → 'Account temporarily
 *   disabled'; an account awaiting e-mail confirmation → the registration confirmation notice;
 * - registration: an e-mail or identification code already in use → 'Customer with the same
 *   e-mail already exists' / '… identification code already exists';
 * - a refused reset request (unknown e-mail; Magento answers false or an input error) → 'E-mail
 *   address is incorrect';
 * - otherwise the operation's default: 'Authentication failed', 'Customer registration error',
 *   'Company creation error'.
 * No message says whether an e-mail has an account beyond what the spec's messages say (the
 * duplicate e-mail on registration is the spec's own).
 */
export type AccountOperation = 'sign-in' | 'reset-request' | 'new-password' | 'eid-sign-in' | 'register' | 'company' | 'confirm';

export type AccountErrorKey =
  | 'Email or password is not correct, check your input and try again'
  | 'Account temporarily disabled'
  | 'You must confirm your account. Please check your email for the confirmation link.'
  | 'Customer with the same e-mail already exists'
  | 'Customer with the same identification code already exists'
  | 'Customer registration error'
  | 'Company creation error'
  | 'E-mail address is incorrect'
  | 'Authentication failed'
  | 'ReCaptcha validation failed, please try again';

const DEFAULT_KEY = {
  'sign-in': 'Authentication failed',
  'reset-request': 'E-mail address is incorrect',
  'new-password': 'Email or password is not correct, check your input and try again',
  'eid-sign-in': 'Authentication failed',
  register: 'Customer registration error',
  company: 'Company creation error',
  confirm: 'Authentication failed',
} as const satisfies Record<AccountOperation, AccountErrorKey>;

/** Magento 2.4.7 CustomerTokenService: wrong e-mail or password (the same text for an unknown e-mail). */
const WRONG_CREDENTIALS = /sign-in was incorrect|invalid login or password|email or password/i;
/** Magento's UserLockedException ('The account is locked.') and the backend's lockout wording. */
const LOCKED = /\block(ed|out)\b|temporarily disabled/i;
/** Magento's EmailNotConfirmedException: "This account isn't confirmed. Verify and try again." */
const NOT_CONFIRMED = /isn[’']?t confirmed|not confirmed/i;
/** Magento: 'A customer with the same email address already exists in an associated website.' */
const SAME_EMAIL = /same e-?mail|email address already exists|already exists.*e-?mail/i;
/** The reference backend's duplicate identity number (id_number is unique per account type). */
const SAME_ID = /identification code|id_number|identity number|personal code/i;
/** Magento's reset token errors ('The password token is mismatched. Reset and try again.', '…expired…'). */

/**
 * The message key for a refusal of `operation` with Magento's `message` (its first GraphQL
 * error) and error `category` (e.g. graphql-authentication, graphql-input, graphql-already-exists).
 */
export function accountErrorKey(operation: AccountOperation, message: string, category: string | undefined): AccountErrorKey {
  // Magento's ReCaptcha modules refuse before the operation runs, whichever it is.
  if (isCaptchaRefusal(message)) return 'ReCaptcha validation failed, please try again';
  if (operation === 'sign-in' || operation === 'new-password' || operation === 'eid-sign-in') {
    if (NOT_CONFIRMED.test(message)) return 'You must confirm your account. Please check your email for the confirmation link.';
    // The wrong-credentials text of Magento also says "disabled temporarily": test it first.
    if (operation === 'sign-in' && WRONG_CREDENTIALS.test(message)) return 'Email or password is not correct, check your input and try again';
    if (LOCKED.test(message)) return 'Account temporarily disabled';
    if (operation === 'sign-in' && category === 'graphql-authentication') return 'Email or password is not correct, check your input and try again';
    return DEFAULT_KEY[operation];
  }
  if (operation === 'register' || operation === 'company') {
    if (SAME_ID.test(message) && /exist|already|use/i.test(message)) return 'Customer with the same identification code already exists';
    if (SAME_EMAIL.test(message) || (category === 'graphql-already-exists' && /mail/i.test(message))) return 'Customer with the same e-mail already exists';
  }
  return DEFAULT_KEY[operation];
}
