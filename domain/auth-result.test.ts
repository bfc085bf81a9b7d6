import { describe, expect, it } from 'vitest';
import { accountChoices, asyncStep, AuthResultState, eidResultState, personOf } from './auth-result';

const kv = (entries: Record<string, string | null>) => Object.entries(entries).map(([key, value]) => ({ key, value }));

describe('personOf', () => {
  it('reads firstname, lastname and id_number', () => {
    expect(personOf(kv({ firstname: 'Mari', lastname: 'Maasikas', id_number: '40504040001' }))).toEqual({ firstname: 'Mari', lastname: 'Maasikas', id_number: '40504040001' });
  });
  it("defaults to 'Firstname' and 'Lastname' when missing or empty (customer.md §3)", () => {
    expect(personOf(kv({ firstname: '', id_number: '50001029996' }))).toEqual({ firstname: 'Firstname', lastname: 'Lastname', id_number: '50001029996' });
  });
});

describe('accountChoices', () => {
  it('the account of type customer is personal, others business by e-mail; personal first; no e-mail → not choosable', () => {
    const choices = accountChoices([
      kv({ account_type: 'business', firstname: 'Mari', lastname: 'Maasikas', company_name: 'Puitmeister OÜ', company_role: 'admin', email: 'arved@puitmeister.ee' }),
      kv({ account_type: 'customer', firstname: 'Mari', lastname: 'Maasikas', email: 'mari.maasikas@example.ee' }),
      kv({ account_type: 'business', company_name: 'Ilma e-postita OÜ' }),
    ]);
    expect(choices.map((c) => [c.type, c.email, c.companyName])).toEqual([
      ['personal', 'mari.maasikas@example.ee', null],
      ['business', 'arved@puitmeister.ee', 'Puitmeister OÜ'],
    ]);
  });
});

describe('eidResultState', () => {
  it.each([
    [{ signedIn: true, data: [], accounts: [kv({ email: 'a@b.ee' })] }, AuthResultState.Authenticated],
    [{ signedIn: false, data: [], accounts: [kv({ email: 'a@b.ee' }), kv({ email: 'c@d.ee' })] }, AuthResultState.Exists],
    [{ signedIn: false, data: [], accounts: [] }, AuthResultState.NotRegistered],
  ])('%j → %i', (outcome, state) => {
    expect(eidResultState(outcome)).toBe(state);
  });
  it('keeps the numbers of customer.md §3', () => {
    expect(AuthResultState).toEqual({ CodeReceived: 0, NotRegistered: 1, Registered: 2, Exists: 3, Failed: 4, Authenticated: 5 });
  });
});

describe('asyncStep (customer.md §4)', () => {
  it.each([
    ['PENDING', { kind: 'poll' }],
    ['SUCCESS', { kind: 'done' }],
    ['USER_REFUSED', { kind: 'error', reason: 'refused' }],
    ['TIMEOUT', { kind: 'error', reason: 'timeout' }],
    ['NOT_FOUND', { kind: 'error', reason: 'not-found' }],
    ['ERROR', { kind: 'error', reason: 'error' }],
    ['SOMETHING_NEW', { kind: 'error', reason: 'error' }],
  ])('%s → %j', (status, step) => {
    expect(asyncStep(status)).toEqual(step);
  });
});
