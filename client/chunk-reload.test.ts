import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_KEY,
  type ChunkReloadOptions,
  lazyModule,
  reloadAfterChunkFailure,
  shouldReloadAfterChunkFailure,
} from './chunk-reload';

const NOW = 1_700_000_000_000;

describe('shouldReloadAfterChunkFailure (at most once per 60 s)', () => {
  it.each<[string, string | null, boolean]>([
    ['never reloaded', null, true],
    ['reloaded just now', String(NOW), false],
    ['reloaded 59.999 s ago', String(NOW - 59_999), false],
    ['reloaded 60 s ago', String(NOW - 60_000), true],
    ['reloaded an hour ago', String(NOW - 3_600_000), true],
    ['garbage value', 'soon', true],
    ['clock went back', String(NOW + 10_000), true],
  ])('%s', (_name, stored, expected) => {
    expect(shouldReloadAfterChunkFailure(stored, NOW)).toBe(expected);
  });

  it('uses a 60 s interval', () => {
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
  });
});

function options(stored: Record<string, string> = {}, storage = true) {
  return {
    storage: storage
      ? { getItem: (key) => stored[key] ?? null, setItem: (key, value) => void (stored[key] = value) }
      : null,
    now: () => NOW,
    reload: vi.fn<() => void>(),
    log: vi.fn<(message: string, error: unknown) => void>(),
  } satisfies ChunkReloadOptions as ChunkReloadOptions & {
    reload: ReturnType<typeof vi.fn<() => void>>;
    log: ReturnType<typeof vi.fn<(message: string, error: unknown) => void>>;
  };
}

describe('reloadAfterChunkFailure', () => {
  it('reloads once and remembers the time; a second failure within 60 s only logs', () => {
    const stored: Record<string, string> = {};
    const first = options(stored);
    expect(reloadAfterChunkFailure(new Error('Failed to fetch dynamically imported module'), first)).toBe(true);
    expect(first.reload).toHaveBeenCalledOnce();
    expect(stored[CHUNK_RELOAD_KEY]).toBe(String(NOW));

    const second = options(stored);
    expect(reloadAfterChunkFailure(new Error('again'), second)).toBe(false);
    expect(second.reload).not.toHaveBeenCalled();
    expect(second.log).toHaveBeenCalledOnce();
  });

  it('never reloads without storage (it could not stop a reload loop)', () => {
    const opts = options({}, false);
    expect(reloadAfterChunkFailure(new Error('x'), opts)).toBe(false);
    expect(opts.reload).not.toHaveBeenCalled();
  });

  it('only logs when storage throws', () => {
    const opts = options();
    opts.storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(reloadAfterChunkFailure(new Error('x'), opts)).toBe(false);
    expect(opts.log).toHaveBeenCalledOnce();
  });
});

describe('lazyModule', () => {
  it('imports on first use and shares the import', async () => {
    const load = vi.fn(async () => ({ value: 1 }));
    const get = lazyModule(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import so a later call retries (the failure goes to the chunk reload guard)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ value: 2 });
    const get = lazyModule(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    await expect(get()).resolves.toEqual({ value: 2 });
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
