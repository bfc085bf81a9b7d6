import { createMiddleware } from 'hono/factory';
import { captchaCspSources } from '../../domain/captcha';
import type { AppEnv } from '../app-env';
import type { StorefrontConfig } from '../config';

/** 128 random bits, base64: a CSP nonce (https://www.w3.org/TR/CSP3/#security-nonces). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Sources the policy adds for configured third parties; empty lists add nothing. */
export type ThirdPartySources = {
  readonly script: readonly string[];
  readonly frame: readonly string[];
  readonly img: readonly string[];
  readonly connect: readonly string[];
};
const NO_THIRD_PARTIES: ThirdPartySources = { script: [], frame: [], img: [], connect: [] };

/**
 * `imageOrigins`: other origins images may come from (the CMS media base URL `CMS_MEDIA_URL`
 * when it is set to another origin; empty, CMS media come through our own `/cms-media`).
 * `thirdParties`: the captcha's script and frame sources, only when one is configured.
 */
export function contentSecurityPolicy(nonce: string, imageOrigins: readonly string[] = [], thirdParties: ThirdPartySources = NO_THIRD_PARTIES): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonced boot module import its island chunks, and the scripts it
    // creates (tag manager, chat widget, captcha) load too; the listed sources matter only to
    // browsers without 'strict-dynamic'.
    [`script-src 'nonce-${nonce}' 'strict-dynamic'`, ...thirdParties.script].join(' '),
    ...(thirdParties.frame.length ? [["frame-src 'self'", ...thirdParties.frame].join(' ')] : []),
    "style-src 'self'",
    ["img-src 'self' data: blob:", ...imageOrigins, ...thirdParties.img].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...thirdParties.connect].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * What each configured third party needs: the tag manager's GA4 hits and pixels, the chat's API
 * and socket, the captcha's script and frame (domain/captcha.ts). Nothing when not configured.
 */
export function thirdPartySources(config: Pick<StorefrontConfig, 'gtmContainerId' | 'chatWidgetKey' | 'captcha'> | undefined): ThirdPartySources {
  const img: string[] = [];
  const connect: string[] = [];
  const { script, frame } = captchaCspSources(config?.captcha ?? null);
  if (config?.gtmContainerId) {
    const google = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
    img.push(...google);
    connect.push(...google);
  }
  if (config?.chatWidgetKey) {
    img.push('https://*.zdassets.com', 'https://*.zendesk.com');
    connect.push('https://*.zdassets.com', 'https://*.zendesk.com', 'wss://*.zendesk.com');
  }
  return { script, frame, img, connect };
}

/** The origin of an absolute http(s) `CMS_MEDIA_URL`, else none. */
function cmsMediaOrigins(value: string | undefined): string[] {
  try {
    const url = new URL((value ?? '').trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
}

/** Stands for the nonce in a policy built once (`policyAround`); base64 never holds a space. */
const NONCE_SLOT = ' nonce slot ';
const NO_CONFIG = {};
/** Per configuration (one per isolate and deployment): the policy split around its nonce, and the media URL it was built for. */
const policies = new WeakMap<object, { mediaUrl: string | undefined; around: readonly string[] }>();

/**
 * The policy of `contentSecurityPolicy` for this configuration, split at the nonce: built once
 * per configuration, so a response costs one concatenation (an edge-cache hit has little else to do).
 */
function policyAround(config: StorefrontConfig | undefined, mediaUrl: string | undefined): readonly string[] {
  const known = policies.get(config ?? NO_CONFIG);
  if (known && known.mediaUrl === mediaUrl) return known.around;
  const around = contentSecurityPolicy(NONCE_SLOT, cmsMediaOrigins(mediaUrl), thirdPartySources(config)).split(NONCE_SLOT);
  policies.set(config ?? NO_CONFIG, { mediaUrl, around });
  return around;
}

/**
 * Security headers on every response the worker produces, with a per-request CSP nonce in
 * `c.var.nonce`. The edge HTML cache (later) rewrites the nonce on every hit.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = createNonce();
  c.set('nonce', nonce);
  await next();
  const headers = c.res.headers;
  // The config is there once request-context ran (not for a request that failed before it).
  const config = (c.var as Partial<AppEnv['Variables']>).config;
  headers.set('Content-Security-Policy', policyAround(config, c.env?.CMS_MEDIA_URL).join(nonce));
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (c.req.url.startsWith('https:')) {
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
});
