import { atom } from 'nanostores';
import { type ConsentCategory, type ConsentGrants, consentFromCookies, consentModeSignals, isGranted, type StoredConsent } from '../../domain/consent';
import { gtag } from './data-layer';

/**
 * The shopper's consent (issue 10 point 2): `null` until a choice is stored, in the first-party
 * `consent` cookie (domain/consent.ts): the edge reads it too, to leave the banner out of the
 * page (worker/middleware/consent-banner.tsx). The banner form's chunk
 * (client/tracking/consent-form.ts) saves a choice through `chooseConsent`.
 */
export const $consent = atom<ConsentGrants | null>(null);
let stored: StoredConsent | null = null;

/**
 * Google Consent Mode v2: the defaults (everything denied, waiting for the banner) are the first
 * thing on the data layer, then the stored choice if there is one. Called first by the boot module.
 * `cookies`: `document.cookie` (tests pass their own).
 */
export function startConsent(cookies: string = document.cookie): void {
  gtag('consent', 'default', { ...consentModeSignals(null), wait_for_update: 500 });
  const found = consentFromCookies(cookies);
  if (found) commitConsent(found);
}

/** The stored choice (with its event count), `null` before the first. */
export const storedConsent = () => stored;

/** Make `choice` the current one: Consent Mode update and the store. */
export function commitConsent(choice: StoredConsent): void {
  stored = choice;
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
