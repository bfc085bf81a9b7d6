import { describe, expect, expectTypeOf, it } from 'vitest';
import catalogue from '../ui/i18n/et-EE.json';
import type { MessageKey } from '../ui/i18n/t';
import {
  addressMin,
  cityMin,
  companyName,
  email,
  type FieldError,
  type FieldMessage,
  type FieldRule,
  firstFieldError,
  identity,
  max,
  min,
  onlyAlphaNum,
  passwordMin,
  phone,
  postcode,
  postcodeMax,
  postcodeMin,
  registerCode,
  required,
  validAddress,
  vatNumber,
} from './checkout-validation';
import { personName } from './person-name';

const REQUIRED = { message: 'Please fill this field to continue' } as const;
const IDENTITY = { message: 'Check your personal identification number' } as const;
const PHONE = { message: 'Invalid mobile number format' } as const;
const VAT_SHAPE = { message: 'The number should be in the shape of EE123456789' } as const;
const VAT_CHECK = { message: 'Check the VAT number' } as const;
const ALPHANUM = { message: 'Accepts only alphanumeric characters' } as const;
const ONLY_NUMBERS = { message: 'The field should contain only numbers' } as const;
const REGISTRY_LENGTH = { message: 'Registry code must contain 8 numbers' } as const;
const REGISTRY_CHECK = { message: 'Check the registry code' } as const;
const POSTCODE = { message: 'Postcode length should be exactly {n} numbers', params: { n: 5 } } as const;
const POSTCODE_LENGTH = { message: 'Incorrect postcode. The postcode must be a {length}-digit number', params: { length: 5 } } as const;
const EMAIL = { message: 'Please enter a valid e-mail address' } as const;

/** [rule name, rule, value, expected error or null]. */
type Case = [string, FieldRule, string, FieldError | null];

const cases: Case[] = [
  ['required', required, 'Mari', null],
  ['required', required, '', REQUIRED],
  ['required', required, '   ', REQUIRED],

  ['identity', identity, '37605030299', null],
  ['identity', identity, ' 49403136515 ', null],
  ['identity', identity, '', null],
  ['identity', identity, '3760503029', IDENTITY],
  ['identity', identity, '37605030298', IDENTITY],
  ['identity', identity, '37602300299', IDENTITY],
  ['identity', identity, '3760503029x', IDENTITY],

  ['phone', phone, '+37251234567', null],
  ['phone', phone, '+372 5123 4567', null],
  ['phone', phone, '+358401234567', null],
  ['phone', phone, '5123456', null],
  ['phone', phone, '51234567', null],
  ['phone', phone, '', null],
  ['phone', phone, '512345', PHONE],
  ['phone', phone, '512345678', PHONE],
  ['phone', phone, '+3725123456', PHONE],
  ['phone', phone, '+3725123456789', PHONE],
  ['phone', phone, '37251234567', PHONE],
  ['phone', phone, '5123-4567', PHONE],
  ['phone', phone, '+372 5123 456a', PHONE],

  ['vatNumber', vatNumber, 'EE100931558', null],
  ['vatNumber', vatNumber, 'FI123456789', null],
  ['vatNumber', vatNumber, '', null],
  ['vatNumber', vatNumber, 'ee100931558', VAT_SHAPE],
  ['vatNumber', vatNumber, 'EE10093155', VAT_SHAPE],
  ['vatNumber', vatNumber, '100931558', VAT_SHAPE],
  ['vatNumber', vatNumber, 'EE 100931558', VAT_SHAPE],
  ['vatNumber', vatNumber, 'EE100931559', VAT_CHECK],
  ['vatNumber', vatNumber, 'EE123456789', VAT_CHECK],

  ['onlyAlphaNum', onlyAlphaNum, 'Mari Tamm', null],
  ['onlyAlphaNum', onlyAlphaNum, 'Jüri Õunapuu Ööbik Ärni', null],
  ['onlyAlphaNum', onlyAlphaNum, 'A_1', null],
  ['onlyAlphaNum', onlyAlphaNum, 'Mari-Liis', ALPHANUM],
  ['onlyAlphaNum', onlyAlphaNum, '<script>', ALPHANUM],
  ['onlyAlphaNum', onlyAlphaNum, "O'Brien", ALPHANUM],

  ['companyName', companyName, 'Mööbel-Disain OÜ', null],
  ['companyName', companyName, 'AS Tallinna Vesi', null],
  ['companyName', companyName, 'Mööbel & Co', ALPHANUM],
  ['companyName', companyName, 'Firma OÜ.', ALPHANUM],

  ['registerCode', registerCode, '10060701', null],
  ['registerCode', registerCode, '10421629', null],
  ['registerCode', registerCode, '', null],
  ['registerCode', registerCode, '1006070a', ONLY_NUMBERS],
  ['registerCode', registerCode, '10 060 701', ONLY_NUMBERS],
  ['registerCode', registerCode, '1006070', REGISTRY_LENGTH],
  ['registerCode', registerCode, '100607011', REGISTRY_LENGTH],
  ['registerCode', registerCode, '10060702', REGISTRY_CHECK],

  ['postcode', postcode, '10115', null],
  ['postcode', postcode, '', null],
  ['postcode', postcode, '1011', POSTCODE],
  ['postcode', postcode, '101155', POSTCODE],
  ['postcode', postcode, '1011a', POSTCODE],

  ['postcodeMin', postcodeMin(), '10115', null],
  ['postcodeMin', postcodeMin(), '1011', POSTCODE_LENGTH],
  ['postcodeMin', postcodeMin(), 'abcde', POSTCODE_LENGTH],
  ['postcodeMax', postcodeMax(), '10115', null],
  ['postcodeMax', postcodeMax(), '1011', null],
  ['postcodeMax', postcodeMax(), '101155', POSTCODE_LENGTH],

  ['email', email, 'mari.tamm@example.ee', null],
  ['email', email, 'mari+pood@example.ee', null],
  ['email', email, '', null],
  ['email', email, 'mari.tamm', EMAIL],
  ['email', email, 'mari@', EMAIL],
  ['email', email, 'mari tamm@example.ee', EMAIL],
  ['email', email, 'mari@example', EMAIL],

  ['min(2)', min(2), 'Õi', null],
  ['min(2)', min(2), 'Õ', { message: 'The field should have at least {length} characters', params: { length: 2 } }],
  ['max(5)', max(5), 'Õunad', null],
  ['max(5)', max(5), 'Õunapuu', { message: 'The field must contain no more than {length} characters', params: { length: 5 } }],

  ['addressMin', addressMin(), 'A 1', null],
  ['addressMin', addressMin(), 'A1', { message: 'Address too short' }],
  ['cityMin', cityMin(), 'Ao', null],
  ['cityMin', cityMin(), 'T', { message: 'City name too short' }],

  ['passwordMin', passwordMin(), 'Salas0na', null],
  ['passwordMin', passwordMin(), 'Sala5', { message: 'Password must contain of at least {length} characters', params: { length: 8 } }],
  ['passwordMin', passwordMin(), '       ', { message: 'Password must contain of at least {length} characters', params: { length: 8 } }],
];

