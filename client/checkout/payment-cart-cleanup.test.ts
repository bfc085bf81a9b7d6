import { afterEach, describe, expect, it } from 'vitest';
import { setBrowserEnvironment } from '../browser-env';
import { CHECKOUT_BACKUP_STORAGE_KEY, CHECKOUT_STORAGE_KEY, defaultCheckoutData, restoreCheckoutData } from '../../domain/checkout-steps';
import { memoryStorage } from '../browser-storage';
import { CART_COUNT_EVENT } from '../stores/ui';
import { clearOrderedCart } from './payment-cart-cleanup';

const ordered = 'O'.repeat(32);
const filled = JSON.stringify({ ...defaultCheckoutData(), contactInfo: { email: 'mari@example.ee', firstName: 'Mari', lastName: 'Tamm', phoneNumber: '51234567', submitted: true } });

/** A cookie jar that keeps what `document.cookie` would after the assignments. */
function jar(cookie: string) {
  const cookies = new Map(cookie.split('; ').filter(Boolean).map((pair) => pair.split('=') as [string, string]));
  return {
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(value: string) {
      const [pair] = value.split(';');
      const [name, v] = pair!.split('=') as [string, string];
      if (/max-age=0/.test(value)) cookies.delete(name);
      else cookies.set(name, v);
    } };
}

afterEach(() => setBrowserEnvironment(null));

describe('clearOrderedCart', () => {
  it('removes vsf-cart, empties the badge and resets both checkout keys when the cookie names the ordered cart', () => {
    const storage = memoryStorage({ [CHECKOUT_STORAGE_KEY]: filled, [CHECKOUT_BACKUP_STORAGE_KEY]: filled });
    setBrowserEnvironment({ storage: storage });
    const cookies = jar(`vsf-store=default; vsf-cart=${ordered}`);
    const badge = new EventTarget();
    const counts: unknown[] = [];
    badge.addEventListener(CART_COUNT_EVENT, (event) => counts.push((event as CustomEvent).detail));
    setBrowserEnvironment({ cookies, events: badge });
    expect(clearOrderedCart(ordered)).toBe(true);
    expect(counts).toEqual([null]);
    expect(cookies.cookie).toBe('vsf-store=default');
    expect(restoreCheckoutData(storage.data.get(CHECKOUT_STORAGE_KEY))).toEqual(defaultCheckoutData());
    expect(restoreCheckoutData(storage.data.get(CHECKOUT_BACKUP_STORAGE_KEY))).toEqual(defaultCheckoutData());
  });

  it.each([['a new cart since', `vsf-cart=${'N'.repeat(32)}`], ['no cart cookie', 'vsf-store=default']])('leaves %s alone', (_name, cookie) => {
    const storage = memoryStorage({ [CHECKOUT_STORAGE_KEY]: filled });
    setBrowserEnvironment({ storage: storage });
    const cookies = jar(cookie);
    setBrowserEnvironment({ cookies });
    expect(clearOrderedCart(ordered)).toBe(false);
    expect(cookies.cookie).toBe(cookie);
    expect(storage.data.get(CHECKOUT_STORAGE_KEY)).toBe(filled);
  });
});
