import type { StoredConsent } from '../../domain/consent';
import { CONSENT_BANNER_ATTRIBUTE } from '../../ui/consent/consent-markers';
import { reloadAfterChunkFailure } from '../chunk-reload';
import { saveConsentForm } from './consent-form';

/*
 * The consent banner's browser side, one chunk loaded on the first submit of its form or click on
 * the footer's 'Cookie settings' (client/tracking/consent-start.ts hands in the events). Saving
 * a choice needs no React (every first visit does it); reopening the banner renders it with React,
 * loaded then (client/tracking/consent-banner.tsx).
 */

export type ConsentUiOptions = {
  /** The stored choice before this event (client/tracking/consent.ts `storedConsent()`). */
  stored: StoredConsent | null;
  /** client/tracking/consent.ts `commitConsent`: Consent Mode and the store. */
  commit: (choice: StoredConsent) => void;
};

/** The footer's button that opened the banner last: focus returns to it after the choice. */
let opener: HTMLElement | null = null;

/** A `submit` of the banner's form saves its choice; a `click` (on 'Cookie settings') reopens the banner. */
export function consentEvent(event: Event, { stored, commit }: ConsentUiOptions): void {
  const target = event.target as HTMLElement;
  if (event.type !== 'submit') {
    opener = target.closest('button');
    import('./consent-banner').then(({ showConsentBanner }) => showConsentBanner({ stored }), reloadAfterChunkFailure);
    return;
  }
  const form = target as HTMLFormElement;
  const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
  saveConsentForm({ form, banner: form.closest<HTMLElement>(`[${CONSENT_BANNER_ATTRIBUTE}]`)!, submitter, stored, commit, opener });
}
