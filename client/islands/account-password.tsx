import { type FormEvent, useEffect, useState } from 'react';
import { validatePassword } from '../../domain/password-strength';
import { type PasswordChangeField, type PasswordChangeValues, PasswordChangeView, passwordInputId } from '../../ui/account/password-change-view';
import { t, translate } from '../../ui/i18n/t';
import { callAccount } from '../account/account-api';
import { accountToast } from '../account/account-toast';

const EMPTY: PasswordChangeValues = { current: '', password: '', confirmation: '' };

/**
 * customer.md §2 password-change: the policy of domain/password-strength.ts before sending, then
 * changeCustomerPassword; 'Password changed' on success, the backend's message ('Invalid current
 * password') as a danger toast and under the form otherwise (§8).
 */
export default function AccountPassword() {
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PasswordChangeField, string | null>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const next: Partial<Record<PasswordChangeField, string | null>> = {};
    if (!values.current) next.current = t('Please fill this field to continue');
    const policy = validatePassword(values.password, values.confirmation);
    if (!policy.ok) {
      for (const error of policy.errors) next[error.field === 'password' ? 'password' : 'confirmation'] = translate(error.message, 'params' in error ? error.params : undefined);
    }
    setErrors(next);
    const first = (['current', 'password', 'confirmation'] as const).find((field) => next[field]);
    if (first) {
      document.getElementById(passwordInputId(first))?.focus();
      return;
    }
    setBusy(true);
    const result = await callAccount('changeCustomerPassword', [{ currentPassword: values.current, newPassword: values.password }]);
    setBusy(false);
    if (!result.ok) {
      const text = translate(result.message);
      setFailure(text);
      accountToast(text, 'danger');
      return;
    }
    setValues(EMPTY);
    accountToast(t('Password changed'));
  };

  return (
    <PasswordChangeView
      values={values}
      errors={errors}
      busy={busy}
      failure={failure}
      // Typing is taken from the first render: React hands text typed before hydration to
      // onChange while hydrating (the island hydrates on first use). The button waits for `ready`.
      onChange={(field: PasswordChangeField, value: string) => {
        setValues((current) => ({ ...current, [field]: value }));
        if (errors[field]) setErrors((shown) => ({ ...shown, [field]: null }));
      }}
      {...(ready ? { onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event) } : {})}
    />
  );
}
