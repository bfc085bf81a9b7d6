/**
 * Password policy and strength meter (customer.md §5, storefront.md §5): at least 8 characters,
 * at least 3 of 4 character classes (lower case, upper case, digits, special), the two entries
 * must match; strength labels weak, medium, strong, very strong. Used by registration, password
 * change and password reset. Magento enforces the same policy server-side
 * (customer/password/required_character_classes_number = 3, minimum_password_length = 8).
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MIN_CLASSES = 3;

export type CharacterClass = 'lower' | 'upper' | 'digit' | 'special';

/**
 * The classes present, judged exactly as Magento judges them
 * (Magento\Customer\Model\AccountManagement::makeRequiredCharactersCheck: [a-z], [A-Z], [0-9],
 * and [^a-zA-Z0-9] for special), so the form never accepts what the backend refuses: 'õ', 'Ü'
 * and a space count as special characters, not as letters.
 */
export function characterClasses(password: string): ReadonlySet<CharacterClass> {
  const classes = new Set<CharacterClass>();
  for (const char of password) {
    if (/[a-z]/.test(char)) classes.add('lower');
    else if (/[A-Z]/.test(char)) classes.add('upper');
    else if (/[0-9]/.test(char)) classes.add('digit');
    else classes.add('special');
  }
  return classes;
}

export type PasswordStrength = 'weak' | 'medium' | 'strong' | 'very strong';

/** The catalogue key that labels each strength. */
export const PASSWORD_STRENGTH_LABEL = {
  weak: 'Weak',
  medium: 'Medium',
  strong: 'Strong',
  'very strong': 'Very strong',
} as const satisfies Record<PasswordStrength, string>;

/**
 * The meter's reading, or `null` for an empty password (the meter shows nothing). Scoring:
 * - weak: the policy is not met (fewer than 8 characters or fewer than 3 classes): it would be
 *   refused, so it never reads better than weak;
 * - otherwise points = classes (3 or 4) + 1 for 12 or more characters + 1 more for 16 or more;
 *   3 points → medium, 4 → strong, 5 or 6 → very strong.
 * So 'Salas0na' (8, 3 classes) is medium, 'Salas0na!' (4 classes) strong, 'Salas0na!Pikk'
 * (13, 4 classes) very strong, and a 16-character passphrase of 3 classes very strong.
 * Length counts code points ('õ' is one). Dictionary words are not detected: the meter is a
 * nudge, the policy is the rule.
 */
export function passwordStrength(password: string): PasswordStrength | null {
  if (!password) return null;
  const length = [...password].length;
  const classes = characterClasses(password).size;
  if (length < PASSWORD_MIN_LENGTH || classes < PASSWORD_MIN_CLASSES) return 'weak';
  const points = classes + (length >= 12 ? 1 : 0) + (length >= 16 ? 1 : 0);
  if (points <= 3) return 'medium';
  if (points === 4) return 'strong';
  return 'very strong';
}

export type PasswordError =
  | { readonly field: 'password'; readonly reason: 'required'; readonly message: 'Please fill this field to continue' }
  | {
      readonly field: 'password';
      readonly reason: 'too-short';
      readonly message: 'Password must contain of at least {length} characters';
      readonly params: { readonly length: number };
    }
  | {
      readonly field: 'password';
      readonly reason: 'too-few-classes';
      readonly message: 'Use at least {n} of these: lower case letters, upper case letters, numbers, special characters';
      readonly params: { readonly n: number };
    }
  | { readonly field: 'confirmation'; readonly reason: 'required'; readonly message: 'Please fill this field to continue' }
  | { readonly field: 'confirmation'; readonly reason: 'mismatch'; readonly message: 'Passwords do not match' };

export type PasswordValidation = { readonly ok: true } | { readonly ok: false; readonly errors: readonly PasswordError[] };

/**
 * The policy over the two entries. Returns every error at once, at most one per field (the
 * password's first failing rule: required, too short, too few classes; then the confirmation:
 * required, mismatch), so the form marks both fields. The password is never trimmed: spaces
 * are part of it.
 */
export function validatePassword(password: string, confirmation: string): PasswordValidation {
  const errors: PasswordError[] = [];
  if (!password) errors.push({ field: 'password', reason: 'required', message: 'Please fill this field to continue' });
  else if ([...password].length < PASSWORD_MIN_LENGTH) {
    errors.push({ field: 'password', reason: 'too-short', message: 'Password must contain of at least {length} characters', params: { length: PASSWORD_MIN_LENGTH } });
  } else if (characterClasses(password).size < PASSWORD_MIN_CLASSES) {
    errors.push({
      field: 'password',
      reason: 'too-few-classes',
      message: 'Use at least {n} of these: lower case letters, upper case letters, numbers, special characters',
      params: { n: PASSWORD_MIN_CLASSES },
    });
  }
  if (!confirmation) errors.push({ field: 'confirmation', reason: 'required', message: 'Please fill this field to continue' });
  else if (confirmation !== password) errors.push({ field: 'confirmation', reason: 'mismatch', message: 'Passwords do not match' });
  return errors.length ? { ok: false, errors } : { ok: true };
}
