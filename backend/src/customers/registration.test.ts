import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { elapse, keyValues, startSmartId } from '../identity/eid-test-helpers';
import { CREATE_CUSTOMER, firstError, GENERATE_TOKEN, gql, outbox, setConfirmation, signIn, uniqueEmail } from './test-customers';

const CONFIRM = /* GraphQL */ `mutation ($email: String!, $key: String!) { confirmEmail(input: { email: $email, confirmation_key: $key }) { customer { email } } }`;
const RESEND = /* GraphQL */ `mutation ($email: String!) { resendConfirmationEmail(email: $email) }`;
const NOT_CONFIRMED = "This account isn't confirmed. Verify and try again.";

const input = (overrides: Record<string, unknown> = {}) => ({ firstname: 'Kati', lastname: 'Karu', email: uniqueEmail('kati'), password: 'Karu-2026-parool', ...overrides });
const create = (overrides: Record<string, unknown> = {}) => gql(CREATE_CUSTOMER, { input: input(overrides) });
const keyOf = (link: string) => new URL(link).searchParams.get('key')!;

describe('createCustomerV2 with account confirmation required (the seeded setting)', () => {
  // Tests of a file share one database; the setting may have been switched off by another test.
  beforeEach(() => setConfirmation(true));

  it('creates the account, mails the confirmation link to the storefront and refuses sign-in until confirmed', async () => {
    const data = input({ is_subscribed: true, gdpr_agreements: ['terms_of_sale', 'data_processing'] });
    const body = await gql(CREATE_CUSTOMER, { input: data });
    expect(body.errors).toBeUndefined();
    expect(body.data.createCustomerV2.customer).toEqual({ email: data.email, firstname: 'Kati', lastname: 'Karu', account_type: 'customer', id_number: null, is_subscribed: true });

    const [mail] = await outbox(data.email);
    expect(mail).toMatchObject({ to: data.email, subject: 'Kinnita oma konto' });
    expect(mail!.links).toHaveLength(1);
    const link = new URL(mail!.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${env.STOREFRONT_URL}/confirm-account`);
    expect(link.searchParams.get('email')).toBe(data.email);
    expect(mail!.text).toContain(mail!.links[0]);
    expect(mail!.html).toContain('Kinnita konto');

    const row = await env.DB.prepare('SELECT * FROM customers WHERE email = ?').bind(data.email).first<Record<string, string>>();
    expect(row!.confirmation).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.confirmation).not.toBe(keyOf(mail!.links[0]!));
    expect(row!.password_hash).not.toContain(data.password);
    const agreements = await env.DB.prepare('SELECT code FROM gdpr_agreements WHERE customer_id = ? ORDER BY code').bind(row!.id).all<{ code: string }>();
    expect(agreements.results.map((a) => a.code)).toEqual(['data_processing', 'terms_of_sale']);

    expect(firstError(await gql(GENERATE_TOKEN, { email: data.email, password: data.password }))).toEqual({ message: NOT_CONFIRMED, category: 'graphql-authentication' });

    expect(firstError(await gql(CONFIRM, { email: data.email, key: 'wrong-key' }))).toEqual({ message: 'The confirmation token is invalid. Verify the token and try again.', category: 'graphql-input' });
    const confirmed = await gql(CONFIRM, { email: data.email, key: keyOf(mail!.links[0]!) });
    expect(confirmed.data).toEqual({ confirmEmail: { customer: { email: data.email } } });
    expect(firstError(await gql(CONFIRM, { email: data.email, key: keyOf(mail!.links[0]!) }))).toEqual({ message: 'The account is already active.', category: 'graphql-input' });
    expect(await signIn(data.email, data.password)).toBeTruthy();
  });

  it('confirmEmail: "Email is invalid" and "There was an error confirming the account" for an unknown e-mail', async () => {
    expect(firstError(await gql(CONFIRM, { email: 'not-an-email', key: 'x' }))).toEqual({ message: 'Email is invalid', category: 'graphql-input' });
    expect(firstError(await gql(CONFIRM, { email: uniqueEmail('nobody'), key: 'x' }))).toEqual({ message: 'There was an error confirming the account', category: 'graphql-input' });
  });

  it('resendConfirmationEmail sends a new link and the old one stops working; a confirmed account needs none', async () => {
    const data = input();
    await gql(CREATE_CUSTOMER, { input: data });
    const [first] = await outbox(data.email);
    expect(await gql(RESEND, { email: data.email })).toEqual({ data: { resendConfirmationEmail: true } });
    const mails = await outbox(data.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.links[0]).not.toBe(first!.links[0]);
    expect(firstError(await gql(CONFIRM, { email: data.email, key: keyOf(first!.links[0]!) })).message).toBe('The confirmation token is invalid. Verify the token and try again.');
    expect((await gql(CONFIRM, { email: data.email, key: keyOf(mails[0]!.links[0]!) })).errors).toBeUndefined();
    expect(firstError(await gql(RESEND, { email: data.email }))).toEqual({ message: "Confirmation isn't needed.", category: 'graphql-input' });
  });

  it('resendConfirmationEmail answers true for an unknown e-mail and sends nothing (no account enumeration)', async () => {
    const email = uniqueEmail('nobody');
    expect(await gql(RESEND, { email })).toEqual({ data: { resendConfirmationEmail: true } });
    expect(await outbox(email)).toEqual([]);
  });
});

describe('createCustomerV2 without confirmation (POST /__settings)', () => {
  it('lets the new account sign in at once and sends a welcome mail', async () => {
    await setConfirmation(false);
    const data = input();
    expect((await gql(CREATE_CUSTOMER, { input: data })).errors).toBeUndefined();
    expect((await outbox(data.email))[0]).toMatchObject({ subject: 'Tere tulemast Mööblipoodi' });
    const token = await signIn(data.email, data.password);
    const customer = await gql('{ customer { email confirmation_status } }', undefined, token);
    expect(customer.data).toEqual({ customer: { email: data.email, confirmation_status: 'ACCOUNT_CONFIRMATION_NOT_REQUIRED' } });
  });

  it('generates a password meeting the policy when none is given (eID or reset signs in later)', async () => {
    await setConfirmation(false);
    const data = input({ password: undefined });
    expect((await gql(CREATE_CUSTOMER, { input: data })).errors).toBeUndefined();
    const row = await env.DB.prepare('SELECT password_hash, password_salt, password_iterations FROM customers WHERE email = ?').bind(data.email).first<Record<string, unknown>>();
    expect(row).toMatchObject({ password_hash: expect.stringMatching(/^[0-9a-f]{64}$/), password_salt: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });
});

describe('createCustomerV2 validation (Magento 2.4.7 messages, graphql-input)', () => {
  it.each([
    ['an e-mail already registered', { email: 'MARI.maasikas@example.ee' }, 'A customer with the same email address already exists in an associated website.'],
    ['an empty first name', { firstname: ' ' }, 'Required parameters are missing: First Name'],
    ['empty names', { firstname: '', lastname: '' }, 'Required parameters are missing: First Name, Last Name'],
    ['a malformed e-mail', { email: 'kati@' }, '"kati@" is not a valid email address.'],
    ['a name with markup', { firstname: '<b>Kati</b>' }, 'First Name is not valid!'],
    ['a 256-character last name', { lastname: 'K'.repeat(256) }, 'Last Name is not valid!'],
    ['a gender outside 1–3', { gender: 7 }, '"7" is not a valid gender value.'],
    ['a future birth date', { date_of_birth: '2999-01-01' }, 'Invalid date'],
    ['a 7-character password', { password: 'Ab1-xyz' }, 'The password needs at least 8 characters. Create a new password and try again.'],
    ['a password of two classes', { password: 'lowercase123' }, 'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.'],
    ['a password with a leading space', { password: ' Karu-2026' }, "The password can't begin or end with a space. Verify the password and try again."],
    ['a password over 256 characters', { password: `Aa1-${'x'.repeat(253)}` }, 'Please enter a password with at most 256 characters.'],
    ['an unknown consent', { gdpr_agreements: ['terms_of_sale', 'sell_my_soul'] }, 'The agreement "sell_my_soul" does not exist.'],
  ])('refuses %s', async (_name, overrides, message) => {
    const body = await create(overrides);
    expect(firstError(body)).toEqual({ message, category: 'graphql-input' });
    expect(body.data?.createCustomerV2 ?? null).toBeNull();
  });

  it('refuses a password equal to the e-mail address', async () => {
    const email = `Aa1.${uniqueEmail('x')}`;
    expect(firstError(await create({ email, password: email })).message).toBe("The password can't be the same as the email address. Create a new password and try again.");
  });

  it('refuses an identity number without a proof from a finished eID sign-in', async () => {
    const body = await create({ id_number: '50001029996', identity_proof: [{ key: 'request_id', value: 'made-up' }, { key: 'request_secret', value: 'made-up' }] });
    expect(firstError(body)).toEqual({ message: 'The personal identification code could not be verified. Sign in with Smart-ID, Mobile-ID or ID-card first.', category: 'graphql-input' });
  });

  it('writes nothing for a refused registration', async () => {
    const data = input({ password: 'short' });
    await gql(CREATE_CUSTOMER, { input: data });
    expect(await env.DB.prepare('SELECT 1 FROM customers WHERE email = ?').bind(data.email).first()).toBeNull();
    expect(await outbox(data.email)).toEqual([]);
  });
});

describe('createCustomerV2 with an identity number (pre-register after an eID sign-in)', () => {
  /** A finished Smart-ID sign-in of the demo identity 50001029996, which has no account. */
  async function proofFor(idNumber: string) {
    const started = await startSmartId(idNumber);
    await elapse(started.request_id, 3000);
    return keyValues({ request_id: started.request_id, request_secret: started.request_secret });
  }

  it('keeps the identity number proven by a successful Smart-ID sign-in, once per person', async () => {
    await setConfirmation(false);
    const proof = await proofFor('50001029996');
    const body = await create({ id_number: '50001029996', identity_proof: proof, password: undefined });
    expect(body.errors).toBeUndefined();
    expect(body.data.createCustomerV2.customer).toMatchObject({ id_number: '50001029996', account_type: 'customer' });
    const again = await create({ id_number: '50001029996', identity_proof: await proofFor('50001029996') });
    expect(firstError(again)).toEqual({ message: 'A customer with the same personal identification code already exists.', category: 'graphql-input' });
  });

  it("refuses a proof of another person's sign-in", async () => {
    const proof = await proofFor('50001029996');
    expect(firstError(await create({ id_number: '60001017869', identity_proof: proof })).message).toBe('The personal identification code could not be verified. Sign in with Smart-ID, Mobile-ID or ID-card first.');
  });
});
