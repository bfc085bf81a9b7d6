import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { seeded } from '../../test/graphql-request';
import { LOGIN_LOCK_MINUTES, MAX_LOGIN_FAILURES } from './login-throttle';
import { sha256Hex } from './passwords';
import { firstError, GENERATE_TOKEN, gql, insertCustomer, signIn, uniqueEmail } from './test-customers';
import { issueCustomerToken } from './tokens';

const CUSTOMER = /* GraphQL */ `{ customer { firstname lastname email id_number account_type is_subscribed newsletter_status confirmation_status
  addresses { id street city postcode country_code telephone default_shipping default_billing region { region region_code region_id } }
  loyalty_program { member eligible } gdpr_agreements { code required accepted_at }
  company { name reseller_id vat_tax_id company_admin { email } } } }`;
const REVOKE = /* GraphQL */ `mutation { revokeCustomerToken { result } }`;
const SIGN_IN_INCORRECT = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

describe('generateCustomerToken', () => {
  it('signs the seeded Mari in and the token reads her account with the extension fields', async () => {
    await seeded();
    const token = await signIn('mari.maasikas@example.ee', 'Maasikas-2026');
    const body = await gql(CUSTOMER, undefined, token);
    expect(body.errors).toBeUndefined();
    expect(body.data.customer).toMatchObject({
      firstname: 'Mari', lastname: 'Maasikas', email: 'mari.maasikas@example.ee', id_number: '40504040001', account_type: 'customer',
      is_subscribed: true, newsletter_status: 'SUBSCRIBED', confirmation_status: 'ACCOUNT_CONFIRMED',
      addresses: [{ street: ['Tartu mnt 1'], city: 'Tallinn', postcode: '10115', country_code: 'EE', telephone: '+37251234567', default_shipping: true, default_billing: true, region: { region: 'Harju maakond', region_code: 'EE-37' } }],
      loyalty_program: { member: false, eligible: true },
      company: null,
    });
    expect(body.data.customer.gdpr_agreements.map((a: { code: string }) => a.code)).toEqual(['terms_of_sale', 'data_processing', 'marketing']);
  });

  it('signs the seeded business account in with its company', async () => {
    const token = await signIn('arved@puitmeister.ee', 'Puitmeister-2026');
    const body = await gql(CUSTOMER, undefined, token);
    expect(body.data.customer).toMatchObject({ account_type: 'business', id_number: '40504040001', company: { name: 'Puitmeister OÜ', reseller_id: '12345678', vat_tax_id: 'EE102030402', company_admin: { email: 'arved@puitmeister.ee' } } });
  });

  it('stores only the SHA-256 of a token and PBKDF2 of a password, never either in clear', async () => {
    const account = await insertCustomer();
    const token = await signIn(account.email, account.password);
    const rows = await env.DB.prepare('SELECT token_hash FROM customer_tokens WHERE customer_id = ?').bind(account.id).all<{ token_hash: string }>();
    expect(rows.results.map((r) => r.token_hash)).toEqual([await sha256Hex(token)]);
    expect(rows.results[0]!.token_hash).not.toBe(token);
    const customer = await env.DB.prepare('SELECT password_hash, password_salt, password_iterations FROM customers WHERE id = 1').first<Record<string, unknown>>();
    expect(customer).toMatchObject({ password_iterations: 100000 });
    expect(JSON.stringify(customer)).not.toContain('Maasikas-2026');
  });

  it('answers a wrong password and an unknown e-mail with the same Magento message (graphql-authentication)', async () => {
    const account = await insertCustomer();
    const wrong = await gql(GENERATE_TOKEN, { email: account.email, password: 'Vale-parool-1' });
    const unknown = await gql(GENERATE_TOKEN, { email: uniqueEmail('nobody'), password: 'Vale-parool-1' });
    expect(firstError(wrong)).toEqual({ message: SIGN_IN_INCORRECT, category: 'graphql-authentication' });
    expect(firstError(unknown)).toEqual(firstError(wrong));
    expect(wrong.data?.generateCustomerToken ?? null).toBeNull();
  });

  it('asks for the e-mail and the password when empty (graphql-input)', async () => {
    expect(firstError(await gql(GENERATE_TOKEN, { email: '', password: 'x' }))).toEqual({ message: 'Specify the "email" value.', category: 'graphql-input' });
    expect(firstError(await gql(GENERATE_TOKEN, { email: 'a@example.ee', password: '' }))).toEqual({ message: 'Specify the "password" value.', category: 'graphql-input' });
  });

  it('refuses an unconfirmed account with the right password only: "This account isn\'t confirmed. Verify and try again."', async () => {
    const account = await insertCustomer({ confirmation: await sha256Hex('key') });
    expect(firstError(await gql(GENERATE_TOKEN, { email: account.email, password: account.password }))).toEqual({ message: "This account isn't confirmed. Verify and try again.", category: 'graphql-authentication' });
    expect(firstError(await gql(GENERATE_TOKEN, { email: account.email, password: 'Vale-parool-1' })).message).toBe(SIGN_IN_INCORRECT);
  });
});

