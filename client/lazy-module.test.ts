import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

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
