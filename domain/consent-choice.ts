import type { ConsentGrants, OptionalCategory, StoredConsent } from './consent';

/*
 * The rules of a consent event (the shopper saving a choice), apart from domain/consent.ts so
 * that only the banner form's chunk (client/tracking/consent-form.ts) and the edge carry them,
 * not every page's boot module (it imports only types from here: a value would split this
 * module out of the boot module into a chunk of its own).
 */

/** The optional categories, in the banner's order. */
export const CONSENT_CATEGORIES: readonly OptionalCategory[] = ['analytics', 'marketing', 'functional'];

/** Consent event types (the spec's type '0' is a decline). */
export type ConsentEventType = '0' | '1' | '2';

export const NOTHING_GRANTED: ConsentGrants = { analytics: false, marketing: false, functional: false };
export const ALL_GRANTED: ConsentGrants = { analytics: true, marketing: true, functional: true };

/** The banner form's three buttons (their `value`; `name` is `CONSENT_ACTION_FIELD`). */
export const CONSENT_ACTIONS = ['accept', 'decline', 'save'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];
export const CONSENT_ACTION_FIELD = 'action';
/** The banner form's hidden field naming the page to return to (`POST /consent` without JavaScript). */
export const CONSENT_RETURN_FIELD = 'return';

/** What a button grants: accept all, decline (nothing optional), or the settings' `selected` boxes. */
export function grantsForAction(action: ConsentAction, selected: ConsentGrants): ConsentGrants {
  if (action === 'accept') return ALL_GRANTED;
  return action === 'decline' ? NOTHING_GRANTED : selected;
}

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


/**
 * domain/consent.ts `CONSENT_VERSION` and `CONSENT_COOKIE`, spelled out again: a value imported
 * from there would split that module out of the boot module (domain/consent.test.ts checks they match).
 */
export const CHOICE_VERSION = 1;
export const CHOICE_COOKIE = 'consent';
export const CHOICE_COOKIE_MAX_AGE = 365 * 24 * 3600;
/** The cookie's event count has at most four digits: enough to tell 1, 2 and "3 or more" apart. */
const MAX_EVENTS = 9999;

/** The choice that follows `previous` (its event count plus one) when the shopper chooses `grants`. */
export function nextConsent(previous: StoredConsent | null, grants: ConsentGrants): StoredConsent {
  return { v: CHOICE_VERSION, events: Math.min((previous?.events ?? 0) + 1, MAX_EVENTS), analytics: grants.analytics, marketing: grants.marketing, functional: grants.functional };
}

/**
 * The `consent` cookie (the format and attributes documented at domain/consent.ts
 * `CONSENT_COOKIE`) for a choice: a `Set-Cookie` value, or what `document.cookie =` takes.
 */
export function consentCookie(choice: StoredConsent, secure: boolean): string {
  const flag = (on: boolean) => (on ? 1 : 0);
  const value = `${choice.v}.${Math.min(choice.events, MAX_EVENTS)}.${flag(choice.analytics)}${flag(choice.marketing)}${flag(choice.functional)}`;
  return `${CHOICE_COOKIE}=${value}; Path=/; Max-Age=${CHOICE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
