import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, CONSENT_VERSION, consentFromCookies, consentModeSignals, isGranted, parseConsentCookie } from './consent';
import { ALL_GRANTED, CHOICE_COOKIE, CHOICE_VERSION, consentCookie, consentEventType, grantsForAction, nextConsent, NOTHING_GRANTED, reloadsAfter } from './consent-choice';

const OK = { v: 1, events: 2, analytics: true, marketing: false, functional: true };

describe('the consent cookie', () => {
  it('reads a stored choice: {v}.{events}.{analytics}{marketing}{functional}', () => {
    expect(parseConsentCookie('1.2.101')).toEqual(OK);
  });
  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['the old localStorage JSON', JSON.stringify(OK)],
    ['another version', '2.2.101'],
    ['a flag that is not 0 or 1', '1.2.121'],
    ['a missing category', '1.2.10'],
    ['an extra category', '1.2.1011'],
    ['no event count', '1..101'],
    ['a negative event count', '1.-3.101'],
    ['a fractional event count', '1.1.5.101'],
    ['too many digits', '1.12345.101'],
    ['trailing garbage', '1.2.101;x'],
  ])('treats %s as not asked yet (never throws)', (_name, raw) => {
    expect(parseConsentCookie(raw)).toBeNull();
  });
  it('finds the cookie among others in a Cookie header or document.cookie', () => {
    expect(consentFromCookies('vsf-store=default; consent=1.2.101; vsf-cart=x')).toEqual(OK);
    expect(consentFromCookies('consent=1.1.000')).toEqual({ v: 1, events: 1, analytics: false, marketing: false, functional: false });
    expect(consentFromCookies('myconsent=1.2.101; other=1')).toBeNull();
    expect(consentFromCookies('consent=oops')).toBeNull();
    expect(consentFromCookies(null)).toBeNull();
  });
  it('writes the format it reads, with the documented attributes', () => {
    const cookie = consentCookie(OK, true);
    expect(cookie).toBe('consent=1.2.101; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(consentFromCookies(cookie)).toEqual(OK);
    expect(consentCookie(OK, false)).not.toContain('Secure');
    expect(consentCookie(OK, false)).not.toContain('HttpOnly');
  });
  it('caps the event count at four digits', () => {
    expect(consentFromCookies(consentCookie({ ...OK, events: 123456 }, false))?.events).toBe(9999);
  });
  it('the writer and the reader agree on the name and version (spelled out in both modules)', () => {
    expect([CHOICE_COOKIE, CHOICE_VERSION]).toEqual([CONSENT_COOKIE, CONSENT_VERSION]);
  });
});

describe('a consent event', () => {
  it('counts from the stored choice: the first is 1, then one more each', () => {
    expect(nextConsent(null, ALL_GRANTED)).toEqual({ v: 1, events: 1, ...ALL_GRANTED });
    expect(nextConsent(OK, NOTHING_GRANTED)).toEqual({ v: 1, events: 3, ...NOTHING_GRANTED });
  });
  it.each([
    ['accept', ALL_GRANTED],
    ['decline', NOTHING_GRANTED],
    ['save', { analytics: true, marketing: false, functional: false }],
  ] as const)('the %s button grants %o', (action, grants) => {
    expect(grantsForAction(action, { analytics: true, marketing: false, functional: false })).toEqual(grants);
  });
});

describe('Consent Mode v2 signals', () => {
  it('denies all four by default', () => {
    expect(consentModeSignals(null)).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
  });
  it('maps analytics to analytics_storage and marketing to the three ad signals', () => {
    expect(consentModeSignals({ analytics: true, marketing: false, functional: false })).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' });
    expect(consentModeSignals({ analytics: false, marketing: true, functional: true })).toEqual({ ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied' });
  });
  it('necessary is always granted; the others only when chosen', () => {
    expect(isGranted(null, 'necessary')).toBe(true);
    expect(isGranted(null, 'analytics')).toBe(false);
    expect(isGranted({ analytics: false, marketing: false, functional: true }, 'functional')).toBe(true);
  });
});

describe('reload rule (storefront.md §4)', () => {
  const NONE = { analytics: false, marketing: false, functional: false };
  const ALL = { analytics: true, marketing: true, functional: true };
  const SOME = { analytics: true, marketing: false, functional: false };
  it('types a decline 0, accept all 1, a custom choice 2', () => {
    expect([consentEventType(NONE), consentEventType(ALL), consentEventType(SOME)]).toEqual(['0', '1', '2']);
  });
  it.each([
    ['first event a decline', '0', 1, true],
    ['first event accept all', '1', 1, false],
    ['first event a custom choice', '2', 1, false],
    ['second event a decline', '0', 2, false],
    ['second event accept', '1', 2, false],
    ['third event, any type', '1', 3, true],
    ['fourth event', '2', 4, true],
  ] as const)('%s → reload %s', (_name, type, events, reload) => {
    expect(reloadsAfter(type, events)).toBe(reload);
  });
});
