import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CAPTCHA_ERRORS, type CaptchaConfig, type CaptchaError } from '../../domain/captcha';
import { t } from '../../ui/i18n/t';
import type { Grecaptcha } from './captcha-api';
import { readCaptchaConfig } from './captcha-config';

/** The §8 errors in et-EE (literal keys, so the client build inlines them). */
const MESSAGES: Record<CaptchaError, () => string> = {
  [CAPTCHA_ERRORS.noKey]: () => t('no key provided'),
  [CAPTCHA_ERRORS.noVersion]: () => t('no version provided'),
  [CAPTCHA_ERRORS.loadFailed]: () => t('failed to load script'),
  [CAPTCHA_ERRORS.executeFailed]: () => t('failed to execute'),
};

export type Captcha = {
  /** The widget and its error, or null when the page has no captcha configured. */
  readonly field: ReactNode;
  /** The shopper's answer for `recaptchaToken` ('' when there is none: the backend decides). */
  token(): string;
  /** After each submit: a token is good for one verification. */
  reset(): void;
};

/**
 * The captcha of a form (sign-in, registration, reset request, newsletter), shown only when the
 * page has one configured: Google reCAPTCHA v2, checkbox, size normal, loaded when the form is
 * first shown. A failure shows its §8 error under the box and is logged; the form stays usable
 * (checkout or sign-in is never blocked by a third party: the backend has the last word).
 */
export function useCaptcha(id: string): Captcha {
  // Read after mounting: a hydrated form (the newsletter sections) first renders what the server
  // rendered, which has no captcha; the box then appears in its reserved place.
  const [config, setConfig] = useState<CaptchaConfig | null>(null);
  useEffect(() => setConfig(readCaptchaConfig()), []);
  const [error, setError] = useState<CaptchaError | null>(null);
  const slot = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);

  const fail = (reason: CaptchaError) => {
    console.error(`Captcha: ${reason}`);
    setError(reason);
  };
  /** A grecaptcha call after rendering; a throw is 'failed to execute' (logged), never unhandled. */
  const run = <T,>(call: (api: Grecaptcha, id: number) => T, fallback: T): T => {
    const current = widget.current;
    if (!current) return fallback;
    try {
      return call(current.api, current.id);
    } catch (failure) {
      console.error('Captcha:', failure);
      fail(CAPTCHA_ERRORS.executeFailed);
      return fallback;
    }
  };

  useEffect(() => {
    if (!config) return;
    let live = true;
    // The loader (and hydrogen-react's loadScript) is fetched only where a captcha is configured.
    import('./captcha-api')
      .then(async ({ loadCaptcha, executeCaptcha, captchaFailureReason }) => {
        try {
          const api = await loadCaptcha(config);
          const container = slot.current;
          if (!live || !container) return;
          widget.current = { api, id: executeCaptcha(() => api.render(container, { sitekey: config.siteKey ?? '', size: 'normal', theme: 'light' })) };
        } catch (failure) {
          if (live) fail(captchaFailureReason(failure));
        }
      })
      .catch(() => live && fail(CAPTCHA_ERRORS.loadFailed));
    return () => {
      live = false;
    };
  }, [config]);

  if (!config) return { field: null, token: () => '', reset: () => undefined };
  return {
    field: (
      <div className="captcha">
        <div ref={slot} className="captcha__widget" hidden={error !== null} />
        {error ? (
          <p className="checkout-field__error" id={`${id}-captcha-error`} role="alert">
            {MESSAGES[error]()}
          </p>
        ) : null}
      </div>
    ),
    token: () => run((api, widgetId) => api.getResponse(widgetId), ''),
    reset: () => run((api, widgetId) => api.reset(widgetId), undefined),
  };
}
