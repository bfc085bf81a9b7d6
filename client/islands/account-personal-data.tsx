import { type FormEvent, useEffect, useState } from 'react';
import { PERSONAL_DATA_RULES, personalDataChanges, type PersonalDataField, type PersonalDataForm } from '../../domain/personal-data';
import { DELETE_ACCOUNT_DIALOG_ID, DeleteAccountDialog, type PersonalDataProps, personalDataPropsSchema, PersonalDataView, personalDataInputId } from '../../ui/account/personal-data-view';
import { translate } from '../../ui/i18n/t';
import { callAccount } from '../account/account-api';
import { leaveSignedOut } from '../account/account-session';
import { useFieldErrors } from '../checkout/field-errors';
import { accountToast } from '../account/account-toast';

export const propsSchema = personalDataPropsSchema;

/**
 * customer.md §2 personal-data: saves names and date of birth (updateCustomer), then the e-mail
 * with updateCustomerEmail only when it differs (§5), with the current password the form asks
 * for while the e-mail differs (issue 17 item 3); 'Personal data has been updated' when all
 * went through, the backend's first error as a danger toast and under the form otherwise (§8).
 * Also the account deletion sidebar: delete (then signed out, home, a notice) or keep.
 */
export default function AccountPersonalData({ customer }: PersonalDataProps) {
  const [values, setValues] = useState<PersonalDataForm>({
    firstname: customer.firstname,
    lastname: customer.lastname,
    email: customer.email,
    date_of_birth: customer.date_of_birth,
  });
  const [savedEmail, setSavedEmail] = useState(customer.email);
  /** The current password, asked while the e-mail differs (Magento's updateCustomerEmail needs it). */
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const emailChanging = personalDataChanges(savedEmail, values).email !== null;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const fields = useFieldErrors(PERSONAL_DATA_RULES, personalDataInputId);

  const fail = (message: string) => {
    const text = translate(message);
    setFailure(text);
    accountToast(text, 'danger');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const changes = personalDataChanges(savedEmail, values);
    const passwordMissing = changes.email !== null && !password;
    setPasswordError(passwordMissing ? translate('Please fill this field to continue') : null);
    if (!fields.validateAll(values) || passwordMissing) return;
    setBusy(true);
    const updated = await callAccount('updateCustomer', [changes.customer]);
    if (!updated.ok) {
      setBusy(false);
      fail(updated.message);
      return;
    }
    if (changes.email !== null) {
      const changed = await callAccount('updateCustomerEmail', [{ email: changes.email, password }]);
      if (!changed.ok) {
        setBusy(false);
        fail(changed.message);
        return;
      }
      setSavedEmail(changed.data.email ?? changes.email);
      setPassword('');
    }
    setBusy(false);
    accountToast(translate('Personal data has been updated'));
  };

  const dialog = () => document.getElementById(DELETE_ACCOUNT_DIALOG_ID) as HTMLDialogElement | null;
  const onDelete = () => {
    setDeleteFailure(null);
    dialog()?.showModal();
  };
  const onConfirmDelete = async () => {
    if (deleting) return;
    setDeleting(true);
    const result = await callAccount('deleteCustomer', []);
    if (result.ok && result.data.deleted) {
      leaveSignedOut({ key: result.data.notice ?? '', type: 'success', timeToLive: 5000 });
      return;
    }
    setDeleting(false);
    setDeleteFailure(translate(result.ok ? 'Something went wrong' : result.message));
  };

  const errors = Object.fromEntries((Object.keys(PERSONAL_DATA_RULES) as PersonalDataField[]).map((field) => [field, fields.text(field)]));
  return (
    <>
      <PersonalDataView
        values={values}
        errors={errors}
        accountType={customer.account_type}
        idNumber={customer.id_number}
        busy={busy}
        failure={failure}
        // Typing is taken from the first render: React hands text typed before hydration to
        // onChange while hydrating (the island hydrates on first use). The buttons wait for `ready`.
        onChange={(field: PersonalDataField, value: string) => {
          setValues((current) => ({ ...current, [field]: value }));
          fields.onChange(field, value);
        }}
        onBlur={fields.onBlur}
        {...(ready
          ? {
              onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
              onDelete,
              today: new Date().toISOString().slice(0, 10),
              ...(emailChanging
                ? {
                    emailPassword: {
                      value: password,
                      error: passwordError,
                      onChange: (value: string) => {
                        setPassword(value);
                        setPasswordError(null);
                      },
                    },
                  }
                : {}),
            }
          : {})}
      />
      <DeleteAccountDialog busy={deleting} failure={deleteFailure} {...(ready ? { onConfirm: () => void onConfirmDelete() } : {})} />
    </>
  );
}
