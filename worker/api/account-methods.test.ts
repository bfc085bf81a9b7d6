// The account methods of the middleware API with a scripted backend: tokens go into the
// vsf-customer cookie and never into an answer; Magento's refusals become the spec's messages.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { fakeUpstream, type FakeUpstream } from '../upstream/fake-upstream';
import { generatedPassword } from './account-methods';

const TOKEN = 'tok3n-of-the-customer-0123456789';
let fake: FakeUpstream;
let app: ReturnType<typeof createApp>;

async function call(name: string, args: unknown, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await app.request(
    `https://shop.test/api/magento/${name}`,
    { method: 'POST', body: JSON.stringify(args), headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers } },
    env,
    ctx,
  );
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, text, json: JSON.parse(text) as { data?: Record<string, unknown>; error?: { message: string; category?: string } }, cookies: response.headers.getSetCookie() };
}

beforeEach(() => {
  fake = fakeUpstream();
  app = createApp({ upstream: fake.upstream });
});

describe('generateCustomerToken', () => {
  it('puts the token into the vsf-customer cookie and not into the answer', async () => {
    fake.reply('GenerateCustomerToken', { data: { generateCustomerToken: { token: TOKEN } } });
    const reply = await call('generateCustomerToken', [{ email: 'mari@example.ee', password: 'Maasikas-2026' }], { 'cf-connecting-ip': '10.0.0.1' });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ data: { signedIn: true } });
    expect(reply.text).not.toContain(TOKEN);
    expect(reply.cookies.some((cookie) => cookie.startsWith(`vsf-customer=${TOKEN}`) && /SameSite=Strict/.test(cookie))).toBe(true);
  });

  it.each([
    ['The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.', 'E-post või parool ei ole õige, kontrolli sisestatut ja proovi uuesti'],
    ['The account is locked.', 'Konto on ajutiselt suletud'],
  ])('Magento %j → 400 %j', async (message, shown) => {
    fake.reply('GenerateCustomerToken', { errors: [{ message, extensions: { category: 'graphql-authentication' } }] });
    const reply = await call('generateCustomerToken', [{ email: 'mari@example.ee', password: 'x' }], { 'cf-connecting-ip': '10.0.0.2' });
    expect([reply.status, reply.json.error]).toEqual([400, { message: shown, category: 'graphql-authentication' }]);
    expect(reply.cookies.some((cookie) => cookie.startsWith('vsf-customer='))).toBe(false);
  });

  it('refuses more than 20 attempts per address and e-mail within 15 minutes with 429, before Magento is asked', async () => {
    fake.reply('GenerateCustomerToken', { errors: [{ message: 'The account is locked.', extensions: { category: 'graphql-authentication' } }] });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await call('generateCustomerToken', [{ email: 'hammer@example.ee', password: 'x' }], { 'cf-connecting-ip': '10.0.0.3' })).status);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    const last = await call('generateCustomerToken', [{ email: 'HAMMER@example.ee', password: 'x' }], { 'cf-connecting-ip': '10.0.0.3' });
    expect([last.status, last.json.error?.message]).toEqual([429, 'Liiga palju sisselogimiskatseid, proovi hiljem uuesti']);
    expect(fake.calls.GenerateCustomerToken).toBe(20);
    // Another address for the same e-mail is counted on its own.
    expect((await call('generateCustomerToken', [{ email: 'hammer@example.ee', password: 'x' }], { 'cf-connecting-ip': '10.0.0.4' })).status).toBe(400);
  });

  it('bounds its input: an overlong password is a 400 without a backend call', async () => {
    const reply = await call('generateCustomerToken', [{ email: 'mari@example.ee', password: 'x'.repeat(257) }]);
    expect(reply.status).toBe(400);
    expect(fake.calls.GenerateCustomerToken ?? 0).toBe(0);
  });
});

