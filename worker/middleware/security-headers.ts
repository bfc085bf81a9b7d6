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
export function contentSecurityPolicy(nonce: string, imageOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic' lets the nonced boot module import its island chunks.
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
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
  headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, cmsMediaOrigins(c.env?.CMS_MEDIA_URL)));
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (new URL(c.req.url).protocol === 'https:') {
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
});
