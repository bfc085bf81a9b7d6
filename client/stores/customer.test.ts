import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBrowserEnvironment } from '../browser-env';
import { AuthResultState } from '../../domain/auth-result';
import { cookieJar } from '../test/cookie-jar';
import { fakeApi, json } from '../test/fake-api';
import { $cart } from './cart';
import { $customer, $signedIn, customerInitial, syncSignedIn } from './customer';
import { completeLogin, logout, runLoginFlow } from './customer-login';
import { CUSTOMER_CHANGE_EVENT } from './ui';

const MARI = { firstname: 'Mari', lastname: 'Maasikas', email: 'mari.maasikas@example.ee', id_number: '40504040001', account_type: 'customer', company: null };

let jar: ReturnType<typeof cookieJar>;
let events: EventTarget;
let changes: unknown[];
let navigations: string[];

beforeEach(() => {
  jar = cookieJar();
  events = new EventTarget();
  changes = [];
  navigations = [];
  events.addEventListener(CUSTOMER_CHANGE_EVENT, (event) => changes.push((event as CustomEvent).detail));
  setBrowserEnvironment({ cookies: jar, events, navigate: (path) => navigations.push(path), log: () => {} });
});

afterEach(() => {
  setBrowserEnvironment(null);
  // The stores with reactions (the header's events) keep their listeners: reset by value.
  $customer.set(null);
  $signedIn.set(false);
});

describe('runLoginFlow (customer.md §4 Login flow)', () => {
  const recording = (customerLoads: boolean) => {
    const steps: string[] = [];
    const flow = runLoginFlow({
      markSignedIn: () => steps.push('mark logged in'),
      loadCustomer: async () => (steps.push('load customer'), customerLoads),
      loadRelatedData: async () => void steps.push('load related data'),
      mergeGuestCart: async () => void steps.push('merge guest cart'),
      logout: async () => void steps.push('logout') });
    return { steps, flow };
  };

  it('marks logged in, loads the customer, the related data, merges the cart, then Authenticated: in that order', async () => {
    const { steps, flow } = recording(true);
    expect(await flow).toBe(AuthResultState.Authenticated);
    expect(steps).toEqual(['mark logged in', 'load customer', 'load related data', 'merge guest cart']);
  });

  it('a failed customer load logs out and goes no further', async () => {
    const { steps, flow } = recording(false);
    expect(await flow).toBe(AuthResultState.Failed);
    expect(steps).toEqual(['mark logged in', 'load customer', 'logout']);
  });
});

