import { allTasks, cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $notifications, dismissNotification, pushNotification, pushToast } from './notifications';

const titles = () => $notifications.get().map((n) => n.title);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanStores($notifications);
  $notifications.set([]);
  vi.useRealTimers();
});

describe('$notifications', () => {
  it('starts empty', () => {
    expect($notifications.get()).toEqual([]);
  });

  it('pushes with defaults and dismisses by id', () => {
    const pushed = pushNotification({ title: 'Hello', type: 'info' });
    expect(pushed).toMatchObject({ title: 'Hello', type: 'info', persist: false, timeToLive: 3000 });
    expect(titles()).toEqual(['Hello']);
    dismissNotification(pushed!.id);
    expect(titles()).toEqual([]);
  });

  it('gives each notification its own id', () => {
    const a = pushNotification({ title: 'a', type: 'info' });
    const b = pushNotification({ title: 'b', type: 'info' });
    expect(a!.id).not.toBe(b!.id);
  });

  it('never adds the same title twice while shown, and does not notify for it', () => {
    const listener = vi.fn();
    const unbind = $notifications.listen(listener);
    pushNotification({ title: 'Same', type: 'info' });
    expect(pushNotification({ title: 'Same', type: 'danger' })).toBeNull();
    expect(titles()).toEqual(['Same']);
    expect(listener).toHaveBeenCalledTimes(1);
    unbind();
  });

  it('shows at most three, dropping the oldest', () => {
    for (const title of ['1', '2', '3', '4']) pushNotification({ title, type: 'info', persist: true });
    expect(titles()).toEqual(['2', '3', '4']);
  });

  it('toasts are 5000 ms successes', () => {
    expect(pushToast('Product added to cart')).toMatchObject({ type: 'success', timeToLive: 5000 });
  });
});

describe('auto-dismiss while mounted', () => {
  it('dismisses after the lifetime: 3000 ms by default, 5000 ms for toasts', () => {
    keepMount($notifications);
    pushNotification({ title: 'default', type: 'info' });
    pushToast('toast');
    vi.advanceTimersByTime(2999);
    expect(titles()).toEqual(['default', 'toast']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual(['toast']);
    vi.advanceTimersByTime(2000);
    expect(titles()).toEqual([]);
  });

  it('keeps persistent notifications', () => {
    keepMount($notifications);
    pushNotification({ title: 'You are not authorized, please log in.', type: 'warning', persist: true });
    vi.advanceTimersByTime(60_000);
    expect(titles()).toEqual(['You are not authorized, please log in.']);
  });

  it('schedules notifications pushed before the store was mounted', () => {
    pushNotification({ title: 'early', type: 'info' });
    keepMount($notifications);
    vi.advanceTimersByTime(3000);
    expect(titles()).toEqual([]);
  });

  it('clears the timer of a notification dismissed by hand (a re-shown title gets a full lifetime)', () => {
    keepMount($notifications);
    const first = pushNotification({ title: 'again', type: 'info' });
    vi.advanceTimersByTime(2000);
    dismissNotification(first!.id);
    pushNotification({ title: 'again', type: 'info' });
    vi.advanceTimersByTime(2000);
    expect(titles()).toEqual(['again']);
    vi.advanceTimersByTime(1000);
    expect(titles()).toEqual([]);
  });

  it('stops its timers when cleaned', async () => {
    keepMount($notifications);
    pushNotification({ title: 'x', type: 'info' });
    cleanStores($notifications);
    vi.advanceTimersByTime(10_000);
    expect(titles()).toEqual(['x']);
    await allTasks();
  });

  it('does not dismiss while nothing listens (no timers before mount)', () => {
    pushNotification({ title: 'idle', type: 'info' });
    vi.advanceTimersByTime(10_000);
    expect(titles()).toEqual(['idle']);
  });
});
