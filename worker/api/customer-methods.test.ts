// The my-account methods of the middleware API with a scripted backend: what the worker refuses
// itself (strict, bounded inputs), what reaches Magento, what the islands get back, and the
// session cookies removed after account deletion and a withdrawn required consent.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { fakeUpstream, type FakeUpstream } from '../upstream/fake-upstream';

const TOKEN = 'customer-token-1';
let fake: FakeUpstream;
let app: ReturnType<typeof createApp>;
let sent: Record<string, Record<string, unknown>>;

async function call(name: string, args: unknown, cookie = `vsf-customer=${TOKEN}; vsf-cart=${'C'.repeat(32)}`) {
  const ctx = createExecutionContext();
  const response = await app.request(
    `https://shop.test/api/magento/${name}`,
    { method: 'POST', body: JSON.stringify(args), headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie } },
    env,
    ctx,
  );
  const json = await response.json<{ data?: any; error?: { message: string; category?: string } }>();
  await waitOnExecutionContext(ctx);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), setCookie: response.headers.getSetCookie(), ...json };
}

/** Script `operation` and keep the variables it was sent with. */
function script(operation: string, data: unknown) {
  fake.reply(operation, (variables) => {
    sent[operation] = variables;
    return { data };
  });
}

const storedAddress = {
  id: 7,
  firstname: 'Mari',
  lastname: 'Maasikas',
  company: null,
  telephone: '+37251234567',
  street: ['Tartu mnt 1', '5'],
  city: 'Tallinn',
  postcode: '10115',
  country_code: 'EE',
  region: { region: 'Harju maakond', region_code: null, region_id: null },
  default_shipping: true,
  default_billing: true,
};

const newAddress = {
  firstname: 'Mari',
  lastname: 'Maasikas',
  telephone: '+37251234567',
  street: ['Pärnu mnt 12', '', 'Kesklinn'],
  city: 'Tallinn',
  postcode: '10148',
  region: 'Harju maakond',
  country_code: 'EE',
  default_shipping: false,
  default_billing: true,
};

beforeEach(() => {
  fake = fakeUpstream();
  app = createApp({ upstream: fake.upstream });
  sent = {};
});

describe('updateCustomer and updateCustomerEmail', () => {
  it('sends names and date of birth and answers the updated customer, never cached', async () => {
    script('AccountUpdateCustomer', { updateCustomerV2: { customer: { firstname: 'Mari', lastname: 'Mets', email: 'mari@example.ee', date_of_birth: '1990-05-04', gender: null, taxvat: null, id_number: null, account_type: 'customer' } } });
    const reply = await call('updateCustomer', [{ firstname: ' Mari ', lastname: 'Mets', date_of_birth: '1990-05-04' }]);
    expect(reply.status).toBe(200);
    expect(reply.cacheControl).toBe('no-store');
    expect(sent.AccountUpdateCustomer).toEqual({ input: { firstname: 'Mari', lastname: 'Mets', date_of_birth: '1990-05-04' } });
    expect(reply.data.customer).toMatchObject({ lastname: 'Mets' });
  });

  it.each([
    ['an e-mail field (changed separately)', { firstname: 'Mari', lastname: 'Mets', email: 'x@example.ee' }],
    ['a date of birth in the future', { firstname: 'Mari', lastname: 'Mets', date_of_birth: '2999-01-01' }],
    ['an impossible date', { firstname: 'Mari', lastname: 'Mets', date_of_birth: '1990-02-30' }],
    ['an overlong name', { firstname: 'M'.repeat(256), lastname: 'Mets' }],
    ['an empty name', { firstname: ' ', lastname: 'Mets' }],
  ])('refuses %s with a 400 before the backend', async (_name, input) => {
    const reply = await call('updateCustomer', [input]);
    expect(reply.status).toBe(400);
    expect(fake.calls.AccountUpdateCustomer ?? 0).toBe(0);
  });

  it("changes the e-mail with Magento's updateCustomerEmail and the current password, and answers customer.email", async () => {
    script('AccountUpdateEmail', { updateCustomerEmail: { customer: { email: 'new@example.ee' } } });
    const reply = await call('updateCustomerEmail', [{ email: 'new@example.ee', password: 'Maasikas-2026' }]);
    expect(sent.AccountUpdateEmail).toEqual({ email: 'new@example.ee', password: 'Maasikas-2026' });
    expect(reply.data).toEqual({ email: 'new@example.ee' });
  });

  it('refuses a change without the current password before the backend (issue 17 item 3)', async () => {
    expect((await call('updateCustomerEmail', [{ email: 'new@example.ee' }])).status).toBe(400);
    expect(fake.calls.AccountUpdateEmail ?? 0).toBe(0);
  });

  it('answers a wrong current password with the spec message', async () => {
    fake.reply('AccountUpdateEmail', { errors: [{ message: 'Invalid login or password.', extensions: { category: 'graphql-authentication' } }] });
    const reply = await call('updateCustomerEmail', [{ email: 'new@example.ee', password: 'Vale-parool-1' }]);
    expect(reply.status).toBe(400);
    expect(reply.error?.message).toBe('Praegune parool on vale');
  });

  it('answers an e-mail of another account with the spec message', async () => {
    fake.reply('AccountUpdateEmail', { errors: [{ message: 'A customer with the same email address already exists in an associated website.', extensions: { category: 'graphql-already-exists' } }] });
    const reply = await call('updateCustomerEmail', [{ email: 'jaan.tamm@example.ee', password: 'Maasikas-2026' }]);
    expect(reply.status).toBe(400);
    expect(reply.error?.message).not.toContain('associated website');
  });

  it('refuses an address that is not an e-mail', async () => {
    expect((await call('updateCustomerEmail', [{ email: 'not-an-address', password: 'Maasikas-2026' }])).status).toBe(400);
  });
});

