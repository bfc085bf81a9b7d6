import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { firstError, GENERATE_TOKEN, gql, outbox, registerAndSignIn, signIn } from './test-customers';

const CHANGE = /* GraphQL */ `mutation ($current: String!, $next: String!) { changeCustomerPassword(currentPassword: $current, newPassword: $next) { email } }`;
const UPDATE = /* GraphQL */ `mutation ($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { firstname lastname gender date_of_birth is_subscribed newsletter_status } } }`;
const UPDATE_EMAIL = /* GraphQL */ `mutation ($email: String!, $password: String!) { updateCustomerEmail(email: $email, password: $password) { customer { email } } }`;
const DELETE = /* GraphQL */ `mutation { deleteCustomer }`;

describe('changeCustomerPassword', () => {
  it("answers a wrong current password with Magento's 'Invalid login or password.' (graphql-authentication, no logout)", async () => {
    const account = await registerAndSignIn();
    expect(firstError(await gql(CHANGE, { current: 'Vale-parool-1', next: 'Uus-parool-2026' }, account.token))).toEqual({ message: 'Invalid login or password.', category: 'graphql-authentication' });
    expect((await gql('{ customer { email } }', undefined, account.token)).errors).toBeUndefined();
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const account = await registerAndSignIn();
    const otherSession = await signIn(account.email, account.password);
    expect(await gql(CHANGE, { current: account.password, next: 'Uus-parool-2026' }, account.token)).toEqual({ data: { changeCustomerPassword: { email: account.email } } });
    expect((await gql('{ customer { email } }', undefined, account.token)).errors).toBeUndefined();
    expect(firstError(await gql('{ customer { email } }', undefined, otherSession)).category).toBe('graphql-authorization');
    expect(firstError(await gql(GENERATE_TOKEN, { email: account.email, password: account.password })).category).toBe('graphql-authentication');
    expect(await signIn(account.email, 'Uus-parool-2026')).toBeTruthy();
    expect((await outbox(account.email))[0]).toMatchObject({ subject: 'Sinu parool on muudetud' });
  });

  it('checks the new password against the policy and asks for both values', async () => {
    const account = await registerAndSignIn();
    expect(firstError(await gql(CHANGE, { current: account.password, next: 'short' }, account.token)).message).toBe('The password needs at least 8 characters. Create a new password and try again.');
    expect(firstError(await gql(CHANGE, { current: ' ', next: 'Uus-parool-2026' }, account.token))).toEqual({ message: 'Specify the "currentPassword" value.', category: 'graphql-input' });
    expect(firstError(await gql(CHANGE, { current: account.password, next: '' }, account.token))).toEqual({ message: 'Specify the "newPassword" value.', category: 'graphql-input' });
  });

  it('locks the account after 6 wrong current passwords, as sign-in does', async () => {
    const account = await registerAndSignIn();
    for (let i = 0; i < 6; i++) await gql(CHANGE, { current: `Vale-parool-${i}`, next: 'Uus-parool-2026' }, account.token);
    expect(firstError(await gql(CHANGE, { current: account.password, next: 'Uus-parool-2026' }, account.token))).toEqual({ message: 'The account is locked.', category: 'graphql-authentication' });
  });

  it('refuses a guest', async () => {
    expect(firstError(await gql(CHANGE, { current: 'a', next: 'b' }))).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
  });
});

describe('updateCustomerV2 and updateCustomerEmail', () => {
  it('updates names, gender, birth date and the newsletter subscription', async () => {
    const account = await registerAndSignIn();
    const body = await gql(UPDATE, { input: { firstname: 'Katrin', lastname: 'Karusoo', gender: 2, date_of_birth: '1990-05-17', is_subscribed: true } }, account.token);
    expect(body.data.updateCustomerV2.customer).toEqual({ firstname: 'Katrin', lastname: 'Karusoo', gender: 2, date_of_birth: '1990-05-17', is_subscribed: true, newsletter_status: 'SUBSCRIBED' });
    const off = await gql(UPDATE, { input: { is_subscribed: false } }, account.token);
    expect(off.data.updateCustomerV2.customer).toMatchObject({ firstname: 'Katrin', is_subscribed: false, newsletter_status: 'UNSUBSCRIBED' });
  });

  it("refuses an emptied name ('Required parameters are missing: First Name') and an empty input", async () => {
    const account = await registerAndSignIn();
    expect(firstError(await gql(UPDATE, { input: { firstname: '' } }, account.token))).toEqual({ message: 'Required parameters are missing: First Name', category: 'graphql-input' });
    expect(firstError(await gql(UPDATE, { input: {} }, account.token))).toEqual({ message: '"input" value should be specified', category: 'graphql-input' });
  });

  it('changes the e-mail with the current password (sign-in with the new one), tells the old address, ends the other sessions, and refuses one taken', async () => {
    const account = await registerAndSignIn();
    const otherSession = await signIn(account.email, account.password);
    const taken = await gql(UPDATE_EMAIL, { email: 'jaan.tamm@example.ee', password: account.password }, account.token);
    expect(firstError(taken)).toEqual({ message: 'A customer with the same email address already exists in an associated website.', category: 'graphql-already-exists' });
    const next = `new-${account.email}`;
    expect(await gql(UPDATE_EMAIL, { email: next, password: account.password }, account.token)).toEqual({ data: { updateCustomerEmail: { customer: { email: next } } } });
    expect(await signIn(next, account.password)).toBeTruthy();
    expect((await outbox(account.email))[0]).toMatchObject({ subject: 'Sinu e-posti aadress on muudetud' });
    expect((await gql('{ customer { email } }', undefined, account.token)).errors).toBeUndefined();
    expect(firstError(await gql('{ customer { email } }', undefined, otherSession)).category).toBe('graphql-authorization');
    expect(firstError(await gql(UPDATE_EMAIL, { email: 'bad', password: account.password }, account.token)).message).toBe('"bad" is not a valid email address.');
  });

  it("a session without the password cannot change the e-mail (issue 17 item 3): Magento's messages, nothing changed", async () => {
    const account = await registerAndSignIn();
    const next = `taken-over-${account.email}`;
    expect(firstError(await gql(UPDATE_EMAIL, { email: next, password: '' }, account.token))).toEqual({ message: 'Provide the current "password" to change "email".', category: 'graphql-input' });
    expect(firstError(await gql(UPDATE_EMAIL, { email: next, password: 'Vale-parool-1' }, account.token))).toEqual({ message: 'Invalid login or password.', category: 'graphql-authentication' });
    expect(firstError(await gql(/* GraphQL */ `mutation ($email: String!) { updateCustomerEmail(email: $email) { customer { email } } }`, { email: next }, account.token)).message).toMatch(/argument "password" of type "String!" is required/);
    expect((await gql('{ customer { email } }', undefined, account.token)).data.customer.email).toBe(account.email);
    expect((await outbox(account.email)).map((mail: { subject: string }) => mail.subject)).not.toContain('Sinu e-posti aadress on muudetud');
  });
});

