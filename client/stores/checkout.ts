import { atom } from 'nanostores';
import {
  CHECKOUT_BACKUP_STORAGE_KEY,
  CHECKOUT_STEPS,
  CHECKOUT_STORAGE_KEY,
  type CheckoutData,
  type CheckoutStep,
  defaultCheckoutData,
  FIRST_CHECKOUT_STEP,
  nextCheckoutStep,
  reachableCheckoutStep,
  restoreCheckoutData,
  serializeCheckoutData,
  withStepSubmitted,
} from '../../domain/checkout-steps';
import { readStorage, writeStorage } from '../browser-storage';

export type { CheckoutData, CheckoutStep };
export { CHECKOUT_STEPS, FIRST_CHECKOUT_STEP };

/**
 * The checkout's data and step (storefront.md §3 "Checkout data", §4 "Checkout steps"); rules in
 * domain/checkout-steps.ts. Exported API (stable: the payment step builds on it):
 * `$checkout`, `$checkoutStep`, `restoreCheckout`, `updateCheckout`, `submitCheckoutStep`,
 * `unsubmitCheckoutStep`, `showCheckoutStep`, `resetCheckout`, `checkoutStepHref`, `stepFromSearch`.
 *
 * Persistence: every change made through these actions is written to localStorage under both
 * keys (`vsf-checkout` and the backup `vsf-checkout-dump`); `restoreCheckout` reads the current
 * key and falls back to the backup when the current one is not readable JSON. Nothing is written
 * before a change, so merely opening the page never overwrites what was stored. Change the data
 * only through the actions (never `$checkout.set`), or it is not stored.
 *
 * Server: the stores keep their defaults (STYLE.md §12: never set on the server); the island's
 * first render shows a loading state and restores in an effect.
 */

/** The checkout data as the shopper entered it. */
export const $checkout = atom<CheckoutData>(defaultCheckoutData());
/** The step shown: always one the shopper may reach (every earlier step submitted). */
export const $checkoutStep = atom<CheckoutStep>(FIRST_CHECKOUT_STEP);

/**
 * Publish `data` and write it under both keys. In the actions rather than a store listener: the
 * storage is what survives a reload, so a change must never be published without being written
 * (a listener can be removed, and restoring must not write back what it just read).
 */
function commit(data: CheckoutData): void {
  $checkout.set(data);
  const value = serializeCheckoutData(data);
  // Backup first: if the tab dies between the two writes, the current key is the one left behind
  // (old but readable) and the backup already holds the new value.
  writeStorage(CHECKOUT_BACKUP_STORAGE_KEY, value);
  writeStorage(CHECKOUT_STORAGE_KEY, value);
}

/** Read the stored checkout data into `$checkout` (current key, else the backup, else fresh). */
export function restoreCheckout(): CheckoutData {
  const data = restoreCheckoutData(readStorage(CHECKOUT_STORAGE_KEY), readStorage(CHECKOUT_BACKUP_STORAGE_KEY));
  $checkout.set(data);
  return data;
}

type StepFields<S extends CheckoutStep> = Omit<CheckoutData[S], 'submitted'>;

/**
 * Change some of a step's fields. The step's submitted flag is cleared when a value actually
 * changes: "submitted" means what is shown was sent to the cart, so an edited step must be sent
 * again, and the steps after it become unreachable until it is (`showCheckoutStep`).
 */
export function updateCheckout<S extends CheckoutStep>(step: S, patch: Partial<StepFields<S>>): void {
  const data = $checkout.get();
  const current = data[step] as Record<string, unknown>;
  const changed = Object.entries(patch).some(([key, value]) => JSON.stringify(current[key]) !== JSON.stringify(value));
  if (!changed) return;
  commit({ ...data, [step]: { ...data[step], ...patch, submitted: false } });
}

/**
 * Mark `step` submitted (its data was sent to the cart) and show the next step. Returns the next
 * step, or `null` after the last one (the order is placed by the payment step).
 */
export function submitCheckoutStep(step: CheckoutStep): CheckoutStep | null {
  commit(withStepSubmitted($checkout.get(), step, true));
  const next = nextCheckoutStep(step);
  if (next) $checkoutStep.set(next);
  return next;
}

/**
 * Clear `step`'s submitted flag when the cart no longer holds what it sent (another cart, e.g.
 * after a restore; a shipping method the backend dropped), so the shopper sends it again.
 */
export function unsubmitCheckoutStep(step: CheckoutStep): void {
  if ($checkout.get()[step].submitted) commit(withStepSubmitted($checkout.get(), step, false));
}

/**
 * Show the step asked for (anything: a URL value) if the shopper may reach it; an unknown step
 * falls back to the first, a step after an unsubmitted one to that unsubmitted step. Returns
 * the step shown.
 */
export function showCheckoutStep(requested: unknown): CheckoutStep {
  const step = reachableCheckoutStep(requested, $checkout.get());
  $checkoutStep.set(step);
  return step;
}

/**
 * Sent on `window` after the checkout showed a step, its URL already changed (in-page navigation
 * fires no load, and no popstate on a step forward): client/tracking/third-party.ts hides the
 * chat widget on the payment step and shows it again after (it repeats the name).
 */
export const CHECKOUT_STEP_EVENT = 'vsf-checkout-step';

export function announceCheckoutStep(target: Partial<EventTarget> = globalThis): void {
  target.dispatchEvent?.(new Event(CHECKOUT_STEP_EVENT));
}

/**
 * Fresh checkout data in the store and in both storage keys (storefront.md §4: the cart became
 * empty), back on the first step.
 */
export function resetCheckout(): void {
  commit(defaultCheckoutData());
  $checkoutStep.set(FIRST_CHECKOUT_STEP);
}

/** The URL query parameter holding the step: /checkout?step=shipping (the first step: /checkout). */
export const CHECKOUT_STEP_PARAM = 'step';
export const CHECKOUT_PATH = '/checkout';

/** The address of a step's page. */
export function checkoutStepHref(step: CheckoutStep): string {
  return step === FIRST_CHECKOUT_STEP ? CHECKOUT_PATH : `${CHECKOUT_PATH}?${CHECKOUT_STEP_PARAM}=${step}`;
}

/** The step a URL's query string asks for (raw: `showCheckoutStep` applies the rules). */
export function stepFromSearch(search: string): string | null {
  return new URLSearchParams(search).get(CHECKOUT_STEP_PARAM);
}
