import { describe, expect, it } from 'vitest';
import {
  type CheckoutData,
  type CheckoutStep,
  composeStreet,
  defaultCheckoutData,
  nextCheckoutStep,
  parseCheckoutStep,
  reachableCheckoutStep,
  restoreCheckoutData,
  serializeCheckoutData,
  type StreetLines,
  withStepSubmitted,
} from './checkout-steps';

describe('parseCheckoutStep (storefront.md §4)', () => {
  it.each<[unknown, CheckoutStep]>([
    ['contactInfo', 'contactInfo'],
    ['shipping', 'shipping'],
    ['payment', 'payment'],
    ['Payment', 'contactInfo'],
    ['review', 'contactInfo'],
    ['', 'contactInfo'],
    [null, 'contactInfo'],
    [undefined, 'contactInfo'],
    [['payment'], 'contactInfo'],
  ])('%j → %s', (value, step) => {
    expect(parseCheckoutStep(value)).toBe(step);
  });
});

describe('nextCheckoutStep', () => {
  it.each<[CheckoutStep, CheckoutStep | null]>([
    ['contactInfo', 'shipping'],
    ['shipping', 'payment'],
    ['payment', null],
  ])('%s → %s', (step, next) => {
    expect(nextCheckoutStep(step)).toBe(next);
  });
});

describe('defaultCheckoutData', () => {
  it('is empty, country EE, billing same as shipping, no marketing consent, nothing submitted', () => {
    expect(defaultCheckoutData()).toEqual({
      contactInfo: { email: '', firstName: '', lastName: '', phoneNumber: '', submitted: false },
      shipping: {
        furnitureUtilization: false,
        furnitureAssembly: false,
        selectedMethod: null,
        anotherRecipient: false,
        address: {
          email: '',
          firstName: '',
          lastName: '',
          street: '',
          city: '',
          postcode: '',
          country: 'EE',
          region: { region_code: null, region_id: null },
          phoneNumber: '',
        },
        additional_data: { place_id: null },
        submitted: false,
      },
      payment: {
        selectedLocation: null,
        isPurchaseAsCompany: false,
        sameAsShipping: true,
        registerCode: '',
        taxVat: '',
        companyName: '',
        billingAddress: { street: '', apartment: '', neighborhood: '', extra: '', city: '', postcode: '' },
        billingCustomerAddressId: null,
        paymentMethod: null,
        marketingConsent: false,
        submitted: false,
      },
    });
  });
});

const filled: CheckoutData = (() => {
  const data = defaultCheckoutData();
  return {
    contactInfo: { email: 'mari@example.ee', firstName: 'Mari', lastName: 'Tamm', phoneNumber: '+37251234567', submitted: true },
    shipping: {
      ...data.shipping,
      selectedMethod: { carrier_code: 'courier', method_code: 'courier' },
      address: { ...data.shipping.address, street: 'Pärnu mnt 12', city: 'Tallinn', postcode: '10148', region: { region_code: 'HAR', region_id: 340 } },
      additional_data: { place_id: 'ee-ads-123' },
      furnitureAssembly: true,
      submitted: true,
    },
    payment: {
      ...data.payment,
      isPurchaseAsCompany: true,
      sameAsShipping: false,
      registerCode: '10060701',
      taxVat: 'EE100931558',
      companyName: 'Mööbel OÜ',
      billingAddress: { street: 'Kase 3', apartment: '5', neighborhood: 'Kesklinn', extra: 'uksekood 12', city: 'Tartu', postcode: '50101' },
      paymentMethod: 'swedbank',
    },
  };
})();