describe('changeCustomerPassword', () => {
  it("answers Magento's wrong-password refusal as 'Invalid current password' (400)", async () => {
    fake.reply('AccountChangePassword', { errors: [{ message: 'Invalid login or password.', extensions: { category: 'graphql-authentication' } }] });
    const reply = await call('changeCustomerPassword', [{ currentPassword: 'wrong', newPassword: 'Uus-Parool-2026' }]);
    expect(reply.status).toBe(400);
    expect(reply.error?.message).toBe('Praegune parool on vale');
  });

  it("keeps Magento's message for a new password the policy refuses", async () => {
    const message = 'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.';
    fake.reply('AccountChangePassword', { errors: [{ message, extensions: { category: 'graphql-input' } }] });
    expect((await call('changeCustomerPassword', [{ currentPassword: 'Vana-Parool-1', newPassword: 'lihtne' }])).error?.message).toBe(message);
  });

  it('answers changed after the backend accepted', async () => {
    script('AccountChangePassword', { changeCustomerPassword: { email: 'mari@example.ee' } });
    const reply = await call('changeCustomerPassword', [{ currentPassword: 'Vana-Parool-1', newPassword: 'Uus-Parool-2026' }]);
    expect(sent.AccountChangePassword).toEqual({ currentPassword: 'Vana-Parool-1', newPassword: 'Uus-Parool-2026' });
    expect(reply.data).toEqual({ changed: true });
  });
});

describe('address book', () => {
  it('lists the addresses defaults first, without empty entries', async () => {
    const other = { ...storedAddress, id: 8, default_shipping: false, default_billing: false };
    script('AccountAddresses', { customer: { firstname: 'Mari', lastname: 'Maasikas', email: 'mari@example.ee', addresses: [other, null, storedAddress] } });
    const reply = await call('getCustomerAddresses', []);
    expect(reply.data.addresses.map((address: { id: number }) => address.id)).toEqual([7, 8]);
  });

  it("creates an address with the street lines as sent and Magento's region input", async () => {
    script('AccountCreateAddress', { createCustomerAddress: { ...storedAddress, id: 9 } });
    const reply = await call('createCustomerAddress', [newAddress]);
    expect(reply.status).toBe(200);
    expect(sent.AccountCreateAddress).toEqual({ input: { ...newAddress, region: { region: 'Harju maakond' } } });
  });

  it.each([
    ['another country', { ...newAddress, country_code: 'LV' }],
    ['five street lines', { ...newAddress, street: ['a', 'b', 'c', 'd', 'e'] }],
    ['no street', { ...newAddress, street: [''] }],
    ['an unlisted field', { ...newAddress, customer_id: 3 }],
    ['an overlong city', { ...newAddress, city: 'x'.repeat(256) }],
  ])('refuses %s with a 400', async (_name, input) => {
    expect((await call('createCustomerAddress', [input])).status).toBe(400);
    expect(fake.calls.AccountCreateAddress ?? 0).toBe(0);
  });

  it('updates only the defaults when only they are sent', async () => {
    script('AccountUpdateAddress', { updateCustomerAddress: storedAddress });
    await call('updateCustomerAddress', [7, { default_shipping: true }]);
    expect(sent.AccountUpdateAddress).toEqual({ id: 7, input: { default_shipping: true } });
  });

  it("passes on the backend's refusal of an address that is not the customer's", async () => {
    fake.reply('AccountUpdateAddress', { errors: [{ message: 'Could not find a address with ID "99"', extensions: { category: 'graphql-no-such-entity' } }] });
    const reply = await call('updateCustomerAddress', [99, { default_billing: true }]);
    expect(reply.status).toBe(400);
    expect(reply.error?.message).toBe('Could not find a address with ID "99"');
  });

  it("words Magento's refusal to remove a default address for the shopper", async () => {
    fake.reply('AccountDeleteAddress', { errors: [{ message: 'Customer Address 7 is set as default shipping address and can not be deleted', extensions: { category: 'graphql-input' } }] });
    const reply = await call('deleteCustomerAddress', [7]);
    expect(reply.status).toBe(400);
    expect(reply.error?.message).toBe('Vaikimisi aadressi ei saa eemaldada. Määra enne vaikimisi aadressiks mõni teine aadress.');
  });

  it('deletes and answers the boolean', async () => {
    script('AccountDeleteAddress', { deleteCustomerAddress: true });
    expect((await call('deleteCustomerAddress', [7])).data).toEqual({ deleted: true });
    expect((await call('deleteCustomerAddress', ['7'])).status).toBe(400);
  });
});

