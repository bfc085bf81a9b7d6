// The development ID-card page and the card sign-in it leads to: only the storefront's own origin
// as a return, a token (or an error) handed back in the query, mode=register passed through, and
// estAuthGenerateCustomerToken('card_id') with that token.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, seeded } from '../../test/graphql-request';
import { CREATE_CUSTOMER, firstError, gql, setConfirmation, uniqueEmail } from '../customers/test-customers';
import { app } from '../app';
import { REQUEST_NOT_FOUND } from './eid-resolvers';
import { keyValues, pairs, SYNC } from './eid-test-helpers';
import { verifyIdentityProof } from './identity-proof';

const STOREFRONT = env.STOREFRONT_URL;

const page = (query: string) => SELF.fetch(new URL(`/id-card${query}`, ORIGIN));
const choose = (fields: Record<string, string>) =>
  SELF.fetch(new URL('/id-card', ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

/** The card token in the redirect after choosing `card`. */
async function readCard(card: string, extra: Record<string, string> = {}): Promise<string> {
  const response = await choose({ card, return: `${STOREFRONT}/`, ...extra });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!).searchParams.get('token')!;
}

beforeAll(seeded);

describe('ID-card page', () => {
  it('offers the demo cards, "no card" and "cancel" in Estonian, never cached', async () => {
    const response = await page(`?return=${encodeURIComponent(`${STOREFRONT}/p/3/diivan.html`)}&mode=register`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="et">');
    expect(html).toContain('JAAK-KRISTJAN JÕEORG (38001085718)');
    expect(html).toContain('Kaarti ei leitud');
    expect(html).toContain('Katkesta');
    expect(html).toContain('name="mode" value="register"');
    expect(html).not.toContain('<script');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('refuses a return to %s (400), on the page and in the form', async (_name, target) => {
    expect((await page(`?return=${encodeURIComponent(target)}`)).status).toBe(400);
    expect((await choose({ card: '38001085718', return: target })).status).toBe(400);
  });

  it('a chosen card returns the browser to the storefront with id_card=1 and a token, keeping mode=register', async () => {
    const response = await choose({ card: '38001085718', return: `${STOREFRONT}/`, mode: 'register' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(new URL(STOREFRONT).origin);
    expect(location.pathname).toBe('/');
    expect(location.searchParams.get('id_card')).toBe('1');
    expect(location.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get('mode')).toBe('register');
  });

  it.each([
    ['cancel', 'cancelled'],
    ['no-card', 'no_card'],
  ])('"%s" returns with error=%s and no token', async (card, error) => {
    const location = new URL((await choose({ card, return: `${STOREFRONT}/` })).headers.get('location')!);
    expect(location.searchParams.get('id_card')).toBe('1');
    expect(location.searchParams.get('error')).toBe(error);
    expect(location.searchParams.has('token')).toBe(false);
  });

  it('echoes the shop\'s state (anti-forgery) on the page and in the return, as an OAuth-style service does; drops a malformed one', async () => {
    const state = 'St4te_-'.repeat(4) + 'xxxx';
    expect(await (await page(`?return=${encodeURIComponent(`${STOREFRONT}/`)}&state=${state}`)).text()).toContain(`name="state" value="${state}"`);
    const back = new URL((await choose({ card: 'cancel', return: `${STOREFRONT}/`, state })).headers.get('location')!);
    expect(back.searchParams.get('state')).toBe(state);
    const bad = new URL((await choose({ card: 'cancel', return: `${STOREFRONT}/`, state: '<x>' })).headers.get('location')!);
    expect(bad.searchParams.has('state')).toBe(false);
  });

  it('an unknown card is refused', async () => {
    expect((await choose({ card: '40504040002', return: `${STOREFRONT}/` })).status).toBe(400);
  });

  it('is not served in production', async () => {
    const response = await app.request('/id-card?return=/', {}, { ...env, ENVIRONMENT: 'production' });
    expect(response.status).toBe(404);
  });
});

describe('card_id sign-in', () => {
  it('Jaan Tamm\'s card signs him in (his only account); the token is single use', async () => {
    const token = await readCard('60001017869');
    const signIn = { method: 'card_id', data: keyValues({ card_token: token }) };
    const result = await gql(SYNC, signIn);
    expect(result.errors).toBeUndefined();
    const output = result.data.estAuthGenerateCustomerToken;
    expect(pairs(output.data)).toEqual({ firstname: 'JAAN', lastname: 'TAMM', id_number: '60001017869' });
    expect((await gql('{ customer { email } }', {}, output.token)).data.customer.email).toBe('jaan.tamm@example.ee');
    expect(firstError(await gql(SYNC, signIn))).toEqual({ message: REQUEST_NOT_FOUND, category: 'graphql-no-such-entity' });
  });

  it('Mari\'s card lists her two accounts without a token; the same card then signs in the chosen one', async () => {
    const token = await readCard('40504040001');
    const listed = (await gql(SYNC, { method: 'card_id', data: keyValues({ card_token: token }) })).data.estAuthGenerateCustomerToken;
    expect(listed.token).toBeNull();
    expect(listed.accounts.map(pairs).map((a: Record<string, string>) => a.email)).toEqual(['mari.maasikas@example.ee', 'arved@puitmeister.ee']);
    const chosen = (await gql(SYNC, { method: 'card_id', data: keyValues({ card_token: token, email: 'mari.maasikas@example.ee' }) })).data.estAuthGenerateCustomerToken;
    expect((await gql('{ customer { email } }', {}, chosen.token)).data.customer.email).toBe('mari.maasikas@example.ee');
  });

  it('a card without an account gives no token and proves its holder for registration', async () => {
    const token = await readCard('38001085718', { mode: 'register' });
    const output = (await gql(SYNC, { method: 'card_id', data: keyValues({ card_token: token }) })).data.estAuthGenerateCustomerToken;
    expect(output).toMatchObject({ token: null, accounts: [] });
    expect(await verifyIdentityProof(env.DB, '38001085718', keyValues({ card_token: token }), env)).toBe(true);
    expect(await verifyIdentityProof(env.DB, '60001017869', keyValues({ card_token: token }), env)).toBe(false);
  });

  it('registration with the card\'s proof gives the account that identity number; the next card read signs it in at once', async () => {
    await setConfirmation(false);
    const proof = await readCard('38001085718', { mode: 'register' });
    const email = uniqueEmail('jaak');
    const created = await gql(CREATE_CUSTOMER, {
      input: { firstname: 'Jaak-Kristjan', lastname: 'Jõeorg', email, password: 'Jõeorg-2026!', id_number: '38001085718', identity_proof: keyValues({ card_token: proof }) },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data.createCustomerV2.customer).toMatchObject({ email, id_number: '38001085718' });
    const again = (await gql(SYNC, { method: 'card_id', data: keyValues({ card_token: await readCard('38001085718') }) })).data.estAuthGenerateCustomerToken;
    expect(again.accounts.map(pairs)).toEqual([expect.objectContaining({ account_type: 'customer', email })]);
    expect((await gql('{ customer { email id_number } }', {}, again.token)).data.customer).toEqual({ email, id_number: '38001085718' });
    await setConfirmation(true);
  });

  it('an unknown card token answers not found', async () => {
    expect(firstError(await gql(SYNC, { method: 'card_id', data: keyValues({ card_token: 'made-up' }) }))).toEqual({ message: REQUEST_NOT_FOUND, category: 'graphql-no-such-entity' });
  });
});
