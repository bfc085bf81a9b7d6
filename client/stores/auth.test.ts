import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBrowserEnvironment } from '../browser-env';
import { AuthResultState } from '../../domain/auth-result';
import { cookieJar } from '../test/cookie-jar';
import { fakeApi, json } from '../test/fake-api';
import {
  $auth,
  chooseAccount,
  openAuth,
  registerPersonal,
  takeRegistrationPassword,
  setMethod,
  signInWithEmail,
  signInWithIdCard,
  signInWithSmartId } from './auth';
import { $customer, $signedIn } from './customer';
import { $notifications } from './notifications';

const MARI = { firstname: 'Mari', lastname: 'Maasikas', email: 'mari.maasikas@example.ee', id_number: '40504040001', account_type: 'customer', company: null };
const kv = (entries: Record<string, string>) => Object.entries(entries).map(([key, value]) => ({ key, value }));

let sleeps: number[];
let navigations: string[];
let onSleep: (() => void) | null;
let jar: ReturnType<typeof cookieJar>;

beforeEach(() => {
  sleeps = [];
  navigations = [];
  onSleep = null;
  jar = cookieJar();
  setBrowserEnvironment({
    sleep: async (ms) => {
      sleeps.push(ms);
      onSleep?.();
    },
    navigate: (url) => navigations.push(url) });
  setBrowserEnvironment({ cookies: jar, events: new EventTarget() });
  setBrowserEnvironment({ cookies: jar, events: new EventTarget() });
  setBrowserEnvironment({ navigate: (path) => navigations.push(path) });
  setBrowserEnvironment({ cookies: jar, events: new EventTarget(), log: () => {} });
  $signedIn.set(false);
  $customer.set(null);
  $notifications.set([]);
  openAuth('login');
});

afterEach(() => {
  setBrowserEnvironment(null);
  cleanStores($auth, $notifications);
  $customer.set(null);
  $signedIn.set(false);
});

/** The backend's sign-in answers; each status poll answers the next of `statuses`. */
function eidBackend(statuses: unknown[]) {
  let poll = 0;
  return fakeApi({
    '/api/magento/generateSmartIdCode': () => json({ data: { code: '1234', session_id: 'session-1' } }),
    '/api/magento/estAuthGenerateCustomerTokenAsync': () => json({ data: { request_id: 'req-1', request_secret: 'secret-1' } }),
    '/api/magento/retrieveAsyncAuthRequestStatus': () => json({ data: statuses[Math.min(poll++, statuses.length - 1)] }),
    '/api/magento/estAuthGenerateCustomerToken': () => json({ data: { signedIn: true, data: [], accounts: [] } }),
    '/api/magento/customer': () => json({ data: { customer: MARI } }),
    '/api/magento/mergeCarts': () => json({ error: { message: 'x' } }, 503),
    '/api/magento/customerCart': () => json({ error: { message: 'x' } }, 503),
    '/api/magento/createEmptyCart': () => json({ error: { message: 'x' } }, 503) });
}

const PENDING = { status: 'PENDING', auth_response: null };

