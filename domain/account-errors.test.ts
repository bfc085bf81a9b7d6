import { describe, expect, it } from 'vitest';
import { accountErrorKey, type AccountOperation } from './account-errors';

describe('accountErrorKey', () => {
  it.each<[AccountOperation, string, string | undefined, string]>([
    [
      'sign-in',
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
      'graphql-authentication',
      'Email or password is not correct, check your input and try again',
    ],
    ['sign-in', 'The account is locked.', 'graphql-authentication', 'Account temporarily disabled'],
    ['sign-in', 'Account temporarily locked after too many failed sign-in attempts', 'graphql-authentication', 'Account temporarily disabled'],
    ['sign-in', "This account isn't confirmed. Verify and try again.", 'graphql-authentication', 'You must confirm your account. Please check your email for the confirmation link.'],
    ['sign-in', 'Something else', 'graphql-authentication', 'Email or password is not correct, check your input and try again'],
    ['sign-in', 'Internal error', undefined, 'Authentication failed'],
    ['new-password', 'The password token is mismatched. Reset and try again.', 'graphql-input', 'Email or password is not correct, check your input and try again'],
    ['register', 'A customer with the same email address already exists in an associated website.', 'graphql-input', 'Customer with the same e-mail already exists'],
    ['register', 'A customer with the same identification code already exists.', 'graphql-already-exists', 'Customer with the same identification code already exists'],
    ['register', 'First Name is not valid!', 'graphql-input', 'Customer registration error'],
    ['company', 'A customer with the same email address already exists in an associated website.', 'graphql-input', 'Customer with the same e-mail already exists'],
    ['company', 'Invalid VAT number', 'graphql-input', 'Company creation error'],
    ['reset-request', 'No such entity with email = x@example.ee', 'graphql-input', 'E-mail address is incorrect'],
    ['eid-sign-in', 'Identity proof is not valid', 'graphql-authentication', 'Authentication failed'],
  ])('%s with %j (%s) → %s', (operation, message, category, key) => {
    expect(accountErrorKey(operation, message, category)).toBe(key);
  });
});

describe('accountErrorKey: the captcha refusal', () => {
  it.each(['sign-in', 'register', 'company', 'reset-request'] as const)('%s: Magento\'s ReCaptcha message is shown as such', (operation) => {
    expect(accountErrorKey(operation, 'ReCaptcha validation failed, please try again', 'graphql-input')).toBe('ReCaptcha validation failed, please try again');
  });
});
