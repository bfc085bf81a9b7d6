import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_ERRORS, type CaptchaConfig } from '../../domain/captcha';
import { CaptchaFailure, executeCaptcha, type Grecaptcha, loadCaptcha, resetCaptchaLoader } from './captcha-api';

const CONFIG: CaptchaConfig = { siteKey: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI', version: 2, scriptUrl: 'https://www.google.com/recaptcha/api.js' };
const GRECAPTCHA: Grecaptcha = { render: () => 0, getResponse: () => 'token', reset: () => undefined };

type FakeWindow = Parameters<typeof loadCaptcha>[1] extends infer O ? (O extends { win?: infer W } ? W : never) : never;
const reason = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof CaptchaFailure ? error.reason : error));

beforeEach(() => {
  vi.useFakeTimers();
  resetCaptchaLoader();
});
afterEach(() => vi.useRealTimers());

describe('loadCaptcha (storefront.md §8 errors)', () => {
  it.each([
    [{ ...CONFIG, siteKey: null }, CAPTCHA_ERRORS.noKey],
    [{ ...CONFIG, version: null }, CAPTCHA_ERRORS.noVersion],
  ])('%j: %s, and nothing is loaded', async (config, expected) => {
    const load = vi.fn(() => Promise.resolve(true));
    expect(await reason(loadCaptcha(config, { load, win: {} as FakeWindow }))).toBe(expected);
    expect(load).not.toHaveBeenCalled();
  });

  it('resolves with grecaptcha once the script calls back', async () => {
    const win = {} as FakeWindow;
    const load = vi.fn((src: string) => {
      expect(src).toContain('render=explicit');
      win.grecaptcha = GRECAPTCHA;
      win.__captchaReady?.();
      return Promise.resolve(true);
    });
    await expect(loadCaptcha(CONFIG, { load, win })).resolves.toBe(GRECAPTCHA);
  });

  it('a script that fails to load: failed to load script', async () => {
    expect(await reason(loadCaptcha(CONFIG, { load: () => Promise.reject(new Error('404')), win: {} as FakeWindow }))).toBe(CAPTCHA_ERRORS.loadFailed);
  });

  it('a script that never calls back: failed to load script after the timeout, not before', async () => {
    const settled = vi.fn();
    const outcome = reason(loadCaptcha(CONFIG, { load: () => new Promise(() => undefined), timeoutMs: 10_000, win: {} as FakeWindow })).then((value) => {
      settled();
      return value;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe(CAPTCHA_ERRORS.loadFailed);
  });
});

describe('executeCaptcha', () => {
  it('passes a result through; anything grecaptcha throws is failed to execute', () => {
    expect(executeCaptcha(() => 'token')).toBe('token');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      executeCaptcha(() => {
        throw new Error('Invalid site key');
      }),
    ).toThrow(expect.objectContaining({ reason: CAPTCHA_ERRORS.executeFailed }));
    expect(error).toHaveBeenCalled();
  });
});
