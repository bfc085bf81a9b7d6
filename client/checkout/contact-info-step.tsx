import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { CONTACT_INFO_RULES } from '../../domain/checkout-fields';
import { t } from '../../ui/i18n/t';
import { TextField } from '../../ui/checkout/text-field';
import { $checkout, submitCheckoutStep, updateCheckout } from '../stores/checkout';
import { cartStore, noteGuestEmail } from './checkout-cart';
import { $checkoutCustomer } from './checkout-customer';
import { useFieldErrors } from './field-errors';

type ContactField = keyof typeof CONTACT_INFO_RULES;
const inputId = (field: ContactField) => `checkout-contact-${field}`;

/**
 * Step 1 (storefront.md §3 contactInfo): e-mail, first and last name, phone, with the §5 rules
 * of domain/checkout-fields.ts as the shopper leaves a field and on submit. Submitting sets the
 * guest e-mail on the cart (the cart store's setGuestEmail) (§6: a guest cart is attached to a guest e-mail), then moves on.
 */
export function ContactInfoStep({ onSubmitted }: { onSubmitted: () => void }) {
  const contact = useStore($checkout).contactInfo;
  // A signed-in customer's cart has the account's e-mail: Magento refuses a guest e-mail on it.
  const customer = useStore($checkoutCustomer);
  const fields = useFieldErrors(CONTACT_INFO_RULES, inputId);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: ContactField, value: string) => {
    updateCheckout('contactInfo', { [field]: value });
    fields.onChange(field, value);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    if (!fields.validateAll(contact)) return;
    if (customer) {
      submitCheckoutStep('contactInfo');
      onSubmitted();
      return;
    }
    setSending(true);
    const email = contact.email.trim();
    const result = await cartStore().then(
      (store) => store.setGuestEmail(email),
      () => ({ ok: false as const, message: t('Internal server error: try again') }),
    );
    setSending(false);
    if (!result.ok) {
      setFailure(result.message);
      return;
    }
    noteGuestEmail(email);
    submitCheckoutStep('contactInfo');
    onSubmitted();
  };

  const field = (name: ContactField, label: string, extra: Partial<Parameters<typeof TextField>[0]>) => (
    <TextField
      id={inputId(name)}
      name={name}
      label={label}
      value={contact[name]}
      error={fields.text(name)}
      required
      onChange={(value) => set(name, value)}
      onBlur={(value) => fields.onBlur(name, value)}
      {...extra}
    />
  );

  return (
    <form className="checkout-form" noValidate onSubmit={onSubmit} aria-busy={sending || undefined}>
      {field('email', t('E-mail'), { type: 'email', autoComplete: 'email', inputMode: 'email', ...(customer ? { readOnly: true, hint: t('The e-mail address of your account') } : {}) })}
      <div className="checkout-form__row">
        {field('firstName', t('First name'), { autoComplete: 'given-name' })}
        {field('lastName', t('Last name'), { autoComplete: 'family-name' })}
      </div>
      {field('phoneNumber', t('Phone number'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '+372 5123 4567' })}
      {failure ? (
        <p className="checkout-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button--primary checkout-form__submit" disabled={sending}>
        {t('Continue to delivery')}
      </button>
    </form>
  );
}