describe('eID sign-in', () => {
  const outcome = (token: string | null) => ({ token, data: [{ key: 'firstname', value: 'Mari' }], accounts: [[{ key: 'email', value: 'mari@example.ee' }]] });

  it('a SUCCESS status with a token signs in through the cookie; the answer says signedIn and carries no token', async () => {
    fake.reply('RetrieveAsyncAuthRequestStatus', { data: { retrieveAsyncAuthRequestStatus: { status: 'SUCCESS', auth_response: outcome(TOKEN) } } });
    const reply = await call('retrieveAsyncAuthRequestStatus', [{ request_id: 'r', request_secret: 's' }]);
    expect(reply.json.data).toEqual({ status: 'SUCCESS', auth_response: { signedIn: true, data: outcome(null).data, accounts: outcome(null).accounts } });
    expect(reply.text).not.toContain(TOKEN);
    expect(reply.cookies.some((cookie) => cookie.startsWith(`vsf-customer=${TOKEN}`))).toBe(true);
  });

  const STATE = 'S'.repeat(16) + 'x_-9'.repeat(4);
  const cardCall = (state: string | undefined, cookie: string | undefined) =>
    call('estAuthGenerateCustomerToken', [{ method: 'card_id', data: [{ key: 'card_token', value: 'abc' }], ...(state ? { state } : {}) }], cookie ? { cookie } : {});

  it('the card sign-in likewise, with the state this browser got at /id-card-auth; the state is then forgotten', async () => {
    fake.reply('EstAuthGenerateCustomerToken', { data: { estAuthGenerateCustomerToken: outcome(TOKEN) } });
    const reply = await cardCall(STATE, `__Host-vsf-card-state=${STATE}`);
    expect(reply.json.data).toMatchObject({ signedIn: true });
    expect(reply.text).not.toContain(TOKEN);
    expect(reply.cookies.some((cookie) => cookie.startsWith('__Host-vsf-card-state=;') && /Max-Age=0/.test(cookie))).toBe(true);
  });

  it.each([
    ['no state cookie (a link someone else made)', STATE, undefined],
    ['another state', 'T'.repeat(32), `__Host-vsf-card-state=${STATE}`],
    ['no returned state', undefined, `__Host-vsf-card-state=${STATE}`],
  ])('login CSRF: a card token with %s signs no one in and never reaches the backend', async (_name, state, cookie) => {
    fake.reply('EstAuthGenerateCustomerToken', { data: { estAuthGenerateCustomerToken: outcome(TOKEN) } });
    const reply = await cardCall(state, cookie);
    expect(reply.status).toBe(400);
    expect(reply.json.error?.message).toBe('ID-kaardiga tuvastamine ebaõnnestus');
    expect(reply.cookies.some((c) => c.startsWith('vsf-customer='))).toBe(false);
    expect(fake.calls.EstAuthGenerateCustomerToken ?? 0).toBe(0);
  });

  it('a code reply without a code is the generic error; a bad identity number never reaches the backend', async () => {
    fake.reply('GenerateSmartIdCode', { data: { generateSmartIdCode: { code: null, session_id: null } } });
    expect((await call('generateSmartIdCode', [{ countryCode: 'EE', identityNumber: '40504040001' }])).json.error?.message).toBe('Autentimine ebaõnnestus');
    expect((await call('generateSmartIdCode', [{ countryCode: 'EE', identityNumber: '40504040002' }])).status).toBe(400);
    expect(fake.calls.GenerateSmartIdCode).toBe(1);
  });
});

describe('createCustomer', () => {
  it('without a password generates one ending in {secret}, signs the new account in, answers no token', async () => {
    let sent: Record<string, unknown> = {};
    let signInPassword = '';
    fake.reply('CreateCustomerV2', (variables) => {
      sent = variables.input as Record<string, unknown>;
      return { data: { createCustomerV2: { customer: { firstname: 'Liis', lastname: 'Lepik', email: 'liis@example.ee' } } } };
    });
    fake.reply('GenerateCustomerToken', (variables) => {
      signInPassword = String(variables.password);
      return { data: { generateCustomerToken: { token: TOKEN } } };
    });
    const reply = await call('createCustomer', [{ firstname: 'Liis', lastname: 'Lepik', email: 'liis@example.ee', gdpr_agreements: ['terms_of_sale', 'data_processing'] }]);
    expect(reply.json.data).toMatchObject({ signedIn: true, confirmationRequired: false });
    expect(String(sent.password)).toMatch(/^[A-Za-z0-9]{24}\{secret\}$/);
    expect(signInPassword).toBe(sent.password);
    expect(reply.text).not.toContain(TOKEN);
    expect(reply.text).not.toContain(String(sent.password));
  });

  it("an account awaiting confirmation: confirmationRequired, no cookie", async () => {
    fake.reply('CreateCustomerV2', { data: { createCustomerV2: { customer: { firstname: 'Liis', lastname: 'Lepik', email: 'liis@example.ee' } } } });
    fake.reply('GenerateCustomerToken', { errors: [{ message: "This account isn't confirmed. Verify and try again.", extensions: { category: 'graphql-authentication' } }] });
    const reply = await call('createCustomer', [{ firstname: 'Liis', lastname: 'Lepik', email: 'liis@example.ee', password: 'Kapp-Laud-2026' }]);
    expect(reply.json.data).toMatchObject({ signedIn: false, confirmationRequired: true });
    expect(reply.cookies.some((cookie) => cookie.startsWith('vsf-customer='))).toBe(false);
  });

  it("never sends the registration's captcha answer again to sign in (Google verifies an answer once); a sign-in that needs one of its own is captchaRequired", async () => {
    const answers: (string | null)[] = [];
    fake.reply('CreateCustomerV2', (_variables, headers) => {
      answers.push(headers.get('x-recaptcha'));
      return { data: { createCustomerV2: { customer: { firstname: 'Liis', lastname: 'Lepik', email: 'liis@example.ee' } } } };
    });
    fake.reply('GenerateCustomerToken', (_variables, headers) => {
      answers.push(headers.get('x-recaptcha'));
      return { errors: [{ message: 'ReCaptcha validation failed, please try again', extensions: { category: 'graphql-input' } }] };
    });
    const reply = await call('createCustomer', [{ firstname: 'Liis', lastname: 'Lepik', email: 'liis@example.ee', password: 'Kapp-Laud-2026', recaptchaToken: 'answer-1' }]);
    expect(answers).toEqual(['answer-1', null]);
    expect(reply.status).toBe(200);
    expect(reply.json.data).toMatchObject({ signedIn: false, confirmationRequired: false, captchaRequired: true });
    expect(reply.cookies.some((cookie) => cookie.startsWith('vsf-customer='))).toBe(false);
  });

  it.each([
    ['A customer with the same email address already exists in an associated website.', 'Sama e-posti aadressiga klient on juba olemas'],
    ['A customer with the same personal identification code already exists.', 'Sama isikukoodiga klient on juba olemas'],
    ['First Name is not valid!', 'Kliendi registreerimine ebaõnnestus'],
  ])('Magento %j → %j', async (message, shown) => {
    fake.reply('CreateCustomerV2', { errors: [{ message, extensions: { category: 'graphql-input' } }] });
    const reply = await call('createCustomer', [{ firstname: 'Liis', lastname: 'Lepik', email: 'liis@example.ee' }]);
    expect([reply.status, reply.json.error?.message]).toEqual([400, shown]);
  });
});

