import { useState } from 'react';
import { PASSWORD_STRENGTH_LABEL, type PasswordError, passwordStrength, validatePassword } from '../../domain/password-strength';
import { TextField } from '../../ui/checkout/text-field';
import { t, translate } from '../../ui/i18n/t';

/** A password rule's message as the shopper reads it (customer.md §5, exact messages). */
const passwordErrorText = (error: PasswordError | undefined) => (error ? translate(error.message, 'params' in error ? error.params : undefined) : null);

export type PasswordEntries = { readonly password: string; readonly confirmation: string };

/**
 * The password and its repetition with the strength meter (customer.md §5: at least 8
 * characters, 3 of 4 classes, entries match; weak / medium / strong / very strong). Used by
 * registration and the new-password mode. `optional`: both may stay empty (registration
 * without a password).
 */
export function usePasswordFields(optional = false) {
  const [entries, setEntries] = useState<PasswordEntries>({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<{ password?: PasswordError; confirmation?: PasswordError }>({});
  const check = (next: PasswordEntries) => {
    if (optional && !next.password && !next.confirmation) return {};
    const result = validatePassword(next.password, next.confirmation);
    return result.ok ? {} : Object.fromEntries(result.errors.map((error) => [error.field, error]));
  };
  return {
    entries,
    errors,
    setPassword: (password: string) => {
      const next = { ...entries, password };
      setEntries(next);
      if (errors.password || errors.confirmation) setErrors(check(next));
    },
    setConfirmation: (confirmation: string) => {
      const next = { ...entries, confirmation };
      setEntries(next);
      if (errors.confirmation) setErrors(check(next));
    },
    /** Checks both entries; `true` when they pass (or, optional, are both empty). Focuses the first invalid one. */
    validate(idPrefix: string): boolean {
      const found = check(entries);
      setErrors(found);
      const first = found.password ? 'password' : found.confirmation ? 'confirmation' : null;
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
      return first === null;
    },
  };
}

export function PasswordFields({ idPrefix, fields, label }: { idPrefix: string; fields: ReturnType<typeof usePasswordFields>; label: string }) {
  const strength = passwordStrength(fields.entries.password);
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        name="password"
        type="password"
        autoComplete="new-password"
        label={label}
        value={fields.entries.password}
        error={passwordErrorText(fields.errors.password)}
        hint={t('Use at least {n} of these: lower case letters, upper case letters, numbers, special characters', { n: 3 })}
        onChange={fields.setPassword}
      />
      {strength ? (
        <p className={`password-strength password-strength--${strength.replace(' ', '-')}`} aria-live="polite">
          <span className="password-strength__bar" aria-hidden="true" />
          {t('Password strength: {strength}', { strength: translate(PASSWORD_STRENGTH_LABEL[strength]) })}
        </p>
      ) : null}
      <TextField
        id={`${idPrefix}-confirmation`}
        name="password-confirmation"
        type="password"
        autoComplete="new-password"
        label={t('Repeat password')}
        value={fields.entries.confirmation}
        error={passwordErrorText(fields.errors.confirmation)}
        onChange={fields.setConfirmation}
      />
    </>
  );
}
