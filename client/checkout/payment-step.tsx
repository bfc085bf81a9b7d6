import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { billingAddressInput, type BillingSource } from '../../domain/billing-address';
import { COMPANY_RULES } from '../../domain/checkout-fields';
import { ESTONIAN_PAYMENT_OPTIONS, groupPaymentMethods, type PaymentGroupsResult } from '../../domain/payment-methods';
import { BillingAddressFields } from '../../ui/checkout/billing-address-fields';
import { BillingCompanyFields } from '../../ui/checkout/billing-company-fields';
import { type Consent, consentInputId, CONSENTS, PaymentConsents } from '../../ui/checkout/payment-consents';
import { PAYMENT_METHODS_HEADING_ID, PaymentMethodsView } from '../../ui/checkout/payment-methods-view';
import { t } from '../../ui/i18n/t';
import { callMagento } from '../api-fetch';
import { $checkout, updateCheckout } from '../stores/checkout';
import { BILLING_ADDRESS_RULES, billingInputId } from './billing-fields';
import type { CheckoutCart } from './checkout-cart';
import { useFieldErrors } from './field-errors';
import { readBrowserPaymentSupport } from './payment-browser-support';
import { $checkoutCustomer } from './checkout-customer';
import { SavedBillingAddresses, savedBillingId } from './saved-addresses';
import { createPlacementGuard, placeOrder, type PlacementInput, type PlacementResult } from './payment-placement';

/**
 * Step 3 (storefront.md §3 payment, customer.md §3–5): billing, company purchase, consents,
 * payment method and order placement. Owned by the "payment" work: the checkout island renders
 * it as the current step once contact info and delivery are submitted, and hands it the cart
 * id and the cart (with its shipping address) as the backend last answered it.
 */
export type PaymentStepProps = {
  cartId: string;
  cart: CheckoutCart;
  /** The store's country, said with the billing address. */
  countryName: string;
};

type MethodsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  /** `ownAddress`: the delivery goes to the shopper's own address, which billing may reuse. */
  | { readonly status: 'ready'; readonly result: PaymentGroupsResult; readonly ownAddress: boolean };

const companyInputId = (field: string) => `checkout-company-${field}`;
const NO_CONSENT: Readonly<Record<Consent, boolean>> = { terms: false, dataProcessing: false };

/** The cart's payment methods grouped for this cart and browser; never rejects. */
async function fetchPaymentMethods(cartId: string): Promise<MethodsState> {
  const result = await callMagento('availablePaymentMethods', [cartId]).catch(() => null);
  const cart = result?.ok ? result.data.cart : null;
  if (!cart) return { status: 'failed' };
  const grouped = groupPaymentMethods(cart.available_payment_methods, ESTONIAN_PAYMENT_OPTIONS, {
    cartHasGiftCard: cart.cartHasGiftCard,
    browser: readBrowserPaymentSupport(),
  });
  return { status: 'ready', result: grouped, ownAddress: cart.deliveryToOwnAddress };
}

/** Methods loaded before the step first rendered (primePaymentMethods), for its first render only. */
let primed: { cartId: string; state: MethodsState } | null = null;

/**
 * Loads the methods before the payment step is first shown, so a page opened on that step
 * renders it whole (methods, the "same as delivery" box) instead of growing under the shopper's
 * eyes (layout shift): the checkout island waits for this on its first load.
 */
export async function primePaymentMethods(cartId: string): Promise<void> {
  primed = { cartId, state: await fetchPaymentMethods(cartId) };
}

/** The primed methods of `cartId`, once: a later visit to the step (delivery changed) loads anew. */
function takePrimedMethods(cartId: string): MethodsState | null {
  const taken = primed?.cartId === cartId ? primed.state : null;
  primed = null;
  return taken;
}

/**
 * Loads the cart's payment methods and groups them for this cart and browser, with whether the
 * delivery goes to an address of the shopper's own (billing "same as delivery" needs one: a
 * pickup store or a parcel machine is not one, nor is a cart without delivery).
 */
