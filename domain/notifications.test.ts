import { describe, expect, it } from 'vitest';
import {
  addNotification,
  createNotification,
  DEFAULT_TIME_TO_LIVE,
  dismissAfter,
  isPersistentNotice,
  MAX_NOTIFICATIONS,
  type Notification,
  removeNotification,
  TOAST_TIME_TO_LIVE,
  toastInput,
} from './notifications';

const note = (id: string, title = `title ${id}`, extra: Partial<Notification> = {}): Notification => ({
  id,
  title,
  type: 'info',
  persist: false,
  timeToLive: DEFAULT_TIME_TO_LIVE,
  ...extra,
});
const ids = (list: readonly Notification[]) => list.map((n) => n.id);

describe('constants (storefront.md §9)', () => {
  it('shows at most 3, lives 3000 ms, toasts 5000 ms', () => {
    expect([MAX_NOTIFICATIONS, DEFAULT_TIME_TO_LIVE, TOAST_TIME_TO_LIVE]).toEqual([3, 3000, 5000]);
  });
});

describe('createNotification', () => {
  it.each([
    ['defaults', { title: 'a', type: 'info' as const }, { persist: false, timeToLive: 3000 }],
    ['explicit lifetime', { title: 'a', type: 'danger' as const, timeToLive: 5000 }, { persist: false, timeToLive: 5000 }],
    ['persistent', { title: 'a', type: 'warning' as const, persist: true }, { persist: true, timeToLive: 3000 }],
    ['zero lifetime falls back', { title: 'a', type: 'info' as const, timeToLive: 0 }, { persist: false, timeToLive: 3000 }],
    ['NaN lifetime falls back', { title: 'a', type: 'info' as const, timeToLive: Number.NaN }, { persist: false, timeToLive: 3000 }],
  ])('%s', (_name, input, expected) => {
    expect(createNotification(input, '7')).toEqual({ id: '7', title: 'a', type: input.type, ...expected });
  });

  it('toasts are success notices of 5000 ms', () => {
    expect(createNotification(toastInput('Product added to cart'), '1')).toEqual({
      id: '1',
      title: 'Product added to cart',
      type: 'success',
      persist: false,
      timeToLive: 5000,
    });
    expect(toastInput('Something went wrong', 'danger').type).toBe('danger');
  });
});

describe('addNotification', () => {
  it.each<[string, Notification[], Notification, string[]]>([
    ['adds to an empty list', [], note('1'), ['1']],
    ['appends in order', [note('1'), note('2')], note('3'), ['1', '2', '3']],
    ['drops the oldest beyond 3', [note('1'), note('2'), note('3')], note('4'), ['2', '3', '4']],
    ['drops a persistent oldest too', [note('1', 'p', { persist: true }), note('2'), note('3')], note('4'), ['2', '3', '4']],
    ['ignores a duplicate title', [note('1', 'same'), note('2')], note('3', 'same'), ['1', '2']],
    ['ignores a duplicate title of another type', [note('1', 'same')], note('2', 'same', { type: 'danger' }), ['1']],
    ['adds a title again once dismissed', [note('2')], note('3', 'title 1'), ['2', '3']],
  ])('%s', (_name, shown, next, expected) => {
    expect(ids(addNotification(shown, next))).toEqual(expected);
  });

  it('keeps the identity of the list for a duplicate (no store notify)', () => {
    const shown = [note('1', 'same')];
    expect(addNotification(shown, note('2', 'same'))).toBe(shown);
  });

  it('does not mutate its input', () => {
    const shown = Object.freeze([note('1'), note('2'), note('3')]);
    addNotification(shown, note('4'));
    expect(ids(shown)).toEqual(['1', '2', '3']);
  });
});

describe('removeNotification and dismissAfter', () => {
  it('removes by id and keeps identity for an unknown id', () => {
    const shown = [note('1'), note('2')];
    expect(ids(removeNotification(shown, '1'))).toEqual(['2']);
    expect(removeNotification(shown, 'x')).toBe(shown);
  });

  it.each([
    ['default', note('1'), 3000],
    ['toast', note('1', 't', { timeToLive: 5000 }), 5000],
    ['persistent', note('1', 'p', { persist: true }), null],
  ])('%s', (_name, n, expected) => {
    expect(dismissAfter(n)).toBe(expected);
  });
});

describe('isPersistentNotice', () => {
  it.each([
    ['You are not authorized, please log in.', true],
    ['Makse ebaõnnestus, sinu ostukorv on taastatud', false],
    ['Session expired, please log in again', false],
  ])('%s', (key, expected) => {
    expect(isPersistentNotice(key)).toBe(expected);
  });
});
