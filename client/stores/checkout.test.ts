import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBrowserEnvironment } from '../browser-env';
import { CHECKOUT_BACKUP_STORAGE_KEY, CHECKOUT_STORAGE_KEY, defaultCheckoutData, serializeCheckoutData } from '../../domain/checkout-steps';
import { memoryStorage } from '../browser-storage';
import {
  $checkout,
  $checkoutStep,
  checkoutStepHref,
  resetCheckout,
  restoreCheckout,
  showCheckoutStep,
  stepFromSearch,
  submitCheckoutStep,
  updateCheckout } from './checkout';

let storage: ReturnType<typeof memoryStorage>;

const stored = (key: string) => JSON.parse(storage.data.get(key) ?? 'null') as unknown;

beforeEach(() => {
  storage = memoryStorage();
  setBrowserEnvironment({ storage: storage });
});

afterEach(() => {
  cleanStores($checkout, $checkoutStep);
  $checkout.set(defaultCheckoutData());
  $checkoutStep.set('contactInfo');
  setBrowserEnvironment({ storage: undefined });
});

describe('$checkout persistence (vsf-checkout and the vsf-checkout-dump backup)', () => {
  it('writes nothing until something changes (opening checkout never overwrites what was stored)', () => {
    restoreCheckout();
    expect(storage.data.size).toBe(0);
  });

  it('writes both keys on every change', () => {
    updateCheckout('contactInfo', { email: 'mari@example.ee' });
    expect(stored(CHECKOUT_STORAGE_KEY)).toMatchObject({ contactInfo: { email: 'mari@example.ee' } });
    expect(stored(CHECKOUT_BACKUP_STORAGE_KEY)).toEqual(stored(CHECKOUT_STORAGE_KEY));
  });

  it('restores what was stored after a reload', () => {
    const data = defaultCheckoutData();
    data.contactInfo.firstName = 'Mari';
    data.shipping.address.street = 'Pärnu mnt 12';
    storage.data.set(CHECKOUT_STORAGE_KEY, serializeCheckoutData(data));
    expect(restoreCheckout()).toEqual(data);
    expect($checkout.get().shipping.address.street).toBe('Pärnu mnt 12');
  });

  it('restores from the dump when the current key is corrupt', () => {
    const data = defaultCheckoutData();
    data.contactInfo.email = 'backup@example.ee';
    storage.data.set(CHECKOUT_STORAGE_KEY, '{"contactInfo":{"em');
    storage.data.set(CHECKOUT_BACKUP_STORAGE_KEY, serializeCheckoutData(data));
    expect(restoreCheckout().contactInfo.email).toBe('backup@example.ee');
  });

  it('starts fresh when both keys are unreadable', () => {
    storage.data.set(CHECKOUT_STORAGE_KEY, 'x');
    storage.data.set(CHECKOUT_BACKUP_STORAGE_KEY, '[1]');
    expect(restoreCheckout()).toEqual(defaultCheckoutData());
  });

  it('works without storage (blocked): the data lives for the page only', () => {
    setBrowserEnvironment({ storage: null });
    updateCheckout('contactInfo', { email: 'x@example.ee' });
    expect($checkout.get().contactInfo.email).toBe('x@example.ee');
  });
});

describe('checkout steps', () => {
  it('an unknown step falls back to the first', () => {
    expect(showCheckoutStep('nonsense')).toBe('contactInfo');
    expect(showCheckoutStep(null)).toBe('contactInfo');
  });

  it('a later step is shown only when the earlier ones are submitted', () => {
    expect(showCheckoutStep('payment')).toBe('contactInfo');
    submitCheckoutStep('contactInfo');
    expect(showCheckoutStep('payment')).toBe('shipping');
    submitCheckoutStep('shipping');
    expect(showCheckoutStep('payment')).toBe('payment');
    expect($checkoutStep.get()).toBe('payment');
  });

  it('submitting a step sets its flag, stores it and moves to the next', () => {
    expect(submitCheckoutStep('contactInfo')).toBe('shipping');
    expect($checkoutStep.get()).toBe('shipping');
    expect(stored(CHECKOUT_STORAGE_KEY)).toMatchObject({ contactInfo: { submitted: true } });
    expect(submitCheckoutStep('payment')).toBeNull();
  });

  it('editing a submitted step clears its flag, so the steps after it wait for it again', () => {
    submitCheckoutStep('contactInfo');
    submitCheckoutStep('shipping');
    updateCheckout('contactInfo', { phoneNumber: '+37251234567' });
    expect($checkout.get().contactInfo.submitted).toBe(false);
    expect(showCheckoutStep('payment')).toBe('contactInfo');
  });

  it('an update that changes nothing keeps the flag', () => {
    updateCheckout('contactInfo', { email: 'a@example.ee' });
    submitCheckoutStep('contactInfo');
    updateCheckout('contactInfo', { email: 'a@example.ee' });
    expect($checkout.get().contactInfo.submitted).toBe(true);
  });

  it('the step lives in the URL as ?step=', () => {
    expect(checkoutStepHref('contactInfo')).toBe('/checkout');
    expect(checkoutStepHref('shipping')).toBe('/checkout?step=shipping');
    expect(stepFromSearch('?step=payment&utm_source=x')).toBe('payment');
    expect(stepFromSearch('')).toBeNull();
  });
});

describe('resetCheckout (the cart became empty)', () => {
  it('empties both keys back to fresh data and returns to contact info', () => {
    updateCheckout('contactInfo', { email: 'mari@example.ee' });
    submitCheckoutStep('contactInfo');
    resetCheckout();
    expect($checkoutStep.get()).toBe('contactInfo');
    expect(stored(CHECKOUT_STORAGE_KEY)).toEqual(JSON.parse(serializeCheckoutData(defaultCheckoutData())));
    expect(stored(CHECKOUT_BACKUP_STORAGE_KEY)).toEqual(stored(CHECKOUT_STORAGE_KEY));
    restoreCheckout();
    expect(showCheckoutStep('shipping')).toBe('contactInfo');
  });
});