function usePaymentMethods(cartId: string) {
  const [initial] = useState(() => takePrimedMethods(cartId));
  const [state, setState] = useState<MethodsState>(initial ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  /** The same state for code that runs later (the placement), set with it, never in render. */
  const latest = useRef<MethodsState>(state);
  useEffect(() => {
    if (attempt === 0 && initial) return;
    let live = true;
    void fetchPaymentMethods(cartId).then((loaded) => {
      if (!live) return;
      latest.current = loaded;
      setState(loaded);
    });
    return () => {
      live = false;
    };
  }, [cartId, attempt, initial]);
  return { state, latest, retry: () => setAttempt((n) => n + 1) };
}

/** The method the shopper may place with: one offered, available and shown. */
function isChoosable(result: PaymentGroupsResult | null, code: string | null): boolean {
  return Boolean(code && result?.ok && result.groups.some((group) => group.methods.some((method) => method.code === code && method.available)));
}

export function PaymentStep({ cartId, countryName }: PaymentStepProps) {
  const data = useStore($checkout);
  const { payment } = data;
  const methods = usePaymentMethods(cartId);
  const company = useFieldErrors(COMPANY_RULES, companyInputId);
  const billing = useFieldErrors(BILLING_ADDRESS_RULES, billingInputId);
  const [consents, setConsents] = useState(NO_CONSENT);
  const [consentErrors, setConsentErrors] = useState<Partial<Record<Consent, string>>>({});
  const [methodError, setMethodError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const ready = methods.state.status === 'ready' ? methods.state : null;
  const ownAddress = ready?.ownAddress ?? false;
  const sameAsShipping = ownAddress && payment.sameAsShipping;
  useStore($checkoutCustomer); // the saved billing address below needs the address book once read
  const savedBilling = savedBillingId(payment.billingCustomerAddressId);
  const result = ready?.result ?? null;
  const selected = isChoosable(result, payment.paymentMethod) ? payment.paymentMethod : null;

  /** Billing address, then placement, as one attempt: a second press while it runs joins it. */
  const place = useRef(
    createPlacementGuard(async (input: PlacementInput): Promise<PlacementResult> => {
      const current = $checkout.get();
      const loaded = methods.latest.current;
      const savedId = savedBillingId(current.payment.billingCustomerAddressId);
      const source: BillingSource =
        loaded.status === 'ready' && loaded.ownAddress && current.payment.sameAsShipping
          ? { kind: 'shipping' }
          : savedId !== null
            ? { kind: 'saved', customerAddressId: savedId }
            : { kind: 'form', form: billingForm(current) };
      const saved = await callMagento('setBillingAddressOnCart', [{ cart_id: input.cartId, billing_address: billingAddressInput(current, source) }]);
      if (!saved.ok) return { kind: 'failed', message: saved.message === null ? 'Internal server error: try again' : 'The billing address could not be saved. Check it and try again' };
      // The order copies the cart's marketing consent: sent every time, so an earlier yes
      // withdrawn since is not carried; placed only once the cart holds what the shopper chose.
      const marketing = current.payment.marketingConsent;
      const consents = await callMagento('setCheckoutConsentsOnCart', [{ cart_id: input.cartId, marketing_consent: marketing }]);
      if (!consents.ok || consents.data.cart?.marketing_consent !== marketing) return { kind: 'failed', message: 'Internal server error: try again' };
      return placeOrder(input);
    }),
  );

  const validate = (): boolean => {
    // Billing first: each check focuses its first bad field, so the company's (higher up) wins.
    const billingOk = sameAsShipping || savedBilling !== null ? (billing.clear(), true) : billing.validateAll(payment.billingAddress);
    const companyOk = payment.isPurchaseAsCompany ? company.validateAll({ companyName: payment.companyName, registerCode: payment.registerCode, taxVat: payment.taxVat }) : (company.clear(), true);
    const missingConsents = CONSENTS.filter((consent) => !consents[consent]);
    setConsentErrors(Object.fromEntries(missingConsents.map((consent) => [consent, t('You must agree to continue')])));
    const methodOk = selected !== null;
    setMethodError(methodOk ? null : t('Choose a payment method'));
    // Focus the first problem in page order (the field hooks focus their own first field).
    if (companyOk && billingOk) {
      if (!methodOk) document.getElementById(PAYMENT_METHODS_HEADING_ID)?.scrollIntoView({ block: 'center' });
      else if (missingConsents[0]) document.getElementById(consentInputId(missingConsents[0]))?.focus();
    }
    return companyOk && billingOk && methodOk && missingConsents.length === 0;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    if (!validate() || !selected) return;
    setSending(true);
    const outcome = await place.current({ cartId, paymentMethod: selected });
    if (outcome.kind === 'failed') {
      setSending(false);
      setFailure(t(outcome.message));
      return;
    }
    // Leaving for the provider or /thank-you: the button stays disabled until the page goes.
    window.location.assign(outcome.url);
  };

  return (
    <form className="checkout-form payment-step" noValidate onSubmit={onSubmit} aria-busy={sending || undefined}>
      <fieldset className="checkout-fieldset">
        <legend>{t('Billing')}</legend>
        {ownAddress ? (
          <label className="checkout-check">
            <input type="checkbox" name="sameAsShipping" checked={payment.sameAsShipping} onChange={(event) => updateCheckout('payment', { sameAsShipping: event.currentTarget.checked })} />
            <span>{t('Billing address is the same as the delivery address')}</span>
          </label>
        ) : null}
        <label className="checkout-check">
          <input type="checkbox" name="isPurchaseAsCompany" checked={payment.isPurchaseAsCompany} onChange={(event) => updateCheckout('payment', { isPurchaseAsCompany: event.currentTarget.checked })} />
          <span>{t('I am buying as a company')}</span>
        </label>
      </fieldset>
      {payment.isPurchaseAsCompany ? (
        <BillingCompanyFields
          values={payment}
          errorOf={company.text}
          idOf={companyInputId}
          onChange={(field, value) => {
            updateCheckout('payment', { [field]: value });
            company.onChange(field, value);
          }}
          onBlur={company.onBlur}
        />
      ) : null}
      {sameAsShipping || !ready ? null : (
        <SavedBillingAddresses chosen={savedBilling} onChoose={(id) => updateCheckout('payment', { billingCustomerAddressId: id })} />
      )}
      {sameAsShipping || !ready || savedBilling !== null ? null : (
        <BillingAddressFields
          values={payment.billingAddress}
          countryName={countryName}
          errorOf={billing.text}
          idOf={billingInputId}
          onChange={(field, value) => {
            updateCheckout('payment', { billingAddress: { ...$checkout.get().payment.billingAddress, [field]: value } });
            billing.onChange(field, value);
          }}
          onBlur={billing.onBlur}
        />
      )}
      {methods.state.status === 'failed' ? (
        <div className="payment-methods">
          <p className="payment-methods__error" role="alert">
            {t('Error during loading payment providers')}
          </p>
          <button type="button" className="button" onClick={methods.retry}>
            {t('Try again')}
          </button>
        </div>
      ) : (
        <PaymentMethodsView
          result={result}
          selected={selected}
          error={methodError}
          disabled={sending}
          onSelect={(code) => {
            updateCheckout('payment', { paymentMethod: code });
            setMethodError(null);
          }}
        />
      )}
      <PaymentConsents
        checked={consents}
        errors={consentErrors}
        onChange={(consent, checked) => {
          setConsents((now) => ({ ...now, [consent]: checked }));
          if (checked) setConsentErrors((now) => ({ ...now, [consent]: undefined }));
        }}
        marketing={payment.marketingConsent}
        onMarketingChange={(checked) => updateCheckout('payment', { marketingConsent: checked })}
      />
      {failure ? (
        <p className="checkout-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button--primary checkout-form__submit payment-step__place" disabled={sending || (result !== null && !result.ok)}>
        {sending ? t('Placing the order…') : t('Place order')}
      </button>
    </form>
  );
}

/** The billing form's address with the payer's name and phone from the contact info. */
function billingForm(data: ReturnType<typeof $checkout.get>) {
  const { contactInfo, payment } = data;
  return { ...payment.billingAddress, firstName: contactInfo.firstName, lastName: contactInfo.lastName, phoneNumber: contactInfo.phoneNumber };
}