describe('completeLogin with the middleware API', () => {
  it('loads the customer, then the wish list count (related data), then merges the carts; the header hears the initial', async () => {
    const api = fakeApi({
      '/api/magento/customer': () => json({ data: { customer: MARI } }),
      '/api/magento/wishlistItemsCount': () => json({ data: { items_count: 2 } }),
      '/api/magento/mergeCarts': () => json({ error: { message: 'Serveri viga: proovi uuesti' } }, 503),
      '/api/magento/customerCart': () => json({ error: { message: 'Serveri viga: proovi uuesti' } }, 503) });
    jar.cookies.set('vsf-customer', 'cookie-set-by-the-worker');
    expect(await completeLogin()).toBe(AuthResultState.Authenticated);
    // A merge that failed: the cart store loads the customer cart itself (what follows is the cart store's §4 lifecycle).
    expect(api.calls.map((call) => call.url).slice(0, 4)).toEqual(['/api/magento/customer', '/api/magento/wishlistItemsCount', '/api/magento/mergeCarts', '/api/magento/customerCart']);
    expect(changes.slice(0, 2)).toEqual([
      { signedIn: true, initial: null },
      { signedIn: true, initial: 'M' },
    ]);
    // That customer cart failing (503) clears the token (storefront.md §4): signed out, and the header hears it.
    expect(jar.cookies.get('vsf-customer') ?? '').toBe('');
    expect([$signedIn.get(), $customer.get()]).toEqual([false, null]);
    expect(changes.at(-1)).toEqual({ signedIn: false, initial: null });
    api.restore();
  });

  it('loads the customer, then the wish list count, then merges the carts: signed in, the header hears the initial', async () => {
    const api = fakeApi({
      '/api/magento/customer': () => json({ data: { customer: MARI } }),
      '/api/magento/wishlistItemsCount': () => json({ data: { items_count: 2 } }),
      '/api/magento/mergeCarts': () => json({ error: { message: 'Serveri viga: proovi uuesti' } }, 503),
      // The cart store's own load after the failed merge: the customer's (empty) cart.
      '/api/magento/customerCart': () =>
        json({ data: { cart: { id: 'K'.repeat(32), email: null, is_virtual: false, total_quantity: 0, items: [], prices: null, applied_coupons: [], applied_gift_cards: [] } } }) });
    jar.cookies.set('vsf-customer', 'cookie-set-by-the-worker');
    expect(await completeLogin()).toBe(AuthResultState.Authenticated);
    expect($signedIn.get()).toBe(true);
    expect($customer.get()).toEqual(MARI);
    expect(changes).toEqual([
      { signedIn: true, initial: null },
      { signedIn: true, initial: 'M' },
    ]);
    api.restore();
  });

  it('a customer that cannot be loaded: logged out again (revoke called, nothing kept)', async () => {
    const api = fakeApi({
      '/api/magento/customer': () => json({ data: { customer: null } }),
      '/api/magento/revokeCustomerToken': () => json({ data: { signedOut: true } }) });
    jar.cookies.set('vsf-customer', 'x');
    expect(await completeLogin()).toBe(AuthResultState.Failed);
    expect(api.calls.map((call) => call.url)).toEqual(['/api/magento/customer', '/api/magento/revokeCustomerToken']);
    expect([$signedIn.get(), $customer.get()]).toEqual([false, null]);
    expect(jar.cookies.has('vsf-customer')).toBe(false);
    api.restore();
  });
});

describe('logout (customer.md §4)', () => {
  it('revokes the token, clears cart and customer, announces the signed-out state; cookies gone even if the call failed', async () => {
    const api = fakeApi({ '/api/magento/revokeCustomerToken': () => Promise.reject(new TypeError('offline')) });
    jar.cookies.set('vsf-customer', 'x');
    jar.cookies.set('vsf-cart', 'C'.repeat(32));
    $customer.set(MARI);
    $signedIn.set(true);
    await logout();
    expect(api.calls.map((call) => call.url)).toEqual(['/api/magento/revokeCustomerToken']);
    expect([...jar.cookies.keys()]).toEqual([]);
    expect([$signedIn.get(), $customer.get(), $cart.get()]).toEqual([false, null, null]);
    expect(changes.at(-1)).toEqual({ signedIn: false, initial: null });
    api.restore();
  });

  it('an authorization error anywhere clears the customer too (client/api-fetch.ts) and goes home', async () => {
    const api = fakeApi({ '/api/magento/customer': () => json({ error: { message: 'x', category: 'graphql-authorization' } }, 401) });
    $customer.set(MARI);
    $signedIn.set(true);
    await completeLogin();
    expect([$signedIn.get(), $customer.get()]).toEqual([false, null]);
    expect(navigations[0]).toBe('/');
    api.restore();
  });
});

describe('login state and initial', () => {
  it('is the presence of the vsf-customer cookie', () => {
    expect(syncSignedIn()).toBe(false);
    jar.cookies.set('vsf-customer', 'x');
    expect(syncSignedIn()).toBe(true);
  });

  it.each([
    [MARI, 'M'],
    [{ ...MARI, firstname: 'õie' }, 'Õ'],
    [{ ...MARI, firstname: ' ', lastname: 'Tamm' }, 'T'],
    [null, null],
  ])('%j → %j', (customer, initial) => {
    expect(customerInitial(customer)).toBe(initial);
  });
});