describe('deleteCustomer', () => {
  it('removes the account and its personal data, ends its sessions and keeps its orders anonymised', async () => {
    const account = await registerAndSignIn();
    await gql(/* GraphQL */ `mutation { createCustomerAddress(input: { firstname: "Kati", lastname: "Karu", street: ["Pikk 1"], city: "Tallinn", postcode: "10123", country_code: EE, telephone: "+37255555555" }) { id } }`, undefined, account.token);
    const address = JSON.stringify({ firstname: 'Kati', lastname: 'Karu', street: ['Pikk 1'], city: 'Tallinn', postcode: '10123', region: null, country_code: 'EE', company: 'Karu OÜ', telephone: '+37255555555', vat_id: null });
    const now = new Date().toISOString();
    const cart = await env.DB.prepare(`INSERT INTO carts (masked_id, customer_id, email, is_active, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?) RETURNING id`)
      .bind(`DeleteTest${String(account.id).padStart(22, '0')}`, account.id, account.email, now, now).first<{ id: number }>();
    await env.DB.prepare(
      `INSERT INTO orders (number, token, cart_id, cart_masked_id, customer_id, email, status, subtotal_incl_tax, subtotal_excl_tax, discount, shipping, tax, grand_total,
         shipping_address, billing_address, payment_method_code, payment_method_title, created_at, updated_at)
       VALUES (?, ?, ?, 'x', ?, ?, 'processing', 1000, 820, 0, 0, 180, 1000, ?, ?, 'checkmo', 'Arve', ?, ?)`,
    ).bind(`9${String(account.id).padStart(8, '0')}`, `token-${account.id}`, cart!.id, account.id, account.email, address, address, now, now).run();

    expect(await gql(DELETE, undefined, account.token)).toEqual({ data: { deleteCustomer: true } });

    expect(firstError(await gql('{ customer { email } }', undefined, account.token)).category).toBe('graphql-authorization');
    expect(firstError(await gql(GENERATE_TOKEN, { email: account.email, password: account.password })).category).toBe('graphql-authentication');
    for (const table of ['customers WHERE id', 'customer_addresses WHERE customer_id', 'customer_tokens WHERE customer_id', 'gdpr_agreements WHERE customer_id', 'orders WHERE customer_id', 'carts WHERE customer_id']) {
      expect(await env.DB.prepare(`SELECT count(*) AS n FROM ${table} = ?`).bind(account.id).first('n'), table).toBe(0);
    }
    const order = await env.DB.prepare('SELECT customer_id, email, shipping_address, billing_address, grand_total FROM orders WHERE cart_id = ?').bind(cart!.id).first<{ customer_id: number | null; email: string; shipping_address: string; billing_address: string; grand_total: number }>();
    expect(order).toMatchObject({ customer_id: null, email: 'anonymised@deleted.invalid', grand_total: 1000 });
    expect(`${order!.shipping_address}${order!.billing_address}`).not.toMatch(/Kati|Karu|Pikk|\+372/);
    expect(JSON.parse(order!.shipping_address)).toMatchObject({ city: 'Tallinn', country_code: 'EE' });
    expect(await outbox(account.email)).toEqual([]);
  });

  it('refuses a guest', async () => {
    expect(firstError(await gql(DELETE))).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
  });
});

describe('isEmailAvailable', () => {
  it("answers true even for a registered e-mail, as Magento 2.4.7's default (graphql_share_customer_email off)", async () => {
    expect((await gql('{ isEmailAvailable(email: "mari.maasikas@example.ee") { is_email_available } }')).data).toEqual({ isEmailAvailable: { is_email_available: true } });
    expect(firstError(await gql('{ isEmailAvailable(email: "") { is_email_available } }'))).toEqual({ message: 'Email must be specified', category: 'graphql-input' });
    expect(firstError(await gql('{ isEmailAvailable(email: "x@") { is_email_available } }'))).toEqual({ message: 'Email is invalid', category: 'graphql-input' });
  });

  it('tells a registered e-mail apart only when the setting is on', async () => {
    await env.DB.prepare(`INSERT INTO customer_config VALUES ('customer/account_information/graphql_share_customer_email', '1')`).run();
    expect((await gql('{ isEmailAvailable(email: "mari.maasikas@example.ee") { is_email_available } }')).data).toEqual({ isEmailAvailable: { is_email_available: false } });
  });
});
