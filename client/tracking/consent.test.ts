import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, type KeyValueStorage } from '../browser-storage';
import type * as Consent from './consent';
import type * as Tracker from './tracker';

const host = globalThis as { dataLayer?: unknown };
type Modules = { consent: typeof Consent; tracker: typeof Tracker };

/** Fresh modules (the store and the queue are module singletons), the given storage injected. */
async function reset(storage: KeyValueStorage): Promise<void> {
  vi.resetModules();
  (await import('../browser-env')).setBrowserEnvironment({ storage: storage });
}

/** Fresh module state per test (the store and the queue are module singletons). */
async function load(): Promise<Modules> {
  await reset(memoryStorage());
  const consent = await import('./consent');
  const tracker = await import('./tracker');
  return { consent, tracker };
}
const commands = () => (host.dataLayer as unknown[]).map((entry) => (Array.isArray(entry) || typeof entry !== 'object' || entry === null || !('0' in entry) ? entry : Array.from(entry as unknown as ArrayLike<unknown>)));
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  host.dataLayer = undefined;
});
afterEach(() => {
  host.dataLayer = undefined;
});
// The list/promotion glue starts with analytics consent; this page has no lists.
vi.stubGlobal('document', { querySelector: () => null, querySelectorAll: () => [], addEventListener: () => {} });

describe('consent store', () => {
  it('pushes the Consent Mode defaults first, then the choice in the consent cookie', async () => {
    const { consent } = await load();
    consent.startConsent('vsf-store=default; consent=1.1.100');
    expect(commands()).toEqual([
      ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 }],
      ['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' }],
    ]);
    expect(consent.$consent.get()).toEqual({ analytics: true, marketing: false, functional: false });
  });

  it.each([['a malformed cookie', 'consent=1.1.1x1'], ['an old version', 'consent=0.1.111'], ['no cookie', '']])('%s is no choice (the banner asks), never an exception', async (_name, cookies) => {
    const { consent } = await load();
    expect(() => consent.startConsent(cookies)).not.toThrow();
    expect(consent.$consent.get()).toBeNull();
    expect(consent.storedConsent()).toBeNull();
    expect(commands()).toHaveLength(1);
  });

  it('whenConsented runs now when granted, else once on the grant', async () => {
    const { consent } = await load();
    consent.startConsent('');
    const run = vi.fn();
    consent.whenConsented('functional', run);
    consent.whenConsented('necessary', run);
    expect(run).toHaveBeenCalledTimes(1);
    consent.commitConsent({ v: 1, events: 1, analytics: true, marketing: false, functional: false });
    expect(run).toHaveBeenCalledTimes(1);
    consent.commitConsent({ v: 1, events: 2, analytics: true, marketing: false, functional: true });
    consent.commitConsent({ v: 1, events: 3, analytics: true, marketing: true, functional: true });
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('survives a data layer a third party replaced with something that is not an array', async () => {
    const { consent } = await load();
    host.dataLayer = 'taken';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => consent.startConsent('')).not.toThrow();
    expect(host.dataLayer).toBe('taken');
    warn.mockRestore();
  });
});

describe('tracking before and after consent', () => {
  it('pushes nothing before analytics consent, then the queued events in order', async () => {
    const { consent, tracker } = await load();
    consent.startConsent('');
    tracker.startAnalytics();
    tracker.track({ type: 'view_item', items: [{ sku: 'A', name: 'A', price: 10 }] });
    await settle();
    expect(commands()).toHaveLength(1); // only the consent defaults
    consent.commitConsent({ v: 1, events: 1, analytics: true, marketing: false, functional: false });
    await vi.waitFor(() => expect(commands().length).toBeGreaterThan(2));
    expect(commands().slice(2)).toEqual([{ ecommerce: null }, { event: 'view_item', ecommerce: { currency: 'EUR', value: 10, items: [{ item_id: 'A', item_name: 'A', price: 10, quantity: 1, index: 0 }] } }]);
  });

  it('drops everything after a decline', async () => {
    const { consent, tracker } = await load();
    consent.startConsent('');
    tracker.startAnalytics();
    tracker.track({ type: 'view_item', items: [] });
    consent.commitConsent({ v: 1, events: 1, analytics: false, marketing: true, functional: true });
    tracker.track({ type: 'view_cart', items: [] });
    await settle();
    expect(commands().filter((entry) => !Array.isArray(entry))).toEqual([]);
  });

  it('pushes a purchase once per order, also across page loads', async () => {
    const storage = memoryStorage();
    for (let page = 0; page < 2; page += 1) {
      await reset(storage);
      const consent = await import('./consent');
      const tracker = await import('./tracker');
      consent.startConsent('consent=1.1.111');
      tracker.track({ type: 'purchase', transactionId: '000000042', items: [], value: 10, tax: 1.8, shipping: 0 });
      await import('./analytics');
      await settle();
    }
    expect(commands().filter((entry) => (entry as { event?: string }).event === 'purchase')).toHaveLength(1);
  });
});
