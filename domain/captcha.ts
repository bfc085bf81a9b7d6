/**
 * The storefront's captcha (storefront.md §7 "a captcha script (version 2, key from
 * configuration)", §8 captcha errors, §9 "Captcha default version 2, size normal, badge
 * visible"): Google reCAPTCHA v2, checkbox widget. Pure rules only: what the configuration
 * means, which of the four §8 errors a widget configuration has, and what the CSP must allow.
 */

/** Google's v2 script; `RECAPTCHA_SCRIPT_URL` replaces it (e.g. the development stand-in). */
export const DEFAULT_CAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** storefront.md §9. Only version 2 (the checkbox) is implemented. */
export const DEFAULT_CAPTCHA_VERSION = 2;
/** How long the script may take before the form says 'failed to load script' and stays usable. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 10_000;

/**
 * What the page tells the browser when a captcha is asked for (`RECAPTCHA_SITE_KEY` not empty).
 * `siteKey` / `version` are null when the configured value is unusable: the forms then show
 * 'no key provided' / 'no version provided' instead of a widget (and the log says why).
 */
export type CaptchaConfig = { readonly siteKey: string | null; readonly version: 2 | null; readonly scriptUrl: string };

/** The four errors of storefront.md §8; the keys are the catalogue's (ui/i18n/et-EE.json). */
export const CAPTCHA_ERRORS = {
  noKey: 'no key provided',
  noVersion: 'no version provided',
  loadFailed: 'failed to load script',
  executeFailed: 'failed to execute',
} as const;
export type CaptchaError = (typeof CAPTCHA_ERRORS)[keyof typeof CAPTCHA_ERRORS];

/** Google site keys are 40 characters of [A-Za-z0-9_-]; a little slack for other issuers. */
const SITE_KEY = /^[A-Za-z0-9_-]{20,100}$/;

export type CaptchaVars = { readonly RECAPTCHA_SITE_KEY?: string; readonly RECAPTCHA_VERSION?: string; readonly RECAPTCHA_SCRIPT_URL?: string };

/**
 * The captcha of this configuration: `config` null when none is asked for (empty site key:
 * no widget, no script, no CSP change). Never throws: an odd value becomes a null field (or the
 * default script URL) and a line in `warnings` for the log, never a 500.
 */
export function parseCaptchaConfig(vars: CaptchaVars): { config: CaptchaConfig | null; warnings: string[] } {
  const key = vars.RECAPTCHA_SITE_KEY?.trim() ?? '';
  if (!key) return { config: null, warnings: [] };
  const warnings: string[] = [];
  const siteKey = SITE_KEY.test(key) ? key : null;
  if (!siteKey) warnings.push('RECAPTCHA_SITE_KEY is not a site key (20–100 of A-Z a-z 0-9 _ -): captcha shows "no key provided"');
  const versionText = vars.RECAPTCHA_VERSION?.trim() ?? '';
  const version = versionText === '' || versionText === String(DEFAULT_CAPTCHA_VERSION) ? DEFAULT_CAPTCHA_VERSION : null;
  if (version === null) warnings.push(`RECAPTCHA_VERSION ${JSON.stringify(versionText)} is not supported (only 2): captcha shows "no version provided"`);
  let scriptUrl = DEFAULT_CAPTCHA_SCRIPT_URL;
  const scriptText = vars.RECAPTCHA_SCRIPT_URL?.trim() ?? '';
  if (scriptText) {
    const url = URL.canParse(scriptText) ? new URL(scriptText) : null;
    if (url && (url.protocol === 'https:' || url.protocol === 'http:')) scriptUrl = url.toString();
    else warnings.push('RECAPTCHA_SCRIPT_URL is not an absolute http(s) URL: Google\'s script is used');
  }
  return { config: { siteKey, version, scriptUrl }, warnings };
}

/** The first §8 error a widget configuration has before anything loads, or null when it can load. */
export function captchaConfigError(config: CaptchaConfig): CaptchaError | null {
  if (!config.siteKey) return CAPTCHA_ERRORS.noKey;
  if (config.version === null) return CAPTCHA_ERRORS.noVersion;
  return null;
}

/** The callback Google's script calls once `grecaptcha.render` may be used (`onload=` with `render=explicit`). */
export const CAPTCHA_ONLOAD_CALLBACK = '__captchaReady';

/** The script URL the browser loads: explicit rendering, our onload callback, Estonian texts. */
export function captchaScriptSrc(config: Pick<CaptchaConfig, 'scriptUrl'>): string {
  const url = new URL(config.scriptUrl);
  url.searchParams.set('onload', CAPTCHA_ONLOAD_CALLBACK);
  url.searchParams.set('render', 'explicit');
  url.searchParams.set('hl', 'et');
  return url.toString();
}

/**
 * What the CSP must add for a loadable captcha (Google's CSP guidance for reCAPTCHA): the
 * script's origin (for browsers without 'strict-dynamic'; with it, the nonced boot module's
 * insertion is what allows the script) plus gstatic, and the widget's frames. Nothing when no
 * captcha can load, so an unconfigured shop keeps its tight policy.
 */
export function captchaCspSources(config: CaptchaConfig | null): { script: string[]; frame: string[] } {
  if (!config || captchaConfigError(config)) return { script: [], frame: [] };
  const origin = new URL(config.scriptUrl).origin;
  if (config.scriptUrl !== DEFAULT_CAPTCHA_SCRIPT_URL) return { script: [origin], frame: [origin] };
  return {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  };
}

/** Magento's ReCaptcha modules' refusal (ReCaptchaValidation… 'ReCaptcha validation failed, please try again'). */
export const CAPTCHA_VALIDATION_FAILED = 'ReCaptcha validation failed, please try again';

/** Whether an upstream error message is Magento's captcha refusal (with or without a final period). */
export function isCaptchaRefusal(message: string): boolean {
  return /recaptcha validation failed/i.test(message);
}