describe('restoreCheckoutData', () => {
  it('round-trips what was stored', () => {
    expect(restoreCheckoutData(serializeCheckoutData(filled))).toEqual(filled);
  });

  it.each<[string, string | null, string | null]>([
    ['nothing stored', null, null],
    ['not JSON', '{"contactInfo":', null],
    ['JSON but not an object', '"checkout"', null],
    ['an array', '[1,2]', null],
    ['null', 'null', null],
    ['both unreadable', 'x', 'y'],
  ])('%s → fresh defaults', (_name, current, backup) => {
    expect(restoreCheckoutData(current, backup)).toEqual(defaultCheckoutData());
  });

  it('reads the backup dump when the current value is unreadable', () => {
    expect(restoreCheckoutData('{"contactInfo":{"ema', serializeCheckoutData(filled))).toEqual(filled);
  });

  it('prefers a readable current value over the backup', () => {
    const current = withStepSubmitted(filled, 'payment', true);
    expect(restoreCheckoutData(serializeCheckoutData(current), serializeCheckoutData(filled))).toEqual(current);
  });

  it('repairs malformed fields one by one and keeps the rest', () => {
    const stored = JSON.stringify({
      contactInfo: { email: 'mari@example.ee', firstName: 42, lastName: 'x'.repeat(1000), submitted: 'yes' },
      shipping: {
        selectedMethod: { carrier_code: 'courier' },
        address: { street: 'Pärnu mnt 12', country: 'Estonia', region: 'HAR' },
        additional_data: 'x',
        furnitureAssembly: true,
      },
      payment: 'broken',
      extra: { injected: true },
    });
    const restored = restoreCheckoutData(stored);
    const fresh = defaultCheckoutData();
    expect(restored).toEqual({
      contactInfo: { ...fresh.contactInfo, email: 'mari@example.ee' },
      shipping: { ...fresh.shipping, furnitureAssembly: true, address: { ...fresh.shipping.address, street: 'Pärnu mnt 12' } },
      payment: fresh.payment,
    });
  });

  it('keeps script tags as typed (escaping is the view’s job)', () => {
    const data = { ...filled, contactInfo: { ...filled.contactInfo, firstName: '<script>alert(1)</script>' } };
    expect(restoreCheckoutData(serializeCheckoutData(data)).contactInfo.firstName).toBe('<script>alert(1)</script>');
  });
});

describe('withStepSubmitted', () => {
  it('sets one step’s flag and leaves the input unchanged', () => {
    const data = defaultCheckoutData();
    const next = withStepSubmitted(data, 'shipping', true);
    expect(next.shipping.submitted).toBe(true);
    expect(next.contactInfo.submitted).toBe(false);
    expect(data.shipping.submitted).toBe(false);
    expect(withStepSubmitted(next, 'shipping', false).shipping.submitted).toBe(false);
  });
});

describe('reachableCheckoutStep', () => {
  const none = defaultCheckoutData();
  const contact = withStepSubmitted(none, 'contactInfo', true);
  const both = withStepSubmitted(contact, 'shipping', true);
  it.each<[string, unknown, CheckoutData, CheckoutStep]>([
    ['payment asked, nothing submitted', 'payment', none, 'contactInfo'],
    ['payment asked, contact info submitted', 'payment', contact, 'shipping'],
    ['payment asked, both submitted', 'payment', both, 'payment'],
    ['shipping asked, contact info submitted', 'shipping', contact, 'shipping'],
    ['contact info always reachable', 'contactInfo', none, 'contactInfo'],
    ['going back is allowed', 'contactInfo', both, 'contactInfo'],
    ['unknown step', 'confirm', both, 'contactInfo'],
  ])('%s → %s', (_name, requested, data, step) => {
    expect(reachableCheckoutStep(requested, data)).toBe(step);
  });
});

describe('composeStreet', () => {
  it.each<[string, StreetLines, string[]]>([
    ['street only', { street: 'Pärnu mnt 12' }, ['Pärnu mnt 12']],
    ['all four lines', { street: 'Pärnu mnt 12', apartment: '5', neighborhood: 'Kesklinn', extra: 'uksekood 1234' }, ['Pärnu mnt 12', '5', 'Kesklinn', 'uksekood 1234']],
    ['trimmed, trailing empties dropped', { street: ' Pärnu mnt 12 ', apartment: ' 5 ', neighborhood: ' ', extra: null }, ['Pärnu mnt 12', '5']],
    ['a gap keeps the positions', { street: 'Pärnu mnt 12', apartment: '', neighborhood: 'Kesklinn' }, ['Pärnu mnt 12', '', 'Kesklinn']],
    ['empty street stays one empty line', { street: '' }, ['']],
  ])('%s', (_name, lines, expected) => {
    expect(composeStreet(lines)).toEqual(expected);
  });
});