describe('orders', () => {
  it('asks for page 1 of 10 newest first by default', async () => {
    script('AccountOrders', { customer: { orders: { items: [], page_info: { current_page: 1, page_size: 10, total_pages: 0 }, total_count: 0 } } });
    await call('customerOrders', [{}]);
    expect(sent.AccountOrders).toEqual({ currentPage: 1, pageSize: 10, sort: { sort_field: 'CREATED_AT', sort_direction: 'DESC' } });
  });

  it('sorts by number ascending when asked', async () => {
    script('AccountOrders', { customer: { orders: { items: [], page_info: null, total_count: 0 } } });
    await call('customerOrders', [{ currentPage: 2, pageSize: 5, sortType: 'NUMBER', sortDirection: 'ASC' }]);
    expect(sent.AccountOrders).toEqual({ currentPage: 2, pageSize: 5, sort: { sort_field: 'NUMBER', sort_direction: 'ASC' } });
  });

  it('refuses a page size above 50', async () => {
    expect((await call('customerOrders', [{ pageSize: 51 }])).status).toBe(400);
  });

  it("answers null for a number Customer.orders does not hold (another customer's)", async () => {
    script('AccountOrder', { customer: { orders: { items: [] } } });
    const reply = await call('customerOrder', ['000000001']);
    expect(sent.AccountOrder).toEqual({ number: '000000001' });
    expect(reply.data).toEqual({ order: null });
  });

  it('refuses a malformed order number', async () => {
    expect((await call('customerOrder', ['../1'])).status).toBe(400);
  });
});

describe('session', () => {
  it('an expired token logs out: 401, cookies removed, the expired notice left', async () => {
    fake.reply('AccountAddresses', { errors: [{ message: 'Consumer key has expired', extensions: { category: 'graphql-authorization' } }] });
    const reply = await call('getCustomerAddresses', []);
    expect(reply.status).toBe(401);
    expect(reply.error?.category).toBe('graphql-authorization');
    expect(reply.setCookie.some((cookie) => cookie.startsWith('vsf-customer=;'))).toBe(true);
    expect(decodeURIComponent(reply.setCookie.find((cookie) => cookie.startsWith('vsf-message=')) ?? '')).toContain('Session expired, please log in again');
  });

  it('deleteCustomer removes the token and cart cookies after the backend deleted the account', async () => {
    script('AccountDeleteCustomer', { deleteCustomer: true });
    const reply = await call('deleteCustomer', []);
    expect(reply.data).toEqual({ deleted: true, notice: 'Your account has been deleted' });
    expect(reply.setCookie.some((cookie) => cookie.startsWith('vsf-customer=;'))).toBe(true);
    expect(reply.setCookie.some((cookie) => cookie.startsWith('vsf-cart=;'))).toBe(true);
  });

  it('withdrawing a required consent signs out; an optional one does not', async () => {
    script('AccountGdprAgreements', {
      customer: {
        gdpr_agreements: [
          { code: 'data_processing', title: 'Data processing', accepted_at: '2026-01-01 10:00:00', required: true },
          { code: 'marketing', title: 'Marketing', accepted_at: '2026-01-01 10:00:00', required: false },
        ],
      },
    });
    script('AccountCancelGdprAgreement', { cancelGdprAgreement: true });
    const optional = await call('cancelGdprAgreement', [{ code: 'marketing' }]);
    expect(optional.data).toEqual({ cancelled: true, signedOut: false });
    // Nothing of the session changes (the store cookies of every no-store answer aside: worker/middleware/store-cookies.ts).
    expect(optional.setCookie.filter((cookie) => /^vsf-(customer|cart)=/.test(cookie))).toEqual([]);
    const required = await call('cancelGdprAgreement', [{ code: 'data_processing' }]);
    expect(required.data).toEqual({ cancelled: true, signedOut: true, notice: 'The agreement was cancelled and you have been signed out' });
    expect(required.setCookie.some((cookie) => cookie.startsWith('vsf-customer=;'))).toBe(true);
  });
});
