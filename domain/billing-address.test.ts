import { describe, expect, it } from 'vitest';
import { billingAddressInput, type BillingSource } from './billing-address';
import { type CheckoutData, defaultCheckoutData } from './checkout-steps';

const fresh = defaultCheckoutData();
const data: CheckoutData = {
  contactInfo: { email: 'mari@example.ee', firstName: ' Mari ', lastName: 'Tamm', phoneNumber: '+37251234567', submitted: true },
  shipping: {
    ...fresh.shipping,
    address: { ...fresh.shipping.address, firstName: 'Jaan', lastName: 'Saar', street: 'Pärnu mnt 12', city: 'Tallinn', postcode: '10148', region: { region_code: 'HAR', region_id: 340 } },
    submitted: true,
  },
  payment: fresh.payment,
};
const company = { ...data, payment: { ...data.payment, isPurchaseAsCompany: true, companyName: ' Mööbel OÜ ', registerCode: '10060701', taxVat: 'EE100931558' } };
const form = { firstName: 'Mari', lastName: 'Tamm', street: 'Kase 3', apartment: '5', neighborhood: '', extra: 'uksekood 12', city: 'Tartu', postcode: '50101', phoneNumber: '51234567' };
const sameAsShipping: BillingSource = { kind: 'shipping' };

describe('billingAddressInput (storefront.md §3, §7)', () => {
  it.each<[string, CheckoutData, BillingSource, unknown]>([
    [
      'same as shipping: the delivery address spelled out with the payer (same_as_shipping false: Magento would copy the shipping address instead)',
      data,
      sameAsShipping,
      {
        address: {
          firstname: 'Mari',
          lastname: 'Tamm',
          telephone: '+37251234567',
          street: ['Pärnu mnt 12'],
          city: 'Tallinn',
          region: 'HAR',
          region_id: 340,
          postcode: '10148',
          country_code: 'EE',
          save_in_address_book: false,
        },
        same_as_shipping: false,
      },
    ],
    [
      'same as shipping with another recipient: the payer, not the recipient',
      { ...data, shipping: { ...data.shipping, anotherRecipient: true } },
      sameAsShipping,
      { address: expect.objectContaining({ firstname: 'Mari', lastname: 'Tamm' }), same_as_shipping: false },
    ],
    [
      'company purchase adds company, registry code and VAT number',
      company,
      sameAsShipping,
      { address: expect.objectContaining({ company: 'Mööbel OÜ', company_registry_code: '10060701', vat_id: 'EE100931558' }), same_as_shipping: false },
    ],
    [
      'a billing form: its street lines combined',
      data,
      { kind: 'form', form },
      {
        address: {
          firstname: 'Mari',
          lastname: 'Tamm',
          street: ['Kase 3', '5', '', 'uksekood 12'],
          city: 'Tartu',
          postcode: '50101',
          country_code: 'EE',
          telephone: '51234567',
          save_in_address_book: false,
        },
        same_as_shipping: false,
      },
    ],
    ['a saved customer address', company, { kind: 'saved', customerAddressId: 7 }, { customer_address_id: 7, same_as_shipping: false }],
  ])('%s', (_name, checkout, source, expected) => {
    expect(billingAddressInput(checkout, source)).toEqual(expected);
  });

  it('sends no company fields when not buying as a company, even if some were typed', () => {
    const typed = { ...data, payment: { ...data.payment, isPurchaseAsCompany: false, companyName: 'Mööbel OÜ', taxVat: 'EE100931558' } };
    const input = billingAddressInput(typed, sameAsShipping);
    expect(input).not.toHaveProperty(['address', 'company']);
    expect(input).not.toHaveProperty(['address', 'vat_id']);
  });

  it('omits an empty VAT number', () => {
    const noVat = { ...company, payment: { ...company.payment, taxVat: ' ' } };
    const input = billingAddressInput(noVat, { kind: 'form', form });
    expect(input).toHaveProperty(['address', 'company'], 'Mööbel OÜ');
    expect(input).not.toHaveProperty(['address', 'vat_id']);
  });
});
