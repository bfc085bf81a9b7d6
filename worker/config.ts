import { type CaptchaConfig, parseCaptchaConfig } from '../domain/captcha';

/**
 * The storefront's configuration from its variables (wrangler.toml `[vars]`), parsed once per
 * `env` object. A missing or malformed value is a deployment error: it fails loudly (500 with
 * the message in the log) rather than falling back to something taken from the request.
 */
export type StorefrontConfig = {
  /** `https://shop.example` — every absolute URL we emit (canonical, JSON-LD, sitemaps). Never the request's Host. */
  publicOrigin: string;
  /** Store codes a `vsf-store` cookie may name; the first is the default store. */
  storeCodes: readonly [string, ...string[]];
  /** The search service's API key sent by the storefront (browsers never choose it). */
  searchApiKey: string;
  /**
   * The ID-card authentication service the browser is sent to (CARD_ID_AUTH_URL, absolute http(s));
   * null when not configured (customer.md §5: 'Configuration is bad: cardIdAuthUrl is not defined
   * in configuration').
   */
  cardIdAuthUrl: string | null;
  /** Google Tag Manager container (GTM_CONTAINER_ID); null when empty or malformed (issue 10 point 1). */
  gtmContainerId: string | null;
  /** Chat widget key (CHAT_WIDGET_KEY); null when empty or malformed (issue 10 point 4). */
  chatWidgetKey: string | null;
  /**
   * The captcha of the sign-in, registration, reset-request and newsletter forms (domain/captcha.ts):
   * null when `RECAPTCHA_SITE_KEY` is empty. Unlike the values above, an odd captcha value is
   * not a deployment error: it is logged once and the forms show the §8 captcha error.
   */
  captcha: CaptchaConfig | null;
  /**
   * The CMS read token (CMS_API_TOKEN, a secret): sent as `Authorization: Bearer` on every CMS
   * read (worker/upstream/cms-client.ts), never on anything a browser sees. null when empty.
   */
  cmsApiToken: string | null;
};

type ConfigEnv = Pick<StorefrontEnv, 'PUBLIC_ORIGIN' | 'STORE_CODES' | 'SEARCH_API_KEY'> &
  Partial<Pick<StorefrontEnv, 'CARD_ID_AUTH_URL' | 'GTM_CONTAINER_ID' | 'CHAT_WIDGET_KEY' | 'RECAPTCHA_SITE_KEY' | 'RECAPTCHA_VERSION' | 'RECAPTCHA_SCRIPT_URL' | 'CMS_API_TOKEN'>>;

const parsed = new WeakMap<object, StorefrontConfig>();

export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

export function parseConfig(env: ConfigEnv): StorefrontConfig {
  let origin: URL;
  try {
    origin = new URL(env.PUBLIC_ORIGIN);
  } catch {
    throw new ConfigurationError(`PUBLIC_ORIGIN must be an absolute URL, got ${JSON.stringify(env.PUBLIC_ORIGIN)}`);
  }
  if (origin.protocol !== 'https:' && origin.protocol !== 'http:') throw new ConfigurationError('PUBLIC_ORIGIN must be http(s)');
  const storeCodes = (env.STORE_CODES ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => /^[a-z0-9_]{1,32}$/.test(code));
  if (!storeCodes.length) throw new ConfigurationError('STORE_CODES must name at least one store code');
  if (!env.SEARCH_API_KEY?.trim()) throw new ConfigurationError('SEARCH_API_KEY must not be empty');
  return {
    publicOrigin: origin.origin,
    storeCodes: storeCodes as [string, ...string[]],
    searchApiKey: env.SEARCH_API_KEY.trim(),
    cardIdAuthUrl: parseCardIdAuthUrl(env.CARD_ID_AUTH_URL),
    gtmContainerId: optionalId('GTM_CONTAINER_ID', env.GTM_CONTAINER_ID, GTM_CONTAINER_ID),
    chatWidgetKey: optionalId('CHAT_WIDGET_KEY', env.CHAT_WIDGET_KEY, CHAT_WIDGET_KEY),
    captcha: captchaConfig(env),
    cmsApiToken: cmsApiToken(env.CMS_API_TOKEN),
  };
}

export const GTM_CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;
/** Zendesk messaging keys are UUIDs; any vendor key of letters, digits and dashes fits. */
export const CHAT_WIDGET_KEY = /^[A-Za-z0-9-]{8,64}$/;

/**
 * A third party's id: empty → null (not configured). A malformed one is also null, with a
 * warning in the log: it goes into every page's HTML and a script URL, and a tag that does
 * not load must never cost the shop its pages (issue 10 "Bad input"), unlike the settings above.
 */
function optionalId(name: string, value: string | undefined, shape: RegExp): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (shape.test(text)) return text;
  console.warn(JSON.stringify({ at: 'config', message: `${name} is malformed; treated as not configured`, value: text.slice(0, 40) }));
  return null;
}

/** The captcha configuration; its warnings go to the log (once per isolate: the config is cached). */
function captchaConfig(env: ConfigEnv): CaptchaConfig | null {
  const { config, warnings } = parseCaptchaConfig(env);
  for (const warning of warnings) console.warn(JSON.stringify({ at: 'config', warning }));
  return config;
}

/** What a Strapi API token (hex) or any bearer token may hold: visible ASCII, no spaces. */
const BEARER_TOKEN = /^[\x21-\x7e]{1,1024}$/;

/**
 * CMS_API_TOKEN: empty → null (the CMS's Public role must then allow reads). A value that
 * cannot go into a header is logged (never its value: it is a secret) and treated as not
 * configured; the CMS then answers 401/403, which the CMS client logs with a hint, and the shop
 * keeps serving its stored content instead of failing every page here.
 */
function cmsApiToken(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (BEARER_TOKEN.test(text)) return text;
  console.warn(JSON.stringify({ at: 'config', message: 'CMS_API_TOKEN is malformed (spaces or control characters); treated as not configured' }));
  return null;
}

/** CARD_ID_AUTH_URL: empty → null (not configured); otherwise an absolute http(s) URL. */
function parseCardIdAuthUrl(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigurationError(`CARD_ID_AUTH_URL must be an absolute URL or empty, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigurationError('CARD_ID_AUTH_URL must be http(s)');
  return url.toString();
}

/** The configuration of this `env` (cached: `env` is the same object for every request of an isolate). */
export function storefrontConfig(env: ConfigEnv): StorefrontConfig {
  let config = parsed.get(env);
  if (!config) {
    config = parseConfig(env);
    parsed.set(env, config);
  }
  return config;
}
