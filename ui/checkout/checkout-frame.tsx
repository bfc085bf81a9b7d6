import type { ReactNode } from 'react';
import { CHECKOUT_STEPS, type CheckoutStep } from '../../domain/checkout-steps';
import * as z from 'zod/mini';
import { t } from '../i18n/t';

/** The checkout island's props: the store's default country's name (kv-schema/store-config.ts `default_country`), shown with the delivery address. */
export const checkoutPropsSchema = z.object({ countryName: z.string() });
export type CheckoutProps = z.output<typeof checkoutPropsSchema>;

/**
 * Each step's heading (storefront.md §4 steps). `t` with written-out keys: the client build
 * inlines those into the island's own chunk instead of the catalogue every page loads.
 */
export function stepTitle(step: CheckoutStep): string {
  if (step === 'contactInfo') return t('Contact information');
  return step === 'shipping' ? t('Delivery') : t('Payment');
}

export const checkoutStepHeadingId = (step: CheckoutStep) => `checkout-step-${step}`;

/**
 * The checkout page's frame: its heading and, beside the steps, the order summary (under them on
 * a phone). Server and client render it alike.
 */
export function CheckoutFrame({ children, summary }: { children: ReactNode; summary?: ReactNode }) {
  return (
    <div className="checkout">
      <h1 className="checkout__title">{t('Checkout')}</h1>
      <div className="checkout__columns">
        <div className="checkout__steps">{children}</div>
        {summary ? <div className="checkout__summary">{summary}</div> : null}
      </div>
    </div>
  );
}

export type StepState = 'done' | 'current' | 'upcoming';

/**
 * One step: its numbered heading; the form while current; a summary of what was sent and an
 * edit link when done; only the heading while upcoming.
 */
export function CheckoutStepSection({
  step,
  state,
  editHref,
  onEdit,
  done,
  children,
}: {
  step: CheckoutStep;
  state: StepState;
  editHref?: string;
  onEdit?: () => void;
  done?: ReactNode;
  children?: ReactNode;
}) {
  const number = CHECKOUT_STEPS.indexOf(step) + 1;
  return (
    <section className={`checkout-step checkout-step--${state}`} aria-labelledby={checkoutStepHeadingId(step)}>
      <div className="checkout-step__header">
        <h2 className="checkout-step__title" id={checkoutStepHeadingId(step)} tabIndex={-1}>
          <span className="checkout-step__number" aria-hidden="true">
            {number}
          </span>
          <span className="visually-hidden">{t('Step {n} of {total}:', { n: number, total: CHECKOUT_STEPS.length })} </span>
          {stepTitle(step)}
        </h2>
        {state === 'done' && editHref ? (
          <a
            className="checkout-step__edit"
            href={editHref}
            onClick={(event) => {
              if (!onEdit || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onEdit();
            }}
          >
            {t('Edit')}
            <span className="visually-hidden"> {stepTitle(step)}</span>
          </a>
        ) : null}
      </div>
      {state === 'done' && done ? <div className="checkout-step__done">{done}</div> : null}
      {state === 'current' ? <div className="checkout-step__body">{children}</div> : null}
    </section>
  );
}

/** The first render on both sides, until the browser has read the stored data and the cart. */
export function CheckoutLoading() {
  return (
    <CheckoutFrame>
      <p className="checkout__status" role="status">
        {t('Loading your cart…')}
      </p>
    </CheckoutFrame>
  );
}

/** No cart, or a cart without lines: nothing to check out (honest, with the way back). */
export function CheckoutEmpty() {
  return (
    <CheckoutFrame>
      <div className="checkout__empty">
        <p>{t('Your shopping cart is empty')}</p>
        <a className="button button--primary" href="/">
          {t('Continue shopping')}
        </a>
      </div>
    </CheckoutFrame>
  );
}

/** The cart could not be read: the reason and a retry. */
export function CheckoutFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <CheckoutFrame>
      <div className="checkout__failed" role="alert">
        <p>{message}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t('Try again')}
        </button>
      </div>
    </CheckoutFrame>
  );
}
