// Magento's password rules (AccountManagement::checkPasswordStrength with the defaults
// customer/password/minimum_password_length 8 and required_character_classes_number 3;
// CredentialsValidator::checkPasswordDifferentFromEmail), messages verbatim.
import { inputError } from '../commerce/errors';

export const MIN_PASSWORD_LENGTH = 8;
export const REQUIRED_CHARACTER_CLASSES = 3;
/** AccountManagement::MAX_PASSWORD_LENGTH */
export const MAX_PASSWORD_LENGTH = 256;

export const PASSWORD_MESSAGES = {
  tooLong: `Please enter a password with at most ${MAX_PASSWORD_LENGTH} characters.`,
  tooShort: `The password needs at least ${MIN_PASSWORD_LENGTH} characters. Create a new password and try again.`,
  spaces: "The password can't begin or end with a space. Verify the password and try again.",
  classes: `Minimum of different classes of characters in password is ${REQUIRED_CHARACTER_CLASSES}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.`,
  sameAsEmail: "The password can't be the same as the email address. Create a new password and try again.",
} as const;

/** The classes Magento counts: digits, lower case, upper case, anything else. */
export function characterClasses(password: string): number {
  return [/[0-9]/, /[a-z]/, /[A-Z]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password)).length;
}

/** The first rule the password breaks, as Magento checks them (graphql-input), else nothing. */
export function checkPasswordStrength(password: string, email: string): void {
  const length = [...password].length;
  if (length > MAX_PASSWORD_LENGTH) throw inputError(PASSWORD_MESSAGES.tooLong);
  if (length < MIN_PASSWORD_LENGTH) throw inputError(PASSWORD_MESSAGES.tooShort);
  if (password.trim() !== password) throw inputError(PASSWORD_MESSAGES.spaces);
  if (characterClasses(password) < REQUIRED_CHARACTER_CLASSES) throw inputError(PASSWORD_MESSAGES.classes);
  if (password.toLowerCase() === email.toLowerCase()) throw inputError(PASSWORD_MESSAGES.sameAsEmail);
}

const ALPHABETS = ['abcdefghijkmnopqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!#%+-.:=?@_'];

/**
 * A random password that meets the policy (registration without a password: the person signs in
 * with eID or resets it). 24 characters, every class present.
 */
export function generatePassword(length = 24): string {
  const all = ALPHABETS.join('');
  const random = crypto.getRandomValues(new Uint32Array(length + ALPHABETS.length));
  const chars = ALPHABETS.map((alphabet, i) => alphabet[random[i]! % alphabet.length]!);
  for (let i = ALPHABETS.length; i < length; i++) chars.push(all[random[i]! % all.length]!);
  // Shuffle so the guaranteed classes are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = random[length + (i % ALPHABETS.length)]! % (i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