describe('revokeCustomerToken', () => {
  it('removes the token and cart cookies even when the token was already refused', async () => {
    fake.reply('RevokeCustomerToken', { errors: [{ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } }] });
    const reply = await call('revokeCustomerToken', [], { cookie: `vsf-customer=${TOKEN}; vsf-cart=${'A'.repeat(32)}` });
    expect(reply.status).toBe(200);
    expect(reply.cookies.some((cookie) => /^vsf-customer=;/.test(cookie))).toBe(true);
    expect(reply.cookies.some((cookie) => /^vsf-cart=;/.test(cookie))).toBe(true);
    expect(reply.cookies.some((cookie) => cookie.startsWith('vsf-message='))).toBe(false);
  });
});

describe('mergeCarts', () => {
  const cart = (id: string) => ({ id, email: null, is_virtual: false, total_quantity: 1, items: [null], prices: null, applied_coupons: null, applied_gift_cards: null });

  it('merges the guest cart of vsf-cart into the customer cart and stores the result id', async () => {
    const guest = 'G'.repeat(32);
    const customer = 'C'.repeat(32);
    let merged: Record<string, unknown> = {};
    fake.reply('CustomerCart', { data: { customerCart: cart(customer) } });
    fake.reply('MergeCarts', (variables) => {
      merged = variables;
      return { data: { mergeCarts: cart(customer) } };
    });
    const reply = await call('mergeCarts', [], { cookie: `vsf-customer=${TOKEN}; vsf-cart=${guest}` });
    expect(merged).toEqual({ sourceCartId: guest, destinationCartId: customer });
    expect(reply.json.data).toMatchObject({ cart: { id: customer, items: [] } });
    expect(reply.cookies.some((cookie) => cookie.startsWith(`vsf-cart=${customer}`))).toBe(true);
  });

  it('no guest cart, or the same id: the customer cart as it is, no merge', async () => {
    const customer = 'C'.repeat(32);
    fake.reply('CustomerCart', { data: { customerCart: cart(customer) } });
    await call('mergeCarts', [], { cookie: `vsf-customer=${TOKEN}; vsf-cart=${customer}` });
    await call('mergeCarts', [], { cookie: `vsf-customer=${TOKEN}` });
    expect(fake.calls.MergeCarts ?? 0).toBe(0);
  });
});

describe('generatedPassword', () => {
  it('always has lower, upper and digits, then {secret}', () => {
    let n = 0;
    // A random source that first gives only 'A's (no lower case, no digit), then a full spread.
    const random = (bytes: Uint8Array) => bytes.map((_, i) => (n++ < 24 ? 0 : i * 7));
    expect(generatedPassword(random)).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z0-9]{24}\{secret\}$/);
  });
});
