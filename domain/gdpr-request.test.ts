import { describe, expect, it } from 'vitest';
import { gdprRequestErrors, gdprRequestType, type GdprRequestForm } from './gdpr-request';

const form = (overrides: Partial<GdprRequestForm> = {}): GdprRequestForm => ({
  type: 'access',
  firstname: 'Mari',
  lastname: 'Maasikas',
  email: 'mari@example.ee',
  telephone: '',
  message: 'Palun saatke minu andmed.',
  ...overrides,
});

describe('gdpr query (customer.md §2: /gdpr.html (gdpr query))', () => {
  it.each([
    ['erasure', 'erasure'],
    ['RECTIFICATION', 'rectification'],
    ['access', 'access'],
    [null, 'access'],
    ['portability', 'access'],
  ])('%j → %s', (query, type) => {
    expect(gdprRequestType(query)).toBe(type);
  });
});

describe('the request form rules', () => {
  it('passes a complete request, the phone being optional', () => {
    expect(gdprRequestErrors(form())).toEqual({});
    expect(gdprRequestErrors(form({ telephone: '+372 5123 4567' }))).toEqual({});
  });

  it('names each failing field with its message', () => {
    expect(gdprRequestErrors(form({ firstname: ' ', email: 'mari@', telephone: '12', message: 'x'.repeat(2001) }))).toEqual({
      firstname: { message: 'Please fill this field to continue' },
      email: { message: 'Please enter a valid e-mail address' },
      telephone: { message: 'Invalid mobile number format' },
      message: { message: 'The field must contain no more than {length} characters', params: { length: 2000 } },
    });
  });
});
