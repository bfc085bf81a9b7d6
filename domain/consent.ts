import * as z from 'zod/mini';

/**
 * The shopper's cookie consent (issue 10 point 2, storefront.md §4): what every page's boot
 * module needs (reading the stored choice, Consent Mode), shared with the edge's banner
 * (worker/middleware/consent-banner.tsx) and `POST /consent` (worker/consent.ts). Saving a choice
 * (the cookie's writer, the event count, the reload rule) is domain/consent-choice.ts, which only
 * the banner form's chunk and the edge load. `necessary` is always granted and therefore not stored.
 */

/** analytics → analytics_storage; marketing → ad_storage, ad_user_data, ad_personalization; functional → the chat widget. */
export type OptionalCategory = 'analytics' | 'marketing' | 'functional';
export type ConsentCategory = OptionalCategory | 'necessary';
export type ConsentGrants = Readonly<Record<OptionalCategory, boolean>>;

/**
 * The stored choice. `v` is the format version (a different one = not asked yet, so a changed
 * set of categories is asked again); `events` counts the shopper's consent events for the
 * reload rule.
 */
export type StoredConsent = ConsentGrants & { readonly v: number; readonly events: number };
export const CONSENT_VERSION = 1;

/**
 * The first-party cookie that holds the choice: the edge reads it to decide whether a page
 * carries the banner, the boot module to restore Consent Mode.
 *
 * Value: `{v}.{events}.{a}{m}{f}`, e.g. `1.2.101` = version 1, 2 consent events, analytics
 * granted, marketing denied, functional granted (each flag `1` or `0`, in the order of
 * `ConsentGrants`). Only characters a cookie value may hold unquoted (RFC 6265 §4.1.1), 7 bytes
 * for a typical choice. Attributes: `Path=/; Max-Age=31536000` (a year); `SameSite=Lax` (sent on
 * a top-level navigation from another site, so a shopper arriving from a search result is not
 * asked again); `Secure` on https; not HttpOnly: the boot module reads it.
 */
export const CONSENT_COOKIE = 'consent';
/** Written by domain/consent-choice.ts `consentCookie` (the cookie's events are at most 9999). */
const COOKIE_VALUE = /^(\d{1,4})\.(\d{1,4})\.([01])([01])([01])$/;
/** `CONSENT_COOKIE` in a `Cookie` header (spelled out: a literal is smaller in every page's boot module). */
const COOKIE_IN_HEADER = /(?:^|;)\s*consent=([^;]*)/;

/** Google Consent Mode v2 signals for a choice (`null`: the defaults, all denied). */
export function consentModeSignals(grants: ConsentGrants | null): Record<'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage', 'granted' | 'denied'> {
  const state = (on: boolean | undefined) => (on ? 'granted' : 'denied');
  return {
    ad_storage: state(grants?.marketing),
    ad_user_data: state(grants?.marketing),
    ad_personalization: state(grants?.marketing),
    analytics_storage: state(grants?.analytics),
  };
}

export function isGranted(grants: ConsentGrants | null, category: ConsentCategory): boolean {
  return category === 'necessary' || Boolean(grants?.[category]);
}

/**
 * zod/mini with the constructors the boot module already carries (object, boolean, number):
 * the cookie's fields, once split by `COOKIE_VALUE`, are checked as the stored object (a value
 * that did not match has `NaN` numbers: no choice).
 */
const StoredConsentSchema = z.object({ v: z.number(), events: z.number(), analytics: z.boolean(), marketing: z.boolean(), functional: z.boolean() });

/**
 * The choice in a `consent` cookie value, or `null` (not asked yet) for anything else: missing,
 * another shape, another version. Never throws: a malformed value only means the banner asks again.
 */
export function parseConsentCookie(value: string | null | undefined): StoredConsent | null {
  const match = COOKIE_VALUE.exec(value ?? '');
  // No cookie (every first visit, on every edge-cache hit): no schema run, whose failure report costs more than the rest.
  if (!match) return null;
  const [, v, events, analytics, marketing, functional] = match;
  const parsed = StoredConsentSchema.safeParse({ v: Number(v), events: Number(events), analytics: analytics === '1', marketing: marketing === '1', functional: functional === '1' });
  return parsed.success && parsed.data.v === CONSENT_VERSION ? parsed.data : null;
}

/** The `consent` cookie of a `Cookie` header (or `document.cookie`), parsed; `null` without a valid one. */
export function consentFromCookies(header: string | null | undefined): StoredConsent | null {
  return parseConsentCookie(COOKIE_IN_HEADER.exec(header ?? '')?.[1]);
}
