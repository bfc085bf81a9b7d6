import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './passwords';
import { firstError, GENERATE_TOKEN, gql, outbox, registerAndSignIn, signIn, uniqueEmail } from './test-customers';

const REQUEST = /* GraphQL */ `mutation ($email: String!) { requestPasswordResetEmail(email: $email) }`;
const RESET = /* GraphQL */ `mutation ($email: String!, $token: String!, $password: String!) { resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password) }`;
const NEW_PASSWORD = 'Uus-parool-2026';

async function requestLink(email: string): Promise<string> {
  expect(await gql(REQUEST, { email })).toEqual({ data: { requestPasswordResetEmail: true } });
  const [mail] = await outbox(email);
  return mail!.links[0]!;
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('requestPasswordResetEmail', () => {
  it('mails a storefront link /reset-password?email=…&token=… valid 2 hours, storing only its hash', async () => {
    const account = await registerAndSignIn();
    const link = await requestLink(account.email);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${env.STOREFRONT_URL}/reset-password`);
    expect(url.searchParams.get('email')).toBe(account.email);
    const [mail] = await outbox(account.email);
    expect(mail).toMatchObject({ subject: 'Parooli lähtestamine' });
    expect(mail!.text).toContain('2 tundi');
    const row = await env.DB.prepare('SELECT token_hash, created_at, expires_at FROM password_reset_tokens WHERE customer_id = ?').bind(account.id).first<{ token_hash: string; created_at: string; expires_at: string }>();
    expect(row!.token_hash).toBe(await sha256Hex(tokenOf(link)));
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(2 * 3_600_000);
  });

  it.each([
    ['', 'You must specify an email address.'],
    ['no-at-sign', 'The email address has an invalid format.'],
  ])('refuses %j: %s', async (email, message) => {
    expect(firstError(await gql(REQUEST, { email }))).toEqual({ message, category: 'graphql-input' });
  });

  it("answers an unknown e-mail as Magento does: \"Cannot reset the customer's password\" (the storefront says 'E-mail address is incorrect')", async () => {
    const email = uniqueEmail('nobody');
    expect(firstError(await gql(REQUEST, { email }))).toEqual({ message: "Cannot reset the customer's password", category: 'graphql-input' });
    expect(await outbox(email)).toEqual([]);
  });

  it('refuses a sixth request within an hour (Magento_Security: 5 per hour)', async () => {
    const account = await registerAndSignIn();
    for (let i = 0; i < 5; i++) expect((await gql(REQUEST, { email: account.email })).errors).toBeUndefined();
    expect(firstError(await gql(REQUEST, { email: account.email })).message).toBe("Cannot reset the customer's password");
  });
});

describe('resetPassword', () => {
  it('sets the new password once: the old password and every session end, the link cannot be used again', async () => {
    const account = await registerAndSignIn();
    const token = tokenOf(await requestLink(account.email));
    expect(await gql(RESET, { email: account.email, token, password: NEW_PASSWORD })).toEqual({ data: { resetPassword: true } });

    expect(firstError(await gql('{ customer { email } }', undefined, account.token)).category).toBe('graphql-authorization');
    expect(firstError(await gql(GENERATE_TOKEN, { email: account.email, password: account.password })).category).toBe('graphql-authentication');
    expect(await signIn(account.email, NEW_PASSWORD)).toBeTruthy();
    expect(firstError(await gql(RESET, { email: account.email, token, password: 'Kolmas-parool-2026' }))).toEqual({ message: 'The password token is mismatched. Reset and try again.', category: 'graphql-input' });
  });

  it('refuses an expired link: "The password token is expired. Reset and try again."', async () => {
    const account = await registerAndSignIn();
    const token = tokenOf(await requestLink(account.email));
    await env.DB.prepare('UPDATE password_reset_tokens SET expires_at = ? WHERE token_hash = ?').bind(new Date(Date.now() - 1000).toISOString(), await sha256Hex(token)).run();
    expect(firstError(await gql(RESET, { email: account.email, token, password: NEW_PASSWORD }))).toEqual({ message: 'The password token is expired. Reset and try again.', category: 'graphql-input' });
  });

  it('only the newest link works; a link is only good for its own account', async () => {
    const account = await registerAndSignIn();
    const other = await registerAndSignIn();
    const older = tokenOf(await requestLink(account.email));
    const newer = tokenOf(await requestLink(account.email));
    expect(firstError(await gql(RESET, { email: account.email, token: older, password: NEW_PASSWORD })).message).toBe('The password token is mismatched. Reset and try again.');
    expect(firstError(await gql(RESET, { email: other.email, token: newer, password: NEW_PASSWORD })).message).toBe('The password token is mismatched. Reset and try again.');
    expect((await gql(RESET, { email: account.email, token: newer, password: NEW_PASSWORD })).errors).toBeUndefined();
  });

  it('applies the password policy to the new password and keeps the link for a better one', async () => {
    const account = await registerAndSignIn();
    const token = tokenOf(await requestLink(account.email));
    expect(firstError(await gql(RESET, { email: account.email, token, password: 'weakpass' })).message).toMatch(/^Minimum of different classes of characters in password is 3\./);
    expect((await gql(RESET, { email: account.email, token, password: NEW_PASSWORD })).errors).toBeUndefined();
  });

  it.each([
    [{ email: '', token: 't', password: NEW_PASSWORD }, 'You must specify an email address.'],
    [{ email: 'kati@example.ee', token: '', password: NEW_PASSWORD }, 'resetPasswordToken must be specified'],
    [{ email: 'kati@example.ee', token: 't', password: '' }, 'newPassword must be specified'],
    [{ email: 'nobody-at-all@example.ee', token: 't', password: NEW_PASSWORD }, "Cannot set the customer's password"],
  ])('refuses %j with Magento\'s message', async (args, message) => {
    expect(firstError(await gql(RESET, args))).toEqual({ message, category: 'graphql-input' });
  });
});
