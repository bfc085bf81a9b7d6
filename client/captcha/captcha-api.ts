// The package's own module for its `loadScript` (the index exports only the hook, which cannot be skipped when no captcha loads).
import { loadScript } from '@shopify/hydrogen-react/load-script';
import { CAPTCHA_ERRORS, CAPTCHA_LOAD_TIMEOUT_MS, CAPTCHA_ONLOAD_CALLBACK, type CaptchaConfig, type CaptchaError, captchaConfigError, captchaScriptSrc } from '../../domain/captcha';

/** The part of Google's `grecaptcha` (v2, explicit rendering) the forms use. */
export type Grecaptcha = {
  render(container: HTMLElement, parameters: { sitekey: string; size?: 'normal'; theme?: 'light' }): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
};

/** A §8 captcha error as a value: what the form shows (translated) and logs. */
export class CaptchaFailure extends Error {
  override readonly name = 'CaptchaFailure';
  constructor(readonly reason: CaptchaError) {
    super(`Captcha: ${reason}`);
  }
}

type CaptchaWindow = Window & { grecaptcha?: Grecaptcha; [CAPTCHA_ONLOAD_CALLBACK]?: () => void };

export type LoadCaptchaOptions = {
  /** hydrogen-react's `loadScript` (tests inject one). */
  load?: (src: string) => Promise<unknown>;
  timeoutMs?: number;
  win?: CaptchaWindow;
};

let api: Promise<Grecaptcha> | null = null;

/**
 * Load the captcha script once per page (through hydrogen-react's `loadScript`, which inserts
 * it from our nonced code, so 'strict-dynamic' allows it) and resolve with `grecaptcha` once the
 * script calls back. Rejects with a `CaptchaFailure`: 'no key provided' / 'no version provided'
 * before loading anything, 'failed to load script' when the script errors or has not called back
 * within `timeoutMs` (the form never waits forever). A failed load is not retried on this page.
 */
export function loadCaptcha(config: CaptchaConfig, { load = loadScript, timeoutMs = CAPTCHA_LOAD_TIMEOUT_MS, win = window }: LoadCaptchaOptions = {}): Promise<Grecaptcha> {
  const invalid = captchaConfigError(config);
  if (invalid) return Promise.reject(new CaptchaFailure(invalid));
  api ??= new Promise<Grecaptcha>((resolve, reject) => {
    const failed = () => reject(new CaptchaFailure(CAPTCHA_ERRORS.loadFailed));
    const timer = setTimeout(failed, timeoutMs);
    const ready = () => {
      clearTimeout(timer);
      if (win.grecaptcha) resolve(win.grecaptcha);
      else failed();
    };
    if (win.grecaptcha) return ready();
    win[CAPTCHA_ONLOAD_CALLBACK] = ready;
    load(captchaScriptSrc(config)).catch(() => {
      clearTimeout(timer);
      failed();
    });
  });
  return api;
}

/** Tests: forget the loaded script. */
export function resetCaptchaLoader(): void {
  api = null;
}

/** Run a `grecaptcha` call; anything it throws is logged and becomes 'failed to execute'. */
export function executeCaptcha<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    console.error('Captcha:', error);
    throw new CaptchaFailure(CAPTCHA_ERRORS.executeFailed);
  }
}

/** The §8 error of anything a captcha step threw ('failed to execute' for the unexpected). */
export function captchaFailureReason(failure: unknown): CaptchaError {
  return failure instanceof CaptchaFailure ? failure.reason : CAPTCHA_ERRORS.executeFailed;
}
