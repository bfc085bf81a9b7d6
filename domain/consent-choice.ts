import type { ConsentGrants, OptionalCategory } from './consent';

/*
 * The rules of a consent event (the shopper saving a choice), apart from domain/consent.ts so
 * that only the banner's chunk carries them, not every page's boot module (it imports only
 * types from there: a value would split that module out of the boot module into a chunk).
 */

/** The optional categories, in the banner's order. */
export const CONSENT_CATEGORIES: readonly OptionalCategory[] = ['analytics', 'marketing', 'functional'];

/** Consent event types (the spec's type '0' is a decline). */
export type ConsentEventType = '0' | '1' | '2';

export const NOTHING_GRANTED: ConsentGrants = { analytics: false, marketing: false, functional: false };
export const ALL_GRANTED: ConsentGrants = { analytics: true, marketing: true, functional: true };

/** '1' accept all, '0' decline (nothing optional granted), '2' a custom selection from the settings. */
export function consentEventType(grants: ConsentGrants): ConsentEventType {
  const granted = CONSENT_CATEGORIES.filter((category) => grants[category]).length;
  if (granted === 0) return '0';
  return granted === CONSENT_CATEGORIES.length ? '1' : '2';
}

/**
 * storefront.md §4 "page reloads if the first consent event is a decline (type '0') or after 3
 * events", read as: the choice that was just saved is event number `events` (1-based); reload
 * when it is the first and a decline, and on the third and every later one (from then on a
 * withdrawal cannot unload a tag already running; only a reload honours it).
 */
export function reloadsAfter(type: ConsentEventType, events: number): boolean {
  return (events === 1 && type === '0') || events >= 3;
}

