import { describe, expect, it } from 'vitest';
import { CHECK_ID_NUMBER, INVALID_PHONE, mobileIdIdentity, smartIdIdentity } from './eid-input';

describe('eID identity input', () => {
  it.each(['40504040001', '50001029996', '30403039917', '30403039983', '60001017869', '60001019950', '38001085718'])('accepts the demo personal code %s', (code) => {
    expect(smartIdIdentity('EE', code).idNumber).toBe(code);
  });

  it.each([
    ['a wrong check digit', '40504040002'],
    ['a date that does not exist (30 February)', '49902300000'],
    ['month 13', '49913010000'],
    ['first digit 9', '90504040001'],
    ['10 digits', '4050404000'],
    ['letters', '4050404000A'],
  ])('refuses %s with the storefront\'s message', (_name, code) => {
    expect(() => smartIdIdentity('EE', code)).toThrow(CHECK_ID_NUMBER);
    expect(() => mobileIdIdentity('+37268000769', code)).toThrow(CHECK_ID_NUMBER);
  });

  it('refuses a country Smart-ID does not serve', () => {
    expect(() => smartIdIdentity('FI', '40504040001')).toThrow('The country code "FI" is not supported.');
  });

  it.each([['+37268000769'], ['+372 5123 4567'], ['+3725123456']])('accepts the Estonian number %s', (phone) => {
    expect(mobileIdIdentity(phone, '60001017869').phone).toMatch(/^\+372\d{7,8}$/);
  });

  it.each([['68000769'], ['+37168000769'], ['+372680007691'], ['+372abc']])('refuses the phone %s', (phone) => {
    expect(() => mobileIdIdentity(phone, '60001017869')).toThrow(INVALID_PHONE);
  });
});
