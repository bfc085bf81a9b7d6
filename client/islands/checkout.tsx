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
import { lazyModule } from '../chunk-reload';
import type * as PaymentStepsModule from '../checkout/payment-steps';
import type * as ShippingStepModule from '../checkout/shipping-step';
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

/*
 * The delivery and payment steps come from chunks of their own (issue 20: checkout's JavaScript
 * at load): a shopper starts on the contact step, so both load on the first press or keystroke in
 * the checkout, or the one a later step needs at once when the page opens on it (the payment step
 * brings the delivery recap; the delivery form loads when the shopper goes back to it). A step is
 * shown once its code is there (`goTo` waits for it), so no step appears half-built.
 */
const shippingStepModule = lazyModule(() => import('../checkout/shipping-step'));
const paymentStepsModule = lazyModule(() => import('../checkout/payment-steps'));
type ShippingCode = typeof ShippingStepModule;
type PaymentCode = typeof PaymentStepsModule;
/** The step code loaded so far (the contact step is in this chunk). */
type StepCode = { shipping?: ShippingCode; payment?: PaymentCode };

/** Loads the code `step` needs: nothing for the contact step. */
async function stepCode(step: CheckoutStep): Promise<StepCode> {
  if (step === 'shipping') return { shipping: await shippingStepModule() };
  if (step === 'payment') return { payment: await paymentStepsModule() };
  return {};
}

/** Loading the later steps' code (the first press or keystroke in the checkout); a failure is retried when a step needs it. */
function prefetchSteps(): void {
  void shippingStepModule().catch(() => undefined);
  void paymentStepsModule().catch(() => undefined);
}

export default function Checkout({ countryName }: CheckoutProps) {
  const cartState = useStore($checkoutCart, { ssr: 'initial' });
  const step = useStore($checkoutStep, { ssr: 'initial' });
  const [restored, setRestored] = useState(false);
  /** The first load is over: the cart read and, when the page opens on the payment step, its methods. */
  const [settled, setSettled] = useState(false);
  const [code, setCode] = useState<StepCode>({});
  /** Loads the code `next` needs, then keeps it for rendering. */
  const loadStep = useCallback(async (next: CheckoutStep) => {
    const loaded = await stepCode(next);
    if (loaded.shipping || loaded.payment) setCode((current) => ({ ...current, ...loaded }));
    return loaded;
  }, []);

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
      // The page opened on a later step shows it whole: its code there, and on the payment step
      // its methods (not growing as they arrive). A chunk that failed shows the step's own retry.
      const opened = $checkoutStep.get();
      const loaded = await loadStep(opened).catch(() => null);
      if (loaded?.payment) await loaded.payment.primePaymentMethods(state.cart.id);
      setSettled(true);
      trackBeginCheckout(state.cart);
    });
    window.addEventListener('popstate', followUrl);
    const interactions = ['pointerdown', 'keydown', 'focusin'] as const;
    for (const type of interactions) window.addEventListener(type, prefetchSteps, { once: true, passive: true });
    return () => {
      window.removeEventListener('popstate', followUrl);
      for (const type of interactions) window.removeEventListener(type, prefetchSteps);
    };
  }, [followUrl, loadStep]);

  // A step reached by Back or Forward (popstate) whose code is not there yet.
  useEffect(() => {
    void loadStep(step).catch(() => undefined);
  }, [step, loadStep]);

  // Every step shown, after its URL is set (goTo, followUrl): the chat widget follows it.
  useEffect(() => announceCheckoutStep(), [step]);

  const goTo = async (next: CheckoutStep) => {
    // The next step's code first (already there after the first interaction, see prefetchSteps).
    await loadStep(next).catch(() => undefined);
    const shown = showCheckoutStep(next);
    history.pushState(null, '', checkoutStepHref(shown));
    // Said here too, at once: after the wait for the step's code this update is no longer part of
    // the press, so React runs the effect on `step` later, from its scheduler (a paused clock in
    // e2e held it back). The chat widget reads the URL and ignores a repeat.
    announceCheckoutStep();
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

  /** Where a step's code is still loading (a Back/Forward to a step not yet opened), or failed to. */
  const stepLoading = (
    <p className="checkout__status" role="status">
      {t('Loading…')}
    </p>
  );
  return (
    <CheckoutFrame summary={<CheckoutOrderSummary cart={cart} shipping={cart} />}>
      <CheckoutStepSection step="contactInfo" state={stateOf('contactInfo')} editHref={checkoutStepHref('contactInfo')} onEdit={() => void goTo('contactInfo')} done={<ContactInfoDone />}>
        <ContactInfoStep onSubmitted={() => void goTo('shipping')} />
      </CheckoutStepSection>
      <CheckoutStepSection
        step="shipping"
        state={stateOf('shipping')}
        editHref={checkoutStepHref('shipping')}
        onEdit={() => void goTo('shipping')}
        done={code.payment ? <code.payment.ShippingDone cart={cart} countryName={countryName} /> : null}
      >
        {code.shipping ? (
          <code.shipping.ShippingStep
            cart={cart}
            countryName={countryName}
            onSubmitted={() => {
              trackShippingInfo();
              void goTo('payment');
            }}
          />
        ) : (
          stepLoading
        )}
      </CheckoutStepSection>
      <CheckoutStepSection step="payment" state={stateOf('payment')}>
        {code.payment ? <code.payment.PaymentStep cartId={cart.id} cart={cart} countryName={countryName} /> : stepLoading}
      </CheckoutStepSection>
    </CheckoutFrame>
  );
}
