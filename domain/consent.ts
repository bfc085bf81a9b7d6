import * as z from 'zod/mini';

/**
 * The shopper's cookie consent (issue 10 point 2, storefront.md §4): pure rules shared by the
 * consent store (client/tracking/consent.ts) and its tests; the rules of saving a choice are in
 * domain/consent-choice.ts. `necessary` is always granted and
 * therefore not stored.
 */

/** analytics → analytics_storage; marketing → ad_storage, ad_user_data, ad_personalization; functional → the chat widget. */
export type OptionalCategory = 'analytics' | 'marketing' | 'functional';
export type ConsentCategory = OptionalCategory | 'necessary';
export type ConsentGrants = Readonly<Record<OptionalCategory, boolean>>;

/**
 * What localStorage `consent` holds. `v` is the format version (a different one = not asked
 * yet, so a changed set of categories is asked again); `events` counts the shopper's consent
 * events for the reload rule.
 */
export type StoredConsent = ConsentGrants & { readonly v: number; readonly events: number };
export const CONSENT_VERSION = 1;
export const CONSENT_STORAGE_KEY = 'consent';

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
 * The stored choice, or `null` (not asked yet) for anything else: missing, not JSON, another
 * version, wrong types. Never throws: a malformed value only means the banner asks again.
 * zod/mini with the constructors the islands' shared zod chunk already has (object, boolean, number).
 */
const StoredConsentSchema = z.object({ v: z.number(), events: z.number(), analytics: z.boolean(), marketing: z.boolean(), functional: z.boolean() });
export function parseStoredConsent(raw: string | null): StoredConsent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = StoredConsentSchema.safeParse(value);
  if (!parsed.success || parsed.data.v !== CONSENT_VERSION) return null;
  const { analytics, marketing, functional, events } = parsed.data;
  return { v: CONSENT_VERSION, analytics, marketing, functional, events: Number.isInteger(events) && events > 0 ? events : 1 };
}
