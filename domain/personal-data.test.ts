import { describe, expect, it } from 'vitest';
import { isDateOfBirth, personalDataChanges } from './personal-data';
import { newsletterOn, newsletterStatus } from './subscriptions';

describe('personal data changes (customer.md §5: the e-mail is sent separately only when it differs)', () => {
  const form = { firstname: ' Mari ', lastname: 'Maasikas', email: 'mari@example.ee', date_of_birth: '' };

  it('sends no e-mail change for the same address, whatever its case or spaces', () => {
    expect(personalDataChanges('Mari@Example.ee ', form)).toEqual({ customer: { firstname: 'Mari', lastname: 'Maasikas', date_of_birth: null }, email: null });
  });

  it('sends the new e-mail when it differs', () => {
    expect(personalDataChanges('old@example.ee', { ...form, email: ' new@example.ee' }).email).toBe('new@example.ee');
  });
});

describe('date of birth', () => {
  const today = new Date('2026-11-23T12:00:00Z');
  it.each([
    ['1990-05-04', true],
    ['2026-11-23', true],
    ['2026-11-24', false],
    ['1899-12-31', false],
    ['1990-02-30', false],
    ['04.05.1990', false],
    ['', false],
  ])('%s → %s', (value, valid) => {
    expect(isDateOfBirth(value, today)).toBe(valid);
  });
});

describe('newsletter status (customer.md §3 values, default Unsubscribed)', () => {
  it.each([
    ['SUBSCRIBED', 'SUBSCRIBED', true],
    ['UNCONFIRMED', 'UNCONFIRMED', true],
    ['NOT_ACTIVE', 'NOT_ACTIVE', false],
    ['UNSUBSCRIBED', 'UNSUBSCRIBED', false],
    ['SOMETHING_NEW', 'UNSUBSCRIBED', false],
    [null, 'UNSUBSCRIBED', false],
  ])('%s reads as %s (on: %s)', (value, status, on) => {
    expect(newsletterStatus(value)).toBe(status);
    expect(newsletterOn(newsletterStatus(value))).toBe(on);
  });
});
