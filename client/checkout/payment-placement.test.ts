import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBrowserEnvironment } from '../browser-env';
import { memoryStorage } from '../browser-storage';
import { fakeApi, json } from '../test/fake-api';
import { readLastPlacedOrder } from './payment-last-placed-order';
import { createPlacementGuard, placeOrder, type PlacementResult } from './payment-placement';

const cartId = 'C'.repeat(32);
const placed = (url: string | null) => json({ data: { order: { number: '000000007', token: 'tok_7', status: 'pending' }, errors: [], payment_redirect_url: url } });
const chosen = () => json({ data: { cart: { id: cartId } } });

beforeEach(() => setBrowserEnvironment({ storage: memoryStorage() }));
afterEach(() => setBrowserEnvironment({ storage: undefined }));

describe('placeOrder (customer.md §4, issue 7 §5)', () => {
  it('sets the payment method, then places, remembers the order and goes to the provider', async () => {
    const api = fakeApi({ '/api/magento/setPaymentMethodOnCart': chosen, '/api/magento/placeOrder': () => placed('https://pay.example/p/7') });
    const result = await placeOrder({ cartId, paymentMethod: 'swedbank' });
    api.restore();
    expect(api.calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/magento/setPaymentMethodOnCart', [{ cart_id: cartId, payment_method: { code: 'swedbank' } }]],
      ['/api/magento/placeOrder', [{ cart_id: cartId }]],
    ]);
    expect(result).toEqual({ kind: 'redirect', url: 'https://pay.example/p/7', orderNumber: '000000007' });
    expect(readLastPlacedOrder()).toEqual({ number: '000000007', token: 'tok_7', cartId });
  });

  it('goes straight to /thank-you for an offline method (invoice)', async () => {
    const api = fakeApi({ '/api/magento/setPaymentMethodOnCart': chosen, '/api/magento/placeOrder': () => placed(null) });
    expect(await placeOrder({ cartId, paymentMethod: 'invoice' })).toEqual({ kind: 'placed', url: '/thank-you', orderNumber: '000000007' });
    api.restore();
  });

  it.each([
    ['CART_NOT_FOUND', 'Your cart could not be found. Please add the products again'],
    ['CART_NOT_ACTIVE', 'This cart has already been ordered'],
    ['GUEST_EMAIL_MISSING', 'Please enter your e-mail address'],
    ['UNABLE_TO_PLACE_ORDER', 'The order could not be placed. Check your cart and try again'],
    ['SOMETHING_NEW', 'Something went wrong'],
  ])('maps the placement error %s to its message by code, remembering nothing', async (code, message) => {
    const api = fakeApi({
      '/api/magento/setPaymentMethodOnCart': chosen,
      '/api/magento/placeOrder': () => json({ data: { order: null, errors: [{ code, message: 'English text' }], payment_redirect_url: null } }) });
    expect(await placeOrder({ cartId, paymentMethod: 'invoice' })).toEqual({ kind: 'failed', message });
    expect(readLastPlacedOrder()).toBeNull();
    api.restore();
  });

  it('does not place when the payment method is refused', async () => {
    const api = fakeApi({ '/api/magento/setPaymentMethodOnCart': () => json({ error: { message: 'The requested Payment Method is not available.' } }, 400) });
    expect(await placeOrder({ cartId, paymentMethod: 'nope' })).toEqual({ kind: 'failed', message: 'The order could not be placed. Check your cart and try again' });
    expect(api.calls).toHaveLength(1);
    api.restore();
  });

  it('says "try again" when the backend cannot be reached', async () => {
    const api = fakeApi({ '/api/magento/setPaymentMethodOnCart': chosen, '/api/magento/placeOrder': () => new Response('down', { status: 503 }) });
    expect(await placeOrder({ cartId, paymentMethod: 'invoice' })).toEqual({ kind: 'failed', message: 'Internal server error: try again' });
    api.restore();
  });
});

describe('createPlacementGuard', () => {
  const deferred = () => {
    let resolve!: (result: PlacementResult) => void;
    const promise = new Promise<PlacementResult>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('a double press while placing places once and both presses get the same result', async () => {
    const pending = deferred();
    let calls = 0;
    const place = createPlacementGuard(() => (calls++, pending.promise));
    const first = place({ cartId, paymentMethod: 'invoice' });
    const second = place({ cartId, paymentMethod: 'invoice' });
    pending.resolve({ kind: 'placed', url: '/thank-you', orderNumber: '1' });
    expect(await first).toEqual(await second);
    expect(calls).toBe(1);
    await place({ cartId, paymentMethod: 'invoice' });
    expect(calls).toBe(1);
  });

  it('lets the shopper try again after a failure', async () => {
    const results: PlacementResult[] = [{ kind: 'failed', message: 'Something went wrong' }, { kind: 'placed', url: '/thank-you', orderNumber: '2' }];
    let calls = 0;
    const place = createPlacementGuard(async () => results[calls++]!);
    expect((await place({ cartId, paymentMethod: 'invoice' })).kind).toBe('failed');
    expect((await place({ cartId, paymentMethod: 'invoice' })).kind).toBe('placed');
    expect(calls).toBe(2);
  });
});
