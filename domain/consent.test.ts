import { describe, expect, it } from 'vitest';
import { consentModeSignals, isGranted, parseStoredConsent } from './consent';
import { consentEventType, reloadsAfter } from './consent-choice';

const stored = (value: unknown) => JSON.stringify(value);
const OK = { v: 1, events: 2, analytics: true, marketing: false, functional: true };

describe('stored consent', () => {
  it('reads a stored choice', () => {
    expect(parseStoredConsent(stored(OK))).toEqual(OK);
  });
  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['not JSON', '{analytics:true'],
    ['JSON null', 'null'],
    ['an array', '[1]'],
    ['another version', stored({ ...OK, v: 2 })],
    ['a string for a boolean', stored({ ...OK, analytics: 'yes' })],
    ['a missing category', stored({ v: 1, events: 1, analytics: true, marketing: true })],
  ])('treats %s as not asked yet (never throws)', (_name, raw) => {
    expect(parseStoredConsent(raw)).toBeNull();
  });
  it('counts a nonsense event count as one event', () => {
    expect(parseStoredConsent(stored({ ...OK, events: -3 }))?.events).toBe(1);
    expect(parseStoredConsent(stored({ ...OK, events: 1.5 }))?.events).toBe(1);
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
