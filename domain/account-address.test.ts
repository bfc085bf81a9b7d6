import { describe, expect, it } from 'vitest';
import { addressFormOf, addressInputOf, addressSummary, emptyAddressForm, sortAddresses, streetLinesOf } from './account-address';
import { firstFieldError } from './checkout-validation';
import { ADDRESS_RULES } from './account-address';

const stored = {
  id: 1,
  firstname: 'Mari',
  lastname: 'Maasikas',
  telephone: '+37251234567',
  street: ['Tartu mnt 1', '5', null, 'Uksekood 12'],
  city: 'Tallinn',
  postcode: '10115',
  region: { region: 'Harju maakond' },
  default_shipping: true,
  default_billing: false,
};

describe('street lines (customer.md §3: apartment, neighbourhood and extra are lines 2–4)', () => {
  it.each([
    [{ street: 'Tartu mnt 1', apartment: '', neighbourhood: '', extra: '' }, ['Tartu mnt 1']],
    [{ street: 'Tartu mnt 1', apartment: '5', neighbourhood: '', extra: '' }, ['Tartu mnt 1', '5']],
    [{ street: 'Tartu mnt 1', apartment: '', neighbourhood: 'Kesklinn', extra: '' }, ['Tartu mnt 1', '', 'Kesklinn']],
    [{ street: ' Tartu mnt 1 ', apartment: '5', neighbourhood: 'Kesklinn', extra: 'Kood 12 ' }, ['Tartu mnt 1', '5', 'Kesklinn', 'Kood 12']],
  ])('%j → %j', (form, lines) => {
    expect(streetLinesOf(form)).toEqual(lines);
  });

  it('reads a stored address back into the same fields', () => {
    const form = addressFormOf(stored);
    expect(form).toMatchObject({ street: 'Tartu mnt 1', apartment: '5', neighbourhood: '', extra: 'Uksekood 12', region: 'Harju maakond', default_shipping: true, default_billing: false });
    expect(addressInputOf(form)).toMatchObject({ street: ['Tartu mnt 1', '5', '', 'Uksekood 12'], country_code: 'EE' });
  });
});

describe('address form rules', () => {
  it('needs names, phone, street, city and a 5-digit postcode', () => {
    const form = emptyAddressForm({ firstname: 'Mari', lastname: null });
    expect(form.firstname).toBe('Mari');
    expect(firstFieldError(form.lastname, ADDRESS_RULES.lastname)?.message).toBe('Please fill this field to continue');
    expect(firstFieldError('123', ADDRESS_RULES.postcode)).not.toBeNull();
    expect(firstFieldError('10115', ADDRESS_RULES.postcode)).toBeNull();
    expect(firstFieldError('12', ADDRESS_RULES.telephone)?.message).toBe('Invalid mobile number format');
    expect(firstFieldError('', ADDRESS_RULES.apartment)).toBeNull();
  });
});

describe('address book order and summary', () => {
  it('puts the default shipping, then the default billing address first, the rest in order', () => {
    const plain = (id: number) => ({ ...stored, id, default_shipping: false, default_billing: false });
    const billing = { ...plain(3), default_billing: true };
    const shipping = { ...plain(4), default_shipping: true };
    expect(sortAddresses([plain(1), billing, plain(2), shipping]).map((a) => a.id)).toEqual([4, 3, 1, 2]);
  });

  it('summarises street lines, postcode and city, county', () => {
    expect(addressSummary(stored)).toBe('Tartu mnt 1, 5, Uksekood 12, 10115 Tallinn, Harju maakond');
  });
});
