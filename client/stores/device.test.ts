import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Device } from '../../domain/breakpoints';
import { type DeviceWindow, followDevice } from './device';

function fakeWindow(width: number, fine = true) {
  const listeners = new Set<() => void>();
  const win = {
    innerWidth: width,
    matchMedia: () => ({ matches: fine }),
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  return { win: win as unknown as DeviceWindow & { innerWidth: number }, resize: (to: number) => ((win.innerWidth = to), listeners.forEach((l) => l())), listeners };
}

describe('followDevice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the device at once, then 50 ms after the last resize', () => {
    const { win, resize, listeners } = fakeWindow(1280);
    const seen: Device[] = [];
    const stop = followDevice(win, (device) => seen.push(device));
    expect(seen).toEqual([{ breakpoint: 'xl', desktop: true }]);
    resize(900);
    vi.advanceTimersByTime(30);
    resize(700);
    vi.advanceTimersByTime(49);
    expect(seen).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([
      { breakpoint: 'xl', desktop: true },
      { breakpoint: 'sm', desktop: false },
    ]);
    stop();
    expect(listeners.size).toBe(0);
  });
});