describe('Smart-ID (customer.md §4 Async login)', () => {
  it('shows the code, polls every 1000 ms while PENDING, and SUCCESS with a token runs the login flow', async () => {
    const api = eidBackend([PENDING, PENDING, { status: 'SUCCESS', auth_response: { signedIn: true, data: kv({ firstname: 'Mari' }), accounts: [] } }]);
    const states: (number | null)[] = [];
    const unbind = $auth.subscribe((state) => states.push(state.result));
    const result = signInWithSmartId('EE', '40504040001');
    await Promise.resolve();
    expect(await result).toBe(AuthResultState.Authenticated);
    unbind();
    expect(sleeps).toEqual([1000, 1000, 1000]);
    const methods = api.calls.map((call) => call.url.replace('/api/magento/', ''));
    expect(methods.slice(0, 6)).toEqual([
      'generateSmartIdCode',
      'estAuthGenerateCustomerTokenAsync',
      'retrieveAsyncAuthRequestStatus',
      'retrieveAsyncAuthRequestStatus',
      'retrieveAsyncAuthRequestStatus',
      'customer',
    ]);
    expect(api.calls[1]!.body).toEqual([{ method: 'smart_id', data: kv({ country_code: 'EE', identity_number: '40504040001', session_id: 'session-1' }) }]);
    expect(states).toContain(AuthResultState.CodeReceived);
    expect($auth.get()).toMatchObject({ result: AuthResultState.Authenticated, code: null, error: null });
    expect($customer.get()).toEqual(MARI);
    api.restore();
  });

  it.each([
    ['USER_REFUSED', 'Sisselogimine katkestati sinu seadmes'],
    ['TIMEOUT', 'Sisselogimise aeg sai läbi. Palun proovi uuesti'],
    ['NOT_FOUND', 'Selle isiku jaoks ei leitud Smart-ID ega Mobiil-ID kontot'],
    ['ERROR', 'Autentimine ebaõnnestus'],
  ])('%s is an error with its message (Failed), the poll stops', async (status, message) => {
    const api = eidBackend([PENDING, { status, auth_response: null }]);
    expect(await signInWithSmartId('EE', '30403039917')).toBe(AuthResultState.Failed);
    expect($auth.get()).toMatchObject({ result: AuthResultState.Failed, error: message, code: null, busy: false });
    expect(api.calls.filter((call) => call.url.endsWith('retrieveAsyncAuthRequestStatus'))).toHaveLength(2);
    api.restore();
  });

  it('a code reply without a code is the generic error (customer.md §5)', async () => {
    const api = fakeApi({ '/api/magento/generateSmartIdCode': () => json({ data: { code: null, session_id: null } }) });
    expect(await signInWithSmartId('EE', '40504040001')).toBe(AuthResultState.Failed);
    expect($auth.get().error).toBe('Autentimine ebaõnnestus');
    api.restore();
  });

  it('several accounts: Exists with the choices (personal first); the chosen e-mail completes with the sync call', async () => {
    const accounts = [
      kv({ account_type: 'business', firstname: 'Mari', lastname: 'Maasikas', company_name: 'Puitmeister OÜ', email: 'arved@puitmeister.ee' }),
      kv({ account_type: 'customer', firstname: 'Mari', lastname: 'Maasikas', email: 'mari.maasikas@example.ee' }),
    ];
    const api = eidBackend([{ status: 'SUCCESS', auth_response: { signedIn: false, data: kv({ firstname: 'Mari', lastname: 'Maasikas', id_number: '40504040001' }), accounts } }]);
    expect(await signInWithSmartId('EE', '40504040001')).toBe(AuthResultState.Exists);
    expect($auth.get().accounts.map((a) => [a.type, a.email])).toEqual([
      ['personal', 'mari.maasikas@example.ee'],
      ['business', 'arved@puitmeister.ee'],
    ]);
    expect(await chooseAccount('mari.maasikas@example.ee')).toBe(AuthResultState.Authenticated);
    const choice = api.calls.find((call) => call.url.endsWith('/estAuthGenerateCustomerToken'));
    expect(choice?.body).toEqual([{ method: 'smart_id', data: kv({ request_id: 'req-1', request_secret: 'secret-1', email: 'mari.maasikas@example.ee' }) }]);
    api.restore();
  });

  it("no account: NotRegistered opens pre-register with the person, 'Firstname' / 'Lastname' when missing", async () => {
    const api = eidBackend([{ status: 'SUCCESS', auth_response: { signedIn: false, data: kv({ id_number: '50001029996' }), accounts: [] } }]);
    expect(await signInWithSmartId('EE', '50001029996')).toBe(AuthResultState.NotRegistered);
    expect($auth.get()).toMatchObject({ mode: 'pre-register', person: { firstname: 'Firstname', lastname: 'Lastname', id_number: '50001029996' } });
    expect($auth.get().proof?.data).toEqual(kv({ request_id: 'req-1', request_secret: 'secret-1' }));
    api.restore();
  });

  it('changing the method clears results and errors and stops the running poll', async () => {
    const api = eidBackend([PENDING]);
    onSleep = () => {
      if (sleeps.length === 2) setMethod('mobile_id');
    };
    expect(await signInWithSmartId('EE', '40504040001')).toBe(AuthResultState.Failed);
    expect(api.calls.filter((call) => call.url.endsWith('retrieveAsyncAuthRequestStatus'))).toHaveLength(1);
    expect($auth.get()).toMatchObject({ method: 'mobile_id', code: null, result: null, error: null, busy: false });
    api.restore();
  });
});

describe('e-mail sign-in', () => {
  it("shows the worker's refusal message (already et-EE) and stays signed out", async () => {
    const api = fakeApi({
      '/api/magento/generateCustomerToken': () => json({ error: { message: 'E-post või parool ei ole õige, kontrolli sisestatut ja proovi uuesti', category: 'graphql-authentication' } }, 400) });
    expect(await signInWithEmail('mari.maasikas@example.ee', 'vale')).toBe(AuthResultState.Failed);
    expect($auth.get().error).toBe('E-post või parool ei ole õige, kontrolli sisestatut ja proovi uuesti');
    expect($signedIn.get()).toBe(false);
    expect(api.calls[0]!.body).toEqual([{ email: 'mari.maasikas@example.ee', password: 'vale', recaptchaToken: '' }]);
    api.restore();
  });

  it('a reply that is not a refusal (e.g. an argument error) shows the default, never its English text', async () => {
    const api = fakeApi({ '/api/magento/generateCustomerToken': () => json({ error: { message: 'Invalid arguments: too long' } }, 400) });
    await signInWithEmail('mari.maasikas@example.ee', 'x');
    expect($auth.get().error).toBe('Autentimine ebaõnnestus');
    api.restore();
  });
});

