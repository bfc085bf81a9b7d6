import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

/** 128 random bits, base64: a CSP nonce (https://www.w3.org/TR/CSP3/#security-nonces). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * `imageOrigins`: other origins images may come from (the CMS media base URL `CMS_MEDIA_URL`
 * when it is set to another origin; empty, CMS media come through our own `/cms-media`).
 */
export function contentSecurityPolicy(nonce: string, imageOrigins: readonly string[] = [], thirdParty: ThirdPartySources = NO_THIRD_PARTY): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonced boot module import its island chunks, and the scripts it
    // creates (the tag manager, the chat widget: client/tracking/third-party.ts) load too; host
    // lists in script-src are ignored next to it, so none are written.
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    ["img-src 'self' data: blob:", ...imageOrigins, ...thirdParty.img].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...thirdParty.connect].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export type ThirdPartySources = { readonly img: readonly string[]; readonly connect: readonly string[] };
const NO_THIRD_PARTY: ThirdPartySources = { img: [], connect: [] };

/**
 * What each configured third party needs beyond its script (which 'strict-dynamic' allows): the
 * tag manager's GA4 hits and pixels, the chat's API and socket. Nothing when not configured.
 */
export function thirdPartySources(config: { gtmContainerId: string | null; chatWidgetKey: string | null } | undefined): ThirdPartySources {
  const img: string[] = [];
  const connect: string[] = [];
  if (config?.gtmContainerId) {
    const google = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
    img.push(...google);
    connect.push(...google);
  }
  if (config?.chatWidgetKey) {
    img.push('https://*.zdassets.com', 'https://*.zendesk.com');
    connect.push('https://*.zdassets.com', 'https://*.zendesk.com', 'wss://*.zendesk.com');
  }
  return { img, connect };
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

/**
 * Security headers on every response the worker produces, with a per-request CSP nonce in
 * `c.var.nonce`. The edge HTML cache (later) rewrites the nonce on every hit.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = createNonce();
  c.set('nonce', nonce);
  await next();
  const headers = c.res.headers;
  headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, cmsMediaOrigins(c.env?.CMS_MEDIA_URL), thirdPartySources(c.get('config'))));
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (new URL(c.req.url).protocol === 'https:') {
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
});
