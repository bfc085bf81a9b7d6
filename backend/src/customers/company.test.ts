import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { firstError, gql, outbox, setConfirmation, signIn, uniqueEmail } from './test-customers';

const CREATE = /* GraphQL */ `mutation ($input: CompanyCreateInput!) { createCompany(input: $input) {
  company { id name legal_name email vat_tax_id reseller_id legal_address { street city region postcode country_code telephone } company_admin { email firstname lastname } }
  token } }`;

let serial = 0;
/** A fresh registry code and VAT number with valid check digits (tests share one database). */
function codes(): { reseller_id: string; vat_tax_id: string } {
  const base = String(2000000 + (Date.now() % 1000000) * 7 + ++serial).slice(-7);
  const digits = [...base].map(Number);
  const mod = (weights: number[]) => weights.reduce((sum, w, i) => sum + w * digits[i]!, 0) % 11;
  const r1 = mod([1, 2, 3, 4, 5, 6, 7]);
  const r2 = r1 < 10 ? r1 : mod([3, 4, 5, 6, 7, 8, 9]);
  const registry = `${base}${r2 < 10 ? r2 : 0}`;
  const vatDigits = [...`1${base}`].map(Number);
  const sum = [3, 7, 1, 3, 7, 1, 3, 7].reduce((total, w, i) => total + w * vatDigits[i]!, 0);
  return { reseller_id: registry, vat_tax_id: `EE1${base}${(10 - (sum % 10)) % 10}` };
}

const input = (overrides: Record<string, unknown> = {}, admin: Record<string, unknown> = {}) => ({
  company_name: 'Kase Mööbel', company_email: 'info@kasemoobel.ee', legal_name: 'Kase Mööbel OÜ', street: ['Tööstuse 5'], city: 'Tartu', region: 'Tartumaa',
  postcode: '50106', telephone: '+3727312345', ...codes(),
  company_admin: { email: uniqueEmail('juhatus'), firstname: 'Kalle', lastname: 'Kask', password: 'Kask-2026-parool', ...admin },
  gdpr_agreements: ['terms_of_sale', 'data_processing'],
  ...overrides,
});

describe('createCompany', () => {
  it('creates the company and its business admin with a token when no confirmation is required', async () => {
    await setConfirmation(false);
    const data = input();
    const body = await gql(CREATE, { input: data });
    expect(body.errors).toBeUndefined();
    expect(body.data.createCompany.company).toMatchObject({
      name: 'Kase Mööbel', legal_name: 'Kase Mööbel OÜ', reseller_id: data.reseller_id, vat_tax_id: data.vat_tax_id,
      legal_address: { street: ['Tööstuse 5'], city: 'Tartu', region: 'Tartumaa', postcode: '50106', country_code: 'EE', telephone: '+3727312345' },
      company_admin: { email: data.company_admin.email, firstname: 'Kalle', lastname: 'Kask' },
    });
    const { token } = body.data.createCompany;
    const me = await gql('{ customer { email account_type company { name } } }', undefined, token);
    expect(me.data.customer).toEqual({ email: data.company_admin.email, account_type: 'business', company: { name: 'Kase Mööbel' } });
  });

  it('gives no token while the admin must confirm the e-mail, and mails the link', async () => {
    await setConfirmation(true);
    const data = input();
    const body = await gql(CREATE, { input: data });
    expect(body.data.createCompany.token).toBeNull();
    expect((await outbox(data.company_admin.email))[0]).toMatchObject({ subject: 'Kinnita oma konto' });
  });

  it.each([
    ['a registry code with a wrong check digit', { reseller_id: '10060702' }, 'The registry code "10060702" is not valid: 8 digits with a valid check digit.'],
    ['a registry code of 7 digits', { reseller_id: '1006070' }, 'The registry code "1006070" is not valid: 8 digits with a valid check digit.'],
    ['a VAT number with a wrong check digit', { vat_tax_id: 'EE100931559' }, 'The VAT number "EE100931559" is not valid: EE and 9 digits with a valid check digit.'],
    ['missing required fields', { company_name: ' ', city: '', postcode: '' }, 'Required parameters are missing: company_name, city, postcode'],
    ['a malformed company e-mail', { company_email: 'info@' }, '"info@" is not a valid email address.'],
    ['a malformed telephone', { telephone: 'helista' }, 'The telephone number is not valid.'],
    ['a registry code already registered', { reseller_id: '12345678', vat_tax_id: 'EE102030402' }, 'A company with the same registry code already exists.'],
  ])('refuses %s and writes nothing', async (_name, overrides, message) => {
    const data = input(overrides);
    expect(firstError(await gql(CREATE, { input: data }))).toEqual({ message, category: 'graphql-input' });
    expect(await env.DB.prepare('SELECT 1 FROM customers WHERE email = ?').bind(data.company_admin.email).first()).toBeNull();
  });

  it('refuses an admin whose e-mail has an account, or with a weak password, creating no company', async () => {
    const taken = input({}, { email: 'jaan.tamm@example.ee' });
    expect(firstError(await gql(CREATE, { input: taken })).message).toBe('A customer with the same email address already exists in an associated website.');
    const weak = input({}, { password: 'nõrk' });
    expect(firstError(await gql(CREATE, { input: weak })).message).toBe('The password needs at least 8 characters. Create a new password and try again.');
    for (const data of [taken, weak]) expect(await env.DB.prepare('SELECT count(*) AS n FROM companies WHERE reseller_id = ?').bind(data.reseller_id).first('n')).toBe(0);
  });

  it('lets the seeded business admin sign in to the business account', async () => {
    const token = await signIn('arved@puitmeister.ee', 'Puitmeister-2026');
    expect((await gql('{ customer { account_type company { reseller_id } } }', undefined, token)).data.customer).toEqual({ account_type: 'business', company: { reseller_id: '12345678' } });
  });
});