describe('ID-card', () => {
  it('without a configured URL: the configuration error, no navigation', () => {
    signInWithIdCard('');
    expect($auth.get().error).toBe('Seadistus on vigane: ID-kaardi sisselogimise aadress (cardIdAuthUrl) on seadistamata');
    expect(navigations).toEqual([]);
  });
});

describe('registration (customer.md §4)', () => {
  const input = {
    firstname: 'Liis',
    lastname: 'Lepik',
    email: 'liis@example.ee',
    password: '',
    consents: { termsOfSale: true, dataProcessing: true, marketing: false } };

  it('confirmation required: the persistent notice titled Registration confirmation, login mode, nobody signed in', async () => {
    const api = fakeApi({ '/api/magento/createCustomer': () => json({ data: { customer: {}, signedIn: false, confirmationRequired: true } }) });
    openAuth('register');
    expect(await registerPersonal(input)).toBe(AuthResultState.Registered);
    expect(api.calls[0]!.body).toEqual([
      { firstname: 'Liis', lastname: 'Lepik', email: 'liis@example.ee', is_subscribed: false, gdpr_agreements: ['terms_of_sale', 'data_processing'], recaptchaToken: '' },
    ]);
    expect($notifications.get()).toMatchObject([
      { title: 'Registreerimise kinnitus', message: 'Pead oma konto kinnitama. Kinnituslingi leiad oma e-postist.', persist: true },
    ]);
    expect($auth.get()).toMatchObject({ mode: 'login', email: 'liis@example.ee' });
    expect($signedIn.get()).toBe(false);
    api.restore();
  });

  it('captcha on, the sign-in needs an answer of its own: login mode, e-mail and password kept for it (once), the notice to tick the box again', async () => {
    const api = fakeApi({ '/api/magento/createCustomer': () => json({ data: { customer: {}, signedIn: false, confirmationRequired: false, captchaRequired: true } }) });
    openAuth('register');
    expect(await registerPersonal({ ...input, password: 'Kapp-Laud-2026' }, 'answer-1')).toBe(AuthResultState.Registered);
    expect(api.calls).toHaveLength(1);
    expect($auth.get()).toMatchObject({ mode: 'login', method: 'email', email: 'liis@example.ee', error: null, notice: 'Sinu konto on loodud. Sisselogimiseks kinnita veel kord, et sa ei ole robot.' });
    expect($signedIn.get()).toBe(false);
    expect(takeRegistrationPassword()).toBe('Kapp-Laud-2026');
    expect(takeRegistrationPassword()).toBe('');
    api.restore();
  });

  it('captcha on and no password typed (one was generated): the notice names the other ways in, no password kept', async () => {
    const api = fakeApi({ '/api/magento/createCustomer': () => json({ data: { customer: {}, signedIn: false, confirmationRequired: false, captchaRequired: true } }) });
    openAuth('register');
    await registerPersonal(input, 'answer-2');
    expect($auth.get().notice).toBe('Sinu konto on loodud. Logi sisse Smart-ID, Mobiil-ID või ID-kaardiga või määra parool valikuga „Unustasid parooli?“');
    expect(takeRegistrationPassword()).toBe('');
    api.restore();
  });

  it('a pre-registration sends the eID identity and no password', async () => {
    const api = eidBackend([{ status: 'SUCCESS', auth_response: { signedIn: false, data: kv({ firstname: 'OK', lastname: 'TESTNUMBER', id_number: '50001029996' }), accounts: [] } }]);
    await signInWithSmartId('EE', '50001029996');
    api.restore();
    const created = fakeApi({ '/api/magento/createCustomer': () => json({ data: { customer: {}, signedIn: false, confirmationRequired: true } }) });
    await registerPersonal({ ...input, password: 'Ignored-2026' });
    expect(created.calls[0]!.body).toEqual([
      expect.objectContaining({ id_number: '50001029996', identity_proof: kv({ request_id: 'req-1', request_secret: 'secret-1' }) }),
    ]);
    expect((created.calls[0]!.body as [Record<string, unknown>])[0]).not.toHaveProperty('password');
    created.restore();
  });
});
