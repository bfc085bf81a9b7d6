import { createElement, useEffect, useId, useRef, useState } from 'react';
import type { createRoot as CreateRoot, Root } from 'react-dom/client';
import { t } from '../../ui/i18n/t';
import type { ConsentGrants, StoredConsent } from '../../domain/consent';
/** domain/consent.ts CONSENT_VERSION (a value import from there would split it out of the boot module; consent-banner.test.ts checks they match). */
export const BANNER_CONSENT_VERSION = 1;
import { ALL_GRANTED, CONSENT_CATEGORIES, consentEventType, NOTHING_GRANTED, reloadsAfter } from '../../domain/consent-choice';

/**
 * The consent banner (issue 10 point 2): a chunk of its own, loaded only when no choice is
 * stored or the footer's 'Cookie settings' asks for it. Fixed at the bottom over the page (no
 * layout shift), a labelled region rather than a modal: the shop stays usable while it asks.
 * Opened by client/tracking/consent-start.ts, which hands in createRoot and the consent store's commit.
 */
const HINTS = {
  analytics: [t('Analytics'), t('Helps us understand how the shop is used.')],
  marketing: [t('Marketing'), t('Lets us and our partners show you relevant ads.')],
  functional: [t('Functional'), t('Enables the customer service chat.')],
} as const;

type BannerProps = {
  /** Open with the category toggles (the footer's 'Cookie settings'); focus moves to the banner. */
  settings: boolean;
  /** The stored choice, or nothing granted. */
  initial: ConsentGrants;
  onDone: (grants: ConsentGrants) => void;
};

function ConsentBanner({ settings: openSettings, initial, onDone }: BannerProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [settings, setSettings] = useState(openSettings);
  const [grants, setGrants] = useState(initial);
  useEffect(() => {
    if (openSettings) heading.current?.focus();
  }, [openSettings]);
  return (
    <section className="consent-banner" aria-labelledby={`${id}-title`}>
      <div className="consent-banner__inner">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          {t('Cookies')}
        </h2>
        <p>{t("We use cookies to make the shop work, to see how it is used and to show relevant offers. Choose what you allow; you can change it any time with 'Cookie settings' at the bottom of the page.")}</p>
        {settings ? (
          <fieldset>
            <legend>{t('Cookie categories')}</legend>
            <label>
              <input type="checkbox" checked disabled readOnly />
              <span>
                {t('Necessary')}
                <span className="consent-banner__hint">{t('Needed for the cart, sign-in and checkout; always on.')}</span>
              </span>
            </label>
            {CONSENT_CATEGORIES.map((category) => (
              <label key={category}>
                <input type="checkbox" name={category} checked={grants[category]} onChange={(event) => setGrants({ ...grants, [category]: event.target.checked })} />
                <span>
                  {HINTS[category][0]}
                  <span className="consent-banner__hint">{HINTS[category][1]}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="consent-banner__actions">
          <button type="button" className="button button--primary" onClick={() => onDone(ALL_GRANTED)}>
            {t('Accept all')}
          </button>
          <button type="button" className="button" onClick={() => onDone(NOTHING_GRANTED)}>
            {t('Decline')}
          </button>
          {settings ? (
            <button type="button" className="button" onClick={() => onDone(grants)}>
              {t('Save settings')}
            </button>
          ) : (
            <button type="button" className="button" onClick={() => setSettings(true)}>
              {t('Settings')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

let mounted: { root: Root; element: HTMLElement } | null = null;

type ShowOptions = {
  createRoot: typeof CreateRoot;
  /** The footer's 'Cookie settings' button when it asked (toggles open, focus back to it after); null on first visit. */
  settings: HTMLElement | null;
  stored: StoredConsent | null;
  commit: (choice: StoredConsent) => void;
};

/**
 * Show the banner (again). A choice is a consent event: counted with the stored ones, committed,
 * and the page reloads when storefront.md §4 says so (domain/consent-choice.ts `reloadsAfter`).
 */
export function showConsentBanner({ createRoot, settings, stored, commit }: ShowOptions, reload: () => void = () => location.reload()): void {
  if (!mounted) {
    const element = document.createElement('div');
    document.body.appendChild(element);
    mounted = { root: createRoot(element), element };
  }
  const onDone = (grants: ConsentGrants) => {
    mounted?.root.unmount();
    mounted?.element.remove();
    mounted = null;
    settings?.focus();
    const events = (stored?.events ?? 0) + 1;
    commit({ v: BANNER_CONSENT_VERSION, events, analytics: grants.analytics, marketing: grants.marketing, functional: grants.functional });
    if (reloadsAfter(consentEventType(grants), events)) reload();
  };
  mounted.root.render(createElement(ConsentBanner, { key: String(Boolean(settings)), settings: Boolean(settings), initial: stored ?? NOTHING_GRANTED, onDone }));
}
