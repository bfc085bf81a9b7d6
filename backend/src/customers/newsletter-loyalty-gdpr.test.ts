import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { firstError, gql, insertCustomer, outbox, registerAndSignIn, signIn, uniqueEmail } from './test-customers';

const SUBSCRIBE = 'mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }';
const CONFIRM = 'mutation ($id: Int!, $code: String!) { confirmNewsletterSubscription(id: $id, code: $code) { status } }';
const LOYALTY = 'mutation ($member: Boolean!) { setLoyaltyProgramMembership(member: $member) { member eligible joined_at } }';
const CANCEL = 'mutation ($code: String!) { cancelGdprAgreement(code: $code) }';

describe('subscribeEmailToNewsletter', () => {
  it('a guest subscription waits for e-mail confirmation (Magento\'s "Need to Confirm"): NOT_ACTIVE, a mail with a link; following it makes it SUBSCRIBED', async () => {
    const email = uniqueEmail('uudised');
    expect(await gql(SUBSCRIBE, { email })).toEqual({ data: { subscribeEmailToNewsletter: { status: 'NOT_ACTIVE' } } });
    const [mail] = await outbox(email);
    expect(mail).toMatchObject({ to: email, subject: 'Kinnita uudiskirja tellimus' });
    const link = new URL(mail!.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${env.STOREFRONT_URL}/newsletter/confirm`);
    const id = Number(link.searchParams.get('id'));
    const code = link.searchParams.get('code')!;
    // Not yet subscribed: asking again sends a new link and stays NOT_ACTIVE (the first link stops working).
    expect(await gql(SUBSCRIBE, { email })).toEqual({ data: { subscribeEmailToNewsletter: { status: 'NOT_ACTIVE' } } });
    const [second] = await outbox(email);
    const secondCode = new URL(second!.links[0]!).searchParams.get('code')!;
    expect(secondCode).not.toBe(code);
    expect(firstError(await gql(CONFIRM, { id, code }))).toEqual({ message: 'This is an invalid subscription confirmation code.', category: 'graphql-input' });
    expect(firstError(await gql(CONFIRM, { id: 99999999, code: secondCode }))).toEqual({ message: 'This is an invalid subscription ID.', category: 'graphql-no-such-entity' });

    expect(await gql(CONFIRM, { id, code: secondCode })).toEqual({ data: { confirmNewsletterSubscription: { status: 'SUBSCRIBED' } } });
    const row = await env.DB.prepare('SELECT status, confirm_code_hash FROM newsletter_subscribers WHERE email = ?').bind(email).first();
    expect(row).toEqual({ status: 'SUBSCRIBED', confirm_code_hash: null });
    // Used once: the link is spent; the address is now subscribed.
    expect(firstError(await gql(CONFIRM, { id, code: secondCode }))).toEqual({ message: 'This is an invalid subscription confirmation code.', category: 'graphql-input' });
    expect(firstError(await gql(SUBSCRIBE, { email }))).toEqual({ message: 'This email address is already subscribed.', category: 'graphql-already-exists' });
  });

  it.each([
    ['', 'You must specify an email address to subscribe to a newsletter.'],
    ['uudised@', 'Enter a valid email address.'],
  ])('refuses %j: %s', async (email, message) => {
    expect(firstError(await gql(SUBSCRIBE, { email }))).toEqual({ message, category: 'graphql-input' });
  });

  it("subscribes a customer's own address onto the account, never another customer's", async () => {
    const account = await registerAndSignIn();
    // Immediate, as in Magento: the address is the signed-in customer's own (no confirmation mail).
    expect((await gql(SUBSCRIBE, { email: account.email }, account.token)).data).toEqual({ subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } });
    expect((await outbox(account.email)).map((mail) => mail.subject)).not.toContain('Kinnita uudiskirja tellimus');
    expect((await gql('{ customer { is_subscribed newsletter_status } }', undefined, account.token)).data.customer).toEqual({ is_subscribed: true, newsletter_status: 'SUBSCRIBED' });
    expect(firstError(await gql(SUBSCRIBE, { email: 'jaan.tamm@example.ee' }, account.token))).toEqual({ message: 'Cannot create a newsletter subscription.', category: 'graphql-input' });
  });

  it('shows UNSUBSCRIBED for an account that never subscribed', async () => {
    const account = await registerAndSignIn();
    expect((await gql('{ customer { is_subscribed newsletter_status } }', undefined, account.token)).data.customer).toEqual({ is_subscribed: false, newsletter_status: 'UNSUBSCRIBED' });
  });
});

describe('loyalty programme', () => {
  it('is open only to an account with an identity number (eID)', async () => {
    const account = await registerAndSignIn();
    expect((await gql('{ customer { loyalty_program { member eligible } } }', undefined, account.token)).data.customer.loyalty_program).toEqual({ member: false, eligible: false });
    expect(firstError(await gql(LOYALTY, { member: true }, account.token))).toEqual({ message: 'The loyalty programme needs an identity confirmed with Smart-ID, Mobile-ID or ID-card.', category: 'graphql-input' });
  });

  it('lets an identified customer join and leave', async () => {
    const person = await insertCustomer({ id_number: '39001010002' });
    const token = await signIn(person.email, person.password);
    const joined = await gql(LOYALTY, { member: true }, token);
    expect(joined.data.setLoyaltyProgramMembership).toMatchObject({ member: true, eligible: true, joined_at: expect.any(String) });
    expect((await gql(LOYALTY, { member: false }, token)).data.setLoyaltyProgramMembership).toEqual({ member: false, eligible: true, joined_at: null });
  });
});

describe('GDPR agreements', () => {
  it('withdraws an optional consent and keeps the session', async () => {
    const account = await registerAndSignIn({ gdpr_agreements: ['terms_of_sale', 'data_processing', 'marketing'] });
    expect(await gql(CANCEL, { code: 'marketing' }, account.token)).toEqual({ data: { cancelGdprAgreement: true } });
    const agreements = (await gql('{ customer { gdpr_agreements { code required accepted_at } } }', undefined, account.token)).data.customer.gdpr_agreements;
    expect(agreements).toEqual([
      { code: 'terms_of_sale', required: true, accepted_at: expect.any(String) },
      { code: 'data_processing', required: true, accepted_at: expect.any(String) },
      { code: 'marketing', required: false, accepted_at: null },
    ]);
  });

  it('withdrawing a required consent ends every session of the account', async () => {
    const account = await registerAndSignIn({ gdpr_agreements: ['terms_of_sale', 'data_processing'] });
    expect(await gql(CANCEL, { code: 'data_processing' }, account.token)).toEqual({ data: { cancelGdprAgreement: true } });
    expect(firstError(await gql('{ customer { email } }', undefined, account.token))).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
  });

  it('answers an unknown agreement with graphql-no-such-entity', async () => {
    const account = await registerAndSignIn();
    expect(firstError(await gql(CANCEL, { code: 'nonsense' }, account.token))).toEqual({ message: 'The agreement "nonsense" does not exist.', category: 'graphql-no-such-entity' });
  });
});
