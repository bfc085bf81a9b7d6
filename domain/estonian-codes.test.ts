import { describe, expect, it } from 'vitest';
import { isValidEstonianVatNumber, isValidPersonalCode, isValidRegistryCode, personalCodeBirthDate } from './estonian-codes';

describe('isValidRegistryCode', () => {
  it.each<[string, boolean]>([
    ['10060701', true], // Swedbank AS
    ['10004252', true], // AS SEB Pank
    ['10421629', true], // Eesti Energia AS: first round gives 10, check digit from the second (3…9)
    ['70000898', true], // a state institution (first digit 7)
    ['10000640', true], // both rounds give 10: check digit 0
    ['10000641', false],
        ['10060702', false], // Swedbank's code with the last digit changed
    ['10060710', false], // two digits swapped
    ['80183300', false],
    ['1006070', false], // 7 digits
    ['100607011', false], // 9 digits
    ['1006070a', false],
    ['', false],
  ])('%j → %s', (code, valid) => {
    expect(isValidRegistryCode(code)).toBe(valid);
  });
});

describe('isValidEstonianVatNumber', () => {
  it.each<[string, boolean]>([
    ['EE100931558', true],
    ['EE100247019', true],
    ['EE100366327', true],
    ['EE100594102', true],
    ['EE100931559', false], // check digit changed
    ['EE100913558', false], // two digits swapped
    ['EE123456789', false], // the spec's shape example is not a real number
    ['ee100931558', false],
    ['LV100931558', false],
    ['EE10093155', false],
    ['100931558', false],
  ])('%j → %s', (vat, valid) => {
    expect(isValidEstonianVatNumber(vat)).toBe(valid);
  });
});

describe('isValidPersonalCode', () => {
  it.each<[string, boolean]>([
    ['37605030299', true], // the standard example: a man born 3 May 1976
    ['49403136515', true], // a woman born 13 March 1994
    ['60001019906', true], // born 1 January 2000 (first digit 6: 2000s)
    ['50001029996', true],
    ['39912310174', true], // 31 December 1999
    ['38001085718', true],
    ['37605030064', true], // first round gives 10: check digit from the second round (3…9, 1, 2, 3)
    ['37605030065', false],
    ['37605030920', true], // both rounds give 10: check digit 0
    ['37605030921', false],
    ['37605030298', false], // check digit changed
    ['37605030929', false], // digits swapped
    ['37602300299', false], // 30 February
    ['37613030299', false], // month 13
    ['97605030299', false], // first digit 9: no such century
    ['07605030299', false],
    ['3760503029', false], // 10 digits
    ['376050302990', false],
    ['3760503029a', false],
  ])('%j → %s', (code, valid) => {
    expect(isValidPersonalCode(code)).toBe(valid);
  });
});

describe('personalCodeBirthDate', () => {
  it.each<[string, string | null]>([
    ['37605030299', '1976-05-03'],
    ['60001019906', '2000-01-01'],
    ['18002290000', '1880-02-29'], // 1880 was a leap year
    ['19002290000', null], // 1900 was not
    ['50002290000', '2000-02-29'], // 2000 was
    ['99901010000', null],
  ])('%j → %s', (code, date) => {
    expect(personalCodeBirthDate(code)).toBe(date);
  });
});
