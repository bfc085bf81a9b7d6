import type { OptionalCategory, StoredConsent } from '../../domain/consent';
import { CONSENT_ACTIONS, CONSENT_CATEGORIES, consentCookie, consentEventType, grantsForAction, nextConsent, NOTHING_GRANTED, reloadsAfter } from '../../domain/consent-choice';

/*
 * A choice made in the consent banner's form, with JavaScript (part of the consent-ui chunk;
 * the boot module hands in what it needs: a value imported from the boot module's own modules
 * would split them out of it).
 */

type SaveOptions = {
  form: HTMLFormElement;
  /** The banner around the form (removed once the choice is saved). */
  banner: HTMLElement;
  /** The button pressed: accept, decline or save (the settings' boxes). */
  submitter: HTMLButtonElement | null;
  /** The stored choice before this one (client/tracking/consent.ts `storedConsent()`). */
  stored: StoredConsent | null;
  /** client/tracking/consent.ts `commitConsent`: Consent Mode and the store. */
  commit: (choice: StoredConsent) => void;
  /** The footer's 'Cookie settings' button when it opened the banner: focus returns to it. */
  opener: HTMLElement | null;
};

/**
 * Save the form's choice as a consent event (the `consent` cookie, then Consent Mode), remove the banner and reload when storefront.md
 * §4 says so (domain/consent-choice.ts `reloadsAfter`). Focus goes back to the footer's button
 * that opened the banner, else (first visit) to the main content when it was in the banner.
 */
export function saveConsentForm({ form, banner, submitter, stored, commit, opener }: SaveOptions, reload: () => void = () => location.reload()): void {
  const action = CONSENT_ACTIONS.find((value) => value === submitter?.value) ?? 'save';
  const selected: Record<OptionalCategory, boolean> = { ...NOTHING_GRANTED };
  for (const category of CONSENT_CATEGORIES) {
    const box = form.elements.namedItem(category);
    selected[category] = box instanceof HTMLInputElement && box.checked;
  }
  const grants = grantsForAction(action, selected);
  const choice = nextConsent(stored, grants);
  document.cookie = consentCookie(choice, location.protocol === 'https:');
  commit(choice);
  const hadFocus = banner.contains(document.activeElement);
  banner.remove();
  if (reloadsAfter(consentEventType(grants), choice.events)) return reload();
  const main = document.getElementById('main');
  if (opener?.isConnected) opener.focus();
  else if (hadFocus && main) {
    main.tabIndex = -1;
    main.focus({ preventScroll: true });
  }
}
