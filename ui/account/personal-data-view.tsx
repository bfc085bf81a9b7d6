import type { FormEvent } from 'react';
import * as z from 'zod/mini';
import type { PersonalDataField, PersonalDataForm } from '../../domain/personal-data';
import { TextField } from '../checkout/text-field';
import { t } from '../i18n/t';
import { awaitsScript } from '../island/island-markers';

/** The island's props: the customer as the server read them (customer.md §3 Customer). */
export const personalDataPropsSchema = z.object({
  customer: z.object({
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    date_of_birth: z.string(),
    /** 'customer' (personal) or 'business'. */
    account_type: z.string(),
    /** Set only by an eID sign-in: shown, never edited here. */
    id_number: z.nullable(z.string()),
  }),
});
export type PersonalDataProps = z.output<typeof personalDataPropsSchema>;

export const DELETE_ACCOUNT_DIALOG_ID = 'account-delete-dialog';
export const personalDataInputId = (field: PersonalDataField) => `account-${field.replace('_', '-')}`;

export type PersonalDataViewProps = {
  values: PersonalDataForm;
  errors: Partial<Record<PersonalDataField, string | null>>;
  accountType: string;
  idNumber: string | null;
  busy: boolean;
  /** The save's failure (the backend's first error message), shown under the form. */
  failure: string | null;
  /** Until hydration the buttons are disabled (`onSubmit`, `onDelete` absent): without script they could do nothing. */
  onChange?: (field: PersonalDataField, value: string) => void;
  onBlur?: (field: PersonalDataField, value: string) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onDelete?: () => void;
  /** Today (YYYY-MM-DD): the latest date of birth the date input offers. */
  today?: string;
  /** While the e-mail differs from the saved one: its current-password field (Magento asks for it). */
  emailPassword?: { value: string; error: string | null; onChange: (value: string) => void };
};

/** customer.md §2 personal-data: names, e-mail (changed separately when it differs) and date of birth. */
export function PersonalDataView({ values, errors, accountType, idNumber, busy, failure, onChange, onBlur, onSubmit, onDelete, today, emailPassword }: PersonalDataViewProps) {
  const field = (name: PersonalDataField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={personalDataInputId(name)}
      name={name}
      label={label}
      value={values[name]}
      error={errors[name] ?? null}
      onChange={(value) => onChange?.(name, value)}
      onBlur={(value) => onBlur?.(name, value)}
      {...extra}
    />
  );
  const ready = !!onSubmit;
  return (
    <>
      <dl className="account-facts">
        <div>
          <dt>{t('Account type')}</dt>
          <dd>{accountType === 'business' ? t('Business account') : t('Personal account')}</dd>
        </div>
        {idNumber ? (
          <div>
            <dt>{t('Personal identification code')}</dt>
            <dd>{idNumber}</dd>
          </div>
        ) : null}
      </dl>
      <form className="checkout-form account-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <div className="checkout-form__row">
          {field('firstname', t('First name'), { required: true, autoComplete: 'given-name' })}
          {field('lastname', t('Last name'), { required: true, autoComplete: 'family-name' })}
        </div>
        {field('email', t('E-mail'), { required: true, type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {emailPassword ? (
          <TextField
            id="account-email-password"
            name="password"
            label={t('Current password')}
            hint={t('To change the e-mail, enter your current password.')}
            type="password"
            autoComplete="current-password"
            required
            value={emailPassword.value}
            error={emailPassword.error}
            onChange={emailPassword.onChange}
          />
        ) : null}
        <div className="checkout-field">
          <label className="checkout-field__label" htmlFor={personalDataInputId('date_of_birth')}>
            {t('Date of birth')}
          </label>
          <input
            className="checkout-field__input"
            id={personalDataInputId('date_of_birth')}
            name="date_of_birth"
            type="date"
            min="1900-01-01"
            max={today}
            autoComplete="bday"
            value={values.date_of_birth}
            onChange={(event) => onChange?.('date_of_birth', event.currentTarget.value)}
          />
        </div>
        {failure ? (
          <p className="checkout-form__failure" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="button button--primary checkout-form__submit" disabled={!ready || busy} {...awaitsScript(!ready)}>
          {busy ? t('Saving…') : t('Save')}
        </button>
      </form>
      <section className="account-danger" aria-labelledby="account-delete-heading">
        <h2 id="account-delete-heading">{t('Delete account')}</h2>
        <p>{t('Deleting the account removes your personal data. Your orders are kept without your personal data.')}</p>
        <button type="button" className="button" aria-haspopup="dialog" aria-controls={DELETE_ACCOUNT_DIALOG_ID} disabled={!onDelete} {...awaitsScript(!onDelete)} onClick={onDelete}>
          {t('Delete account')}
        </button>
      </section>
    </>
  );
}

/**
 * The account deletion sidebar (storefront.md §2 panels: account confirmation sidebar with
 * delete or keep actions; §9: 440 px wide on larger screens). Keep closes it (works without
 * script: `method="dialog"`).
 */
export function DeleteAccountDialog({ busy, failure, onConfirm }: { busy: boolean; failure: string | null; onConfirm?: () => void }) {
  return (
    <dialog id={DELETE_ACCOUNT_DIALOG_ID} className="cart-sidebar account-sidebar--confirm" aria-labelledby={`${DELETE_ACCOUNT_DIALOG_ID}-title`}>
      <h2 id={`${DELETE_ACCOUNT_DIALOG_ID}-title`}>{t('Delete your account?')}</h2>
      <p>{t('Your personal data, addresses, wishlist and subscriptions are removed and you are signed out. Orders are kept without your personal data. This cannot be undone.')}</p>
      {failure ? (
        <p className="checkout-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="account-sidebar__actions">
        <button type="button" className="button button--primary" disabled={!onConfirm || busy} onClick={onConfirm}>
          {busy ? t('Deleting…') : t('Delete account')}
        </button>
        <form method="dialog">
          <button type="submit" className="button" disabled={busy}>
            {t('Keep account')}
          </button>
        </form>
      </div>
    </dialog>
  );
}
