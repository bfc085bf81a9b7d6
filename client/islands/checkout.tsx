import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { CHECKOUT_STEPS, type CheckoutStep } from '../../domain/checkout-steps';
import { t } from '../../ui/i18n/t';
import {
  CheckoutEmpty,
  CheckoutFailed,
  CheckoutFrame,
  CheckoutLoading,
  CheckoutStepSection,
  checkoutPropsSchema,
  type CheckoutProps,
  checkoutStepHeadingId,
  type StepState,
} from '../../ui/checkout/checkout-frame';
import { $checkoutCart, loadCheckoutCart } from '../checkout/checkout-cart';
import { loadCheckoutCustomer } from '../checkout/checkout-customer';
import { ContactInfoStep } from '../checkout/contact-info-step';
import { trackBeginCheckout, trackShippingInfo } from '../checkout/checkout-tracking';
import { ContactInfoDone } from '../checkout/step-summaries';
import { CheckoutOrderSummary } from '../checkout/checkout-order-summary';
import { PaymentStep, primePaymentMethods } from '../checkout/payment-step';
import { ShippingDone, ShippingStep } from '../checkout/shipping-step';
import {
  $checkout,
  $checkoutStep,
  announceCheckoutStep,
  checkoutStepHref,
  resetCheckout,
  restoreCheckout,
  showCheckoutStep,
  stepFromSearch,
  unsubmitCheckoutStep,
} from '../stores/checkout';

/**
 * The checkout island (storefront.md §3–4). On hydration it restores what the shopper typed
 * (localStorage), reads the cart, and shows the step of the URL (`?step=`) when every earlier
 * step is submitted, else the first unsubmitted one (the URL is corrected in place). Steps move
 * with history entries, so Back returns to the previous step. An empty cart resets the stored
 * checkout (§4) and shows the empty state.
 */
export const propsSchema = checkoutPropsSchema;

export default function Checkout({ countryName }: CheckoutProps) {
  const cartState = useStore($checkoutCart, { ssr: 'initial' });
  const step = useStore($checkoutStep, { ssr: 'initial' });
  const [restored, setRestored] = useState(false);
  /** The first load is over: the cart read and, when the page opens on the payment step, its methods. */
  const [settled, setSettled] = useState(false);

  /** Show the URL's step, correcting the URL when the step asked for is not reachable yet. */
  const followUrl = useCallback(() => {
    const shown = showCheckoutStep(stepFromSearch(location.search));
    const href = checkoutStepHref(shown);
    if (`${location.pathname}${location.search}` !== href) history.replaceState(history.state, '', href);
  }, []);

  useEffect(() => {
    restoreCheckout();
    followUrl();
    setRestored(true);
    // A signed-in customer: contact pre-filled, address book offered (guests: no request).
    const customer = loadCheckoutCustomer();
    void Promise.all([loadCheckoutCart(), customer]).then(async ([state]) => {
      if (state.status === 'empty') resetCheckout();
      if (state.status !== 'ready') {
        setSettled(true);
        return;
      }
      // Submitted means "sent to this cart": a cart without the e-mail or the delivery (another
      // cart, or one the backend changed) sends the step again.
      const { contactInfo } = $checkout.get();
      if (state.cart.email?.toLowerCase() !== contactInfo.email.trim().toLowerCase()) unsubmitCheckoutStep('contactInfo');
      if (!state.cart.shipping_addresses?.[0]?.selected_shipping_method) unsubmitCheckoutStep('shipping');
      followUrl();
      // The page opened on the payment step shows it whole, not growing as its methods arrive.
      if ($checkoutStep.get() === 'payment') await primePaymentMethods(state.cart.id);
      setSettled(true);
      trackBeginCheckout(state.cart);
    });
    window.addEventListener('popstate', followUrl);
    return () => window.removeEventListener('popstate', followUrl);
  }, [followUrl]);

  // Every step shown, after its URL is set (goTo, followUrl): the chat widget follows it.
  useEffect(() => announceCheckoutStep(), [step]);

  const goTo = (next: CheckoutStep) => {
    const shown = showCheckoutStep(next);
    history.pushState(null, '', checkoutStepHref(shown));
    // Move focus to the new step's heading so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => {
      const heading = document.getElementById(checkoutStepHeadingId(shown));
      heading?.focus();
      heading?.scrollIntoView({ block: 'start' });
    });
  };

  if (!restored || cartState.status === 'loading' || (cartState.status === 'ready' && !settled)) return <CheckoutLoading />;
  if (cartState.status === 'empty') return <CheckoutEmpty />;
  if (cartState.status === 'failed') {
    return <CheckoutFailed message={cartState.message ?? t('Internal server error: try again')} onRetry={() => void loadCheckoutCart()} />;
  }

  const { cart } = cartState;
  const current = CHECKOUT_STEPS.indexOf(step);
  const stateOf = (s: CheckoutStep): StepState => {
    const index = CHECKOUT_STEPS.indexOf(s);
    return index < current ? 'done' : index === current ? 'current' : 'upcoming';
  };

  return (
    <CheckoutFrame summary={<CheckoutOrderSummary cart={cart} shipping={cart} />}>
      <CheckoutStepSection step="contactInfo" state={stateOf('contactInfo')} editHref={checkoutStepHref('contactInfo')} onEdit={() => goTo('contactInfo')} done={<ContactInfoDone />}>
        <ContactInfoStep onSubmitted={() => goTo('shipping')} />
      </CheckoutStepSection>
      <CheckoutStepSection step="shipping" state={stateOf('shipping')} editHref={checkoutStepHref('shipping')} onEdit={() => goTo('shipping')} done={<ShippingDone cart={cart} countryName={countryName} />}>
        <ShippingStep
          cart={cart}
          countryName={countryName}
          onSubmitted={() => {
            trackShippingInfo();
            goTo('payment');
          }}
        />
      </CheckoutStepSection>
      <CheckoutStepSection step="payment" state={stateOf('payment')}>
        <PaymentStep cartId={cart.id} cart={cart} countryName={countryName} />
      </CheckoutStepSection>
    </CheckoutFrame>
  );
}
