import { atom } from 'nanostores';
import { readStorage, writeStorage } from '../browser-storage';
import { CONSENT_STORAGE_KEY, type ConsentCategory, type ConsentGrants, consentModeSignals, isGranted, parseStoredConsent, type StoredConsent } from '../../domain/consent';
import { gtag } from './data-layer';

/**
 * The shopper's consent (issue 10 point 2): `null` until a choice is stored. localStorage, not
 * a cookie: a cookie would reach the server and keep every page out of the edge HTML cache,
 * and the server has no use for it. Saving a choice (its event count, the reload rule) is the
 * banner's chunk's business (client/tracking/consent-banner.tsx); it commits through `commitConsent`.
 */
export const $consent = atom<ConsentGrants | null>(null);
let stored: StoredConsent | null = null;

/**
 * Google Consent Mode v2: the defaults (everything denied, waiting for the banner) are the first
 * thing on the data layer, then the stored choice if there is one. Called first by the boot module.
 */
export function startConsent(): void {
  gtag('consent', 'default', { ...consentModeSignals(null), wait_for_update: 500 });
  const found = parseStoredConsent(readStorage(CONSENT_STORAGE_KEY));
  if (found) commitConsent(found, false);
}

/** The stored choice (with its event count), `null` before the first. */
export const storedConsent = () => stored;

/** Make `choice` the current one: Consent Mode update, the store, and (`save`) localStorage. */
export function commitConsent(choice: StoredConsent, save = true): void {
  stored = choice;
  if (save) writeStorage(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  gtag('consent', 'update', consentModeSignals(choice));
  $consent.set({ analytics: choice.analytics, marketing: choice.marketing, functional: choice.functional });
}

/** Run `run` once `category` is granted: now if it already is, else on the choice that grants it. */
export function whenConsented(category: ConsentCategory, run: () => void): void {
  if (isGranted($consent.get(), category)) return run();
  const stop = $consent.listen((grants) => {
    if (!isGranted(grants, category)) return;
    stop();
    run();
  });
}
