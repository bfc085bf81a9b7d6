import { describe, expect, it } from 'vitest';
import { COMPANY_RULES, CONTACT_INFO_RULES, DELIVERY_ADDRESS_RULES, RECIPIENT_RULES, validateField, validateFields } from './checkout-fields';

const REQUIRED = { message: 'Please fill this field to continue' };

describe('validateFields: contact info', () => {
  it.each<[string, Record<string, string>, unknown]>([
    ['a complete contact', { email: 'mari@example.ee', firstName: 'Mari-Liis', lastName: "O'Connor", phoneNumber: '+372 5123 4567' }, { ok: true }],
    [
      'everything empty: each field says required',
      {},
      { ok: false, errors: { email: REQUIRED, firstName: REQUIRED, lastName: REQUIRED, phoneNumber: REQUIRED } },
    ],
    [
      'bad e-mail and phone',
      { email: 'mari@', firstName: 'Mari', lastName: 'Tamm', phoneNumber: '123' },
      { ok: false, errors: { email: { message: 'Please enter a valid e-mail address' }, phoneNumber: { message: 'Invalid mobile number format' } } },
    ],
    [
      'an overlong name',
      { email: 'mari@example.ee', firstName: 'M'.repeat(256), lastName: 'Tamm', phoneNumber: '51234567' },
      { ok: false, errors: { firstName: { message: 'The field must contain no more than {length} characters', params: { length: 255 } } } },
    ],
  ])('%s', (_name, values, expected) => {
    expect(validateFields(values, CONTACT_INFO_RULES)).toEqual(expected);
  });
});

describe('validateFields: delivery address, recipient, company', () => {
  it.each<[string, Record<string, string>, Parameters<typeof validateFields>[1], unknown]>([
    ['a delivery address', { street: 'Pärnu mnt 12', city: 'Tallinn', postcode: '10148' }, DELIVERY_ADDRESS_RULES, { ok: true }],
    [
      'short street and city, 4-digit postcode',
      { street: 'A1', city: 'T', postcode: '1014' },
      DELIVERY_ADDRESS_RULES,
      {
        ok: false,
        errors: {
          street: { message: 'Address too short' },
          city: { message: 'City name too short' },
          postcode: { message: 'Postcode length should be exactly {n} numbers', params: { n: 5 } },
        },
      },
    ],
    ['a recipient without e-mail', { firstName: 'Jaan', lastName: 'Tamm', phoneNumber: '51234567' }, RECIPIENT_RULES, { ok: true }],
    ['a company without a VAT number', { companyName: 'Mööbel-Disain OÜ', registerCode: '10060701' }, COMPANY_RULES, { ok: true }],
    ['a company with a VAT number', { companyName: 'Mööbel OÜ', registerCode: '10060701', taxVat: 'EE100931558' }, COMPANY_RULES, { ok: true }],
    [
      'a company with typos',
      { companyName: 'Mööbel & Co', registerCode: '10060702', taxVat: 'EE100931559' },
      COMPANY_RULES,
      {
        ok: false,
        errors: {
          companyName: { message: 'Accepts only alphanumeric characters' },
          registerCode: { message: 'Check the registry code' },
          taxVat: { message: 'Check the VAT number' },
        },
      },
    ],
    ['a company with nothing', {}, COMPANY_RULES, { ok: false, errors: { companyName: REQUIRED, registerCode: REQUIRED } }],
  ])('%s', (_name, values, rules, expected) => {
    expect(validateFields(values, rules)).toEqual(expected);
  });
});

describe('validateField', () => {
  it('checks the one field left (blur) with the same rules as submit', () => {
    expect(validateField('registerCode', '1006070', COMPANY_RULES)).toEqual({ message: 'Registry code must contain 8 numbers' });
    expect(validateField('registerCode', '10060701', COMPANY_RULES)).toBeNull();
    expect(validateField('email', '', CONTACT_INFO_RULES)).toEqual(REQUIRED);
  });
});
