import { afterEach, describe, expect, it } from 'vitest';
import { setBrowserEnvironment } from '../browser-env';
import { memoryStorage } from '../browser-storage';
import { LAST_PLACED_ORDER_KEY, readLastPlacedOrder, saveLastPlacedOrder } from './payment-last-placed-order';

const order = { number: '000000012', token: 'dG9rZW4=:abc', cartId: 'A'.repeat(32) };
afterEach(() => setBrowserEnvironment({ storage: undefined }));

describe('lastPlacedOrder (customer.md §3)', () => {
  it('is stored under lastPlacedOrder and read back', () => {
    const storage = memoryStorage();
    setBrowserEnvironment({ storage: storage });
    saveLastPlacedOrder(order);
    expect(JSON.parse(storage.data.get(LAST_PLACED_ORDER_KEY)!)).toEqual(order);
    expect(readLastPlacedOrder()).toEqual(order);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['a token with spaces', JSON.stringify({ ...order, token: 'a b' })],
    ['a malformed cart id', JSON.stringify({ ...order, cartId: 'short' })],
    ['no number', JSON.stringify({ token: 'x', cartId: order.cartId })],
  ])('%s reads as no order', (_name, raw) => {
    setBrowserEnvironment({ storage: memoryStorage(raw === null ? {} : { [LAST_PLACED_ORDER_KEY]: raw }) });
    expect(readLastPlacedOrder()).toBeNull();
  });

  it('reads as no order without storage', () => {
    setBrowserEnvironment({ storage: null });
    expect(readLastPlacedOrder()).toBeNull();
  });
});
