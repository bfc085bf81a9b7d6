import { type FormEvent, useEffect, useState } from 'react';
import { GDPR_REQUEST_FIELDS, gdprRequestErrors, gdprRequestType, type GdprRequestField, type GdprRequestForm } from '../../domain/gdpr-request';
import { gdprInputId, gdprRequestPropsSchema, type GdprRequestSent, GdprRequestView } from '../../ui/gdpr/gdpr-request-view';
import { translate } from '../../ui/i18n/t';
import { callAccount } from '../account/account-api';

export const propsSchema = gdprRequestPropsSchema;

type Errors = Partial<Record<GdprRequestField, string | null>>;
const EMPTY: GdprRequestForm = { type: 'access', firstname: '', lastname: '', email: '', telephone: '', message: '' };

function translatedErrors(form: GdprRequestForm): Errors {
  return Object.fromEntries(
    Object.entries(gdprRequestErrors(form)).map(([field, error]) => [field, translate(error.message, 'params' in error ? error.params : undefined)]),
  );
}

/**
 * The /gdpr.html form. After hydration: the type named by `?gdpr=` is chosen, and a signed-in
 * customer's names and e-mail are filled in from their account (never in the server HTML, which
 * may be cached for everyone). Sends through the middleware API; shows the reference on success.
 */
export default function GdprRequest() {
  const [values, setValues] = useState<GdprRequestForm>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<GdprRequestSent | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setValues((current) => ({ ...current, type: gdprRequestType(new URLSearchParams(window.location.search).get('gdpr')) }));
    setReady(true);
    // A signed-in shopper's names and e-mail, read after hydration (the cookie reader with them).
    void import('../session-cookies').then(async ({ hasCustomerToken }) => {
      if (!hasCustomerToken()) return;
      const reply = await callAccount('customer', []);
      const customer = reply.ok ? reply.data.customer : null;
      if (!customer) return;
      // Only empty fields: never overwrite what the shopper has typed meanwhile.
      setValues((current) => ({
        ...current,
        firstname: current.firstname || (customer.firstname ?? ''),
        lastname: current.lastname || (customer.lastname ?? ''),
        email: current.email || (customer.email ?? ''),
      }));
    });
  }, []);

  useEffect(() => {
    if (sent) document.getElementById('gdpr-sent-title')?.focus();
  }, [sent]);

  const onChange = (field: keyof GdprRequestForm, value: string) => {
    setValues((current) => ({ ...current, [field]: field === 'type' ? gdprRequestType(value) : value }));
    if (field !== 'type' && errors[field]) setErrors((current) => ({ ...current, [field]: null }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = translatedErrors(values);
    setErrors(found);
    const first = GDPR_REQUEST_FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(gdprInputId(first))?.focus();
      return;
    }
    setBusy(true);
    const { telephone, ...rest } = values;
    const reply = await callAccount('createGdprRequest', [{ ...rest, ...(telephone.trim() ? { telephone } : {}) }]);
    setBusy(false);
    if (!reply.ok) {
      setFailure(translate(reply.message));
      return;
    }
    setSent({ reference: reply.data.reference, email: values.email.trim() });
  };

  return (
    <GdprRequestView
      values={values}
      errors={errors}
      busy={busy}
      failure={failure}
      sent={sent}
      // Typing is taken from the first render: React hands text typed before hydration to
      // onChange while hydrating (the island hydrates on first use). The button waits for `ready`.
      onChange={onChange}
      {...(ready ? { onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event) } : {})}
    />
  );
}