describe('field rules (storefront.md §5)', () => {
  it.each(cases)('%s: %j', (_name, rule, value, expected) => {
    expect(rule(value)).toEqual(expected);
  });
});

describe('validAddress', () => {
  const picked = { street: 'Pärnu mnt 12', city: 'Tallinn', postcode: '10148' };
  const error = { message: 'Select a specific address from the list with street and house information' } as const;
  it.each<[string, Parameters<typeof validAddress>[0], FieldError | null]>([
    ['a picked address with street, house, city and postcode', picked, null],
    ['a house range', { ...picked, street: 'Kase 3-5' }, null],
    ['nothing picked', null, error],
    ['no street (a city or village picked)', { ...picked, street: '' }, error],
    ['a street without a house number', { ...picked, street: 'Pärnu mnt' }, error],
    ['no city', { ...picked, city: null }, error],
    ['no postcode', { ...picked, postcode: ' ' }, error],
    ['fields missing', { street: 'Pärnu mnt 12' }, error],
  ])('%s', (_name, address, expected) => {
    expect(validAddress(address)).toEqual(expected);
  });
});

describe('firstFieldError', () => {
  it('returns the first failing rule in order', () => {
    expect(firstFieldError('', [required, registerCode])).toEqual(REQUIRED);
    expect(firstFieldError('1006070a', [required, registerCode])).toEqual(ONLY_NUMBERS);
    expect(firstFieldError('x@y', [required, max(2), email])).toEqual({ message: 'The field must contain no more than {length} characters', params: { length: 2 } });
  });
  it('returns null when every rule passes', () => {
    expect(firstFieldError('10060701', [required, registerCode])).toBeNull();
  });
});

describe('messages', () => {
  const messages: FieldMessage[] = [
    ...new Set([...cases.flatMap(([, , , e]) => (e ? [e.message] : [])), 'Select a specific address from the list with street and house information' as const]),
  ];
  it('every rule message is an et-EE catalogue key', () => {
    expect(messages).toHaveLength(18);
    for (const message of messages) {
      expect(catalogue, message).toHaveProperty([message]);
    }
  });
});

describe('message types', () => {
  it('every FieldError message is a catalogue key (checked by tsc)', () => {
    expectTypeOf<FieldMessage>().toExtend<MessageKey>();
  });
});

describe('passwordMin default', () => {
  it('is the password policy minimum of password-strength.ts', async () => {
    const { PASSWORD_MIN_LENGTH } = await import('./password-strength');
    const { PASSWORD_RULE_MIN_LENGTH } = await import('./checkout-validation');
    expect(PASSWORD_RULE_MIN_LENGTH).toBe(PASSWORD_MIN_LENGTH);
  });
});

describe('personName and companyName (issue 17 item 12)', () => {
  const ALNUM = { message: 'Accepts only alphanumeric characters' };
  it.each(['Mari-Liis', "O'Neill", 'O’Neill', 'Õie', 'Jüri', 'Šarlota', 'Zoë', 'Anna Maria', 'J. R.', ''])('a person may be called %j', (name) => {
    expect(personName(name)).toBeNull();
  });
  it.each(['mari@example.ee', '<script>', 'Mari>', 'R2-D2', 'Mari;', 'Jaan & Co'])('a person is not called %j', (name) => {
    expect(personName(name)).toEqual(ALNUM);
  });
  it.each(['Mööbel-Disain OÜ', 'Puitmeister OÜ', 'AS 1 Mööbel'])('company name %j passes', (name) => {
    expect(companyName(name)).toBeNull();
  });
  it.each(['Mööbel & Co', 'Puit<meister>', "O'Neill OÜ", 'a@b'])('company name %j is refused', (name) => {
    expect(companyName(name)).toEqual(ALNUM);
  });
});