describe('sign-in throttling (Magento RequestThrottler: 6 failures, 30 minutes)', () => {
  it(`locks an account's e-mail after ${MAX_LOGIN_FAILURES} failures, even for the right password, until the lock ends`, async () => {
    const account = await insertCustomer();
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) {
      expect(firstError(await gql(GENERATE_TOKEN, { email: account.email, password: `Vale-parool-${i}` })).message).toBe(SIGN_IN_INCORRECT);
    }
    expect(firstError(await gql(GENERATE_TOKEN, { email: account.email, password: account.password }))).toEqual({ message: 'The account is locked.', category: 'graphql-authentication' });
    const lock = await env.DB.prepare('SELECT failures, lock_expires_at FROM login_failures WHERE email = ?').bind(account.email).first<{ failures: number; lock_expires_at: string }>();
    expect(lock!.failures).toBe(MAX_LOGIN_FAILURES);
    expect(Date.parse(lock!.lock_expires_at) - Date.now()).toBeGreaterThan((LOGIN_LOCK_MINUTES - 1) * 60_000);

    // The lock ends: the right password signs in and clears the count.
    await env.DB.prepare('UPDATE login_failures SET lock_expires_at = ? WHERE email = ?').bind(new Date(Date.now() - 1000).toISOString(), account.email).run();
    expect(await signIn(account.email, account.password)).toMatch(/^[\w-]{43}$/);
    expect(await env.DB.prepare('SELECT * FROM login_failures WHERE email = ?').bind(account.email).first()).toBeNull();
  });

  it('locks an e-mail without an account the same way, so locking reveals no account', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) await gql(GENERATE_TOKEN, { email, password: 'Vale-parool-1' });
    expect(firstError(await gql(GENERATE_TOKEN, { email, password: 'Vale-parool-1' })).message).toBe('The account is locked.');
  });
});

describe('customer tokens', () => {
  it('answers an expired token with graphql-authorization naming the expiry, and still serves it catalogue data as a guest', async () => {
    const account = await insertCustomer();
    const token = await issueCustomerToken(env.DB, account.id, { CUSTOMER_TOKEN_LIFETIME_MINUTES: '60' }, new Date(Date.now() - 61 * 60_000));
    expect(firstError(await gql(CUSTOMER, undefined, token))).toEqual({ message: 'Consumer key has expired', category: 'graphql-authorization' });
    const config = await gql('{ storeConfig { store_code } }', undefined, token);
    expect(config.errors).toBeUndefined();
  });

  it('expires a token after CUSTOMER_TOKEN_LIFETIME_MINUTES (default 60, Magento\'s 1 hour)', async () => {
    const account = await insertCustomer();
    const issuedAt = new Date('2026-03-01T10:00:00.000Z');
    const token = await issueCustomerToken(env.DB, account.id, {}, issuedAt);
    const row = await env.DB.prepare('SELECT expires_at FROM customer_tokens WHERE token_hash = ?').bind(await sha256Hex(token)).first<{ expires_at: string }>();
    expect(row!.expires_at).toBe('2026-03-01T11:00:00.000Z');
  });

  it('deletes a customer\'s tokens dead for over a week when it issues a new one', async () => {
    const account = await insertCustomer();
    const old = await issueCustomerToken(env.DB, account.id, {}, new Date(Date.now() - 8 * 86_400_000));
    const recentlyExpired = await issueCustomerToken(env.DB, account.id, {}, new Date(Date.now() - 2 * 3_600_000));
    await signIn(account.email, account.password);
    const hashes = (await env.DB.prepare('SELECT token_hash FROM customer_tokens WHERE customer_id = ?').bind(account.id).all<{ token_hash: string }>()).results.map((r) => r.token_hash);
    expect(hashes).toHaveLength(2);
    expect(hashes).not.toContain(await sha256Hex(old));
    expect(hashes).toContain(await sha256Hex(recentlyExpired));
  });

  it('revokeCustomerToken ends every session of the customer; the revoked token is then unauthorized', async () => {
    const account = await insertCustomer();
    const first = await signIn(account.email, account.password);
    const second = await signIn(account.email, account.password);
    expect((await gql(REVOKE, undefined, first)).data).toEqual({ revokeCustomerToken: { result: true } });
    for (const token of [first, second]) {
      expect(firstError(await gql(CUSTOMER, undefined, token))).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
    }
  });

  it('refuses revokeCustomerToken and customer to a guest and to a made-up token', async () => {
    expect(firstError(await gql(REVOKE))).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
    expect(firstError(await gql(CUSTOMER, undefined, 'made-up-token'))).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
  });
});
